extension IncludeLoader {
    /// Whether a parsed included file is a plain token file (not a resolver
    /// document or Tokens Studio export, which are read as themes of their own).
    static func isTokenFile(_ parsed: ParsedInclude) -> Bool {
        parsed.format == .json && parsed.top.entries != nil && TokenDocumentKind(name: parsed.shown, top: parsed.top) == nil
            && DesignTokens.isTokenFile(name: parsed.shown, top: parsed.top)
    }

    /// Reads the token files one `_include` list names as one token set
    /// split across files, as design systems write them: an alias in one
    /// names a token of another as if in the same file, taking its type,
    /// its left-out reason and its exporter's forms with it. Gives each
    /// file's theme tree by its index, and the problems met.
    func readTokenSet(_ files: [(index: Int, top: PlistNode)]) -> ([Int: PlistNode], [Diagnostic]) {
        guard !files.isEmpty else { return ([:], []) }
        var reader = DesignTokenReader(sources: sources)
        // A token of a file included elsewhere in the theme is still named by the naming rule.
        reader.allowsAliasesToOtherFiles = true
        reader.includes = self
        var carried: [Int: [PlistEntry]] = [:]
        for file in files {
            reader.currentFile = file.index
            reader.collectTree(file.top)
            carried[file.index] = DesignTokens.carriedConstants(in: file.top)
        }
        let (outputs, problems) = reader.themes(carrying: carried)
        var trees: [Int: PlistNode] = [:]
        for file in files { trees[file.index] = (outputs[file.index] ?? DesignTokenReader.FileOutput()).tree(at: file.top.offset) }
        // The tokens a group's `$extends` took from a file outside the list are that file's definitions.
        for (file, output) in outputs.sorted(by: { $0.key < $1.key }) where trees[file] == nil {
            pendingTrees.append((file, output.tree(at: 0)))
        }
        return (trees, problems)
    }
}
