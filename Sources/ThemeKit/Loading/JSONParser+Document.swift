import Foundation

extension JSONParser {
    /// Parses a whole JSON document that is not a theme (a configuration, a
    /// `resolve` reference) with the theme's own parser, so every problem has
    /// its line and column and the file's size limit holds.
    ///
    /// - Throws: ``ThemeError`` for a file over the size limit, bytes that are
    ///   not UTF-8, or text that is not JSON.
    static func parseDocument(
        _ data: Data, path: String, limits: ThemeLimits = .default
    )
        throws(ThemeError) -> (PlistNode, ParserContext)
    {
        guard data.count <= limits.fileSizeLimit else { throw ThemeError(Theme.fileTooLarge(data.count, limits: limits, path: path)) }
        let parsed = data.withUnsafeBytes { bytes -> Result<(PlistNode, ParserContext), ThemeError> in
            var context = ParserContext(source: SourceFile(path: path, text: bytes), limits: limits)
            if let bad = UTF8Validation.firstInvalidOffset(in: bytes) {
                return .failure(context.error("byte 0x\(String(bytes[bad], radix: 16, uppercase: true)) is not valid UTF-8", at: bad))
            }
            return Result { () throws(ThemeError) in (try JSONParser.parse(bytes, context: &context), context) }
        }
        return try parsed.get()
    }
}
