import Foundation

/// The token documents that are read as a whole theme, their sets and
/// contexts (or themes) as variants: a DTCG resolver document and a Tokens
/// Studio export. The same whether the document is loaded itself or
/// included by a theme that holds the app's styles.
enum TokenDocumentKind {
    case resolver
    case tokensStudio

    /// The kind of a parsed JSON file, or nil for a token file or a theme.
    init?(name: String, top: PlistNode) {
        if DesignTokenResolverDocument.isResolverDocument(name: name, top: top) {
            self = .resolver
        } else if TokensStudioDocument.isDocument(name: name, top: top) {
            self = .tokensStudio
        } else {
            return nil
        }
    }

    /// Replaces the document's tree (file `document` of `includes`) with the
    /// theme tree of its tokens, queues the other files' trees on `includes`,
    /// and returns the problems met.
    func read(
        _ top: inout PlistNode, name: String, source: SourceFile, includes: IncludeLoader, document: Int, folder: URL?
    ) -> [Diagnostic] {
        switch self {
        case .resolver:
            DesignTokenResolverDocument.readAsTheme(&top, source: source, includes: includes, document: document)
        case .tokensStudio:
            TokensStudioDocument.readAsTheme(&top, name: name, source: source, includes: includes, document: document, folder: folder)
        }
    }
}
