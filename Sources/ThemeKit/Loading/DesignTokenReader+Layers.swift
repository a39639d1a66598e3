/// Token trees read one over another: the sets and contexts of a resolver
/// document, the sets and themes of a Tokens Studio export.
extension DesignTokenReader {
    /// One source of tokens: where it is, and the context it gives values in (nil for the base).
    struct Layer {
        var file: Int
        var node: PlistNode
        var variant: String?
    }

    /// Reads `layers` in order, a later one replacing an earlier one's token of
    /// the same path and context; replaces `top` with the theme tree of the
    /// document's own tokens (file `document`), queues each other file's tree on `includes`, and
    /// returns the problems met.
    static func read(
        _ layers: [Layer], into top: inout PlistNode, source: SourceFile, includes: IncludeLoader?, document: Int = 0
    ) -> [Diagnostic] {
        var reader = DesignTokenReader(sources: includes?.sources ?? [source])
        reader.isReadingLayers = true
        reader.includes = includes
        for layer in layers {
            reader.currentFile = layer.file
            reader.currentVariant = layer.variant
            reader.collectTree(layer.node)
        }
        reader.dropRepeatsOfTheBase()
        let (outputs, problems) = reader.themes()
        top = (outputs[document] ?? FileOutput()).tree(at: top.offset)
        for (file, output) in outputs.sorted(by: { $0.key < $1.key }) where file != document {
            includes?.pendingTrees.append((file, output.tree(at: 0)))
        }
        return problems
    }

    /// Removes each variant's token that is the base's own token read again
    /// (a set both read), so a variant holds only what it changes.
    mutating func dropRepeatsOfTheBase() {
        var base: [String: (file: Int, offset: Int)] = [:]
        for token in tokens where token.variant == nil { base[token.dottedPath] = (token.file, token.keyOffset) }
        tokens.removeAll { token in
            guard token.variant != nil, let first = base[token.dottedPath] else { return false }
            return first.file == token.file && first.offset == token.keyOffset
        }
    }
}
