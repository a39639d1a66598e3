import Foundation

/// Why a typed read of a theme failed: ``ThemeManager/constant(named:as:)``
/// or ``ThemeManager/decode(_:style:)``.
///
/// The message names the constant or the style and key path, what the
/// theme holds there and what was expected; the place is where that value
/// is written (nil for what no theme defines).
public struct ThemeAccessError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    public var message: String
    public var file: String?
    public var line: Int?
    public var column: Int?

    public init(_ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.file = file
        self.line = line
        self.column = column
    }

    /// `FILE:LINE:COLUMN: MESSAGE`, as compilers print it, control characters escaped.
    public var description: String {
        guard let file else { return message.escapingControlCharacters }
        let place = line.map { "\(file):\($0):\(column ?? 1)" } ?? file
        return "\(place.escapingControlCharacters): \(message.escapingControlCharacters)"
    }

    public var errorDescription: String? { description }
}
