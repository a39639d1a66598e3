import Foundation

/// Reads the tokens of a DTCG file into constants (see ``DesignTokens``).
struct DesignTokenReader {
    /// The files the tokens come from: one token file, or a resolver document and the files it refers to.
    private(set) var sources: [SourceFile]
    /// Reads the files a group's `$extends` names by `$ref` (nil: a file loaded from data, which cannot).
    var includes: IncludeLoader?
    /// The place in ``roots`` of the tree being read.
    var currentRoot = 0
    /// The file of the token (or group) being read: where its diagnostics point.
    var currentFile = 0
    var source: SourceFile { sources[currentFile] }
    var diagnostics: [Diagnostic] = []
    var tokens: [DesignTokens.Token] = []
    /// The file's top, where `$extends` paths start.
    var root = PlistNode(kind: .dictionary([]), offset: 0)
    /// Tokens an `$extends` copied in, by dotted path, which the group's own tokens replace.
    var inherited: [String: Int] = [:]
    /// Whether an alias may name a token of another file (an included token file's may).
    var allowsAliasesToOtherFiles = false
    /// The context the tokens being collected give values in (a resolver document's); nil for the base.
    var currentVariant: String?
    /// Whether the tokens come from a resolver document's sets and contexts, where a later one replaces an earlier one.
    var isReadingLayers = false
    /// Each token of a resolver document's layers, by context and dotted path.
    var layered: [String: Int] = [:]
    /// How many tokens `$extends` has copied in.
    var inheritedCount = 0
    /// The `$extends` loops reported, by group path, so each is reported once.
    var reportedExtendsLoops: Set<String> = []
    /// Each token's constant name, by its dotted path (for aliases).
    private(set) var names: [String: String] = [:]
    /// Why a token (by dotted path) was left out, with the code it was reported under.
    var leftOut: [String: (code: Diagnostic.Code, why: String)] = [:]
    /// Every alias made into a constant reference: the token, where, and the path it names.
    var aliasUses: [(token: DesignTokens.Token, target: String, offset: Int)] = []
    /// Each token's place in `tokens`, by its dotted path (the first of a path written twice).
    private var indexByPath: [String: Int] = [:]
    /// Tokens left out because their constant name is another's, with that other's path.
    private var collided: [String: String] = [:]
    /// The files whose tokens are marked `value` rather than `$value` (the earlier drafts, exporters).
    var unprefixedFiles: Set<Int> = []
    /// The earlier drafts' and exporters' forms each file writes, each with where it is first written.
    var legacyForms: [Int: [(form: LegacyForm, offset: Int)]] = [:]
    /// The top of each tree read (a file, or a resolver document's source), where `$ref` pointers start.
    var roots: [PlistNode] = []
    /// Tokens renamed so that their constant cannot be read as a literal, by file: the first token and the count.
    var renamings: [Int: (token: DesignTokens.Token, name: String, count: Int)] = [:]
    /// The dotted paths, for "did you mean" (indexed once the names are known).
    private lazy var pathSuggestions: SuggestionIndex = {
        let paths = names.keys.sorted()
        return SuggestionIndex(paths)
    }()

    init(source: SourceFile) {
        sources = [source]
    }

    init(sources: [SourceFile]) {
        self.sources = sources
    }

    /// Takes in the files ``includes`` has read since (a file an `$extends` names).
    mutating func refreshSources() {
        if let includes, includes.sources.count > sources.count { sources = includes.sources }
    }

    /// Reads the tokens of one tree: a token file's top, or a source of a resolver document or a Tokens Studio set.
    mutating func collectTree(_ top: PlistNode) {
        root = top
        // A group's own token replaces its inherited copy within one tree, never another tree's token.
        inherited = [:]
        currentRoot = roots.count
        roots.append(top)
        if Self.writesUnprefixedKeys(top) { unprefixedFiles.insert(currentFile) }
        collect(top, path: [], inheritedType: nil, depth: 0)
    }

    // MARK: The theme

    /// What each file's tokens give, by file index, and the problems met;
    /// `carried` holds the constants ThemeKit's own export carries, by file.
    mutating func themes(carrying carried: [Int: [PlistEntry]] = [:]) -> ([Int: FileOutput], [Diagnostic]) {
        // Types first (an alias without `$type` takes its target's), then names, then values.
        resolveAliasTypes()
        var owners: [String: DesignTokens.Token] = [:]
        for token in tokens {
            currentFile = token.file
            let name = constantName(of: token)
            if let first = owners[name] {
                // The same token in another set or context of a resolver document is that token again.
                if first.dottedPath == token.dottedPath { continue }
                collided[token.dottedPath] = first.dottedPath
                reportCollision(of: token, with: first, over: "the constant name `\(name)`")
                continue
            }
            owners[name] = token
            names[token.dottedPath] = name
        }
        var outputs: [Int: FileOutput] = [:]
        var styleOwners: [String: DesignTokens.Token] = [:]
        /// Each variant's mode as first written, to report another spelling of it.
        var modeSpellings: [String: String] = [:]
        for token in tokens {
            currentFile = token.file
            guard let name = names[token.dottedPath], collided[token.dottedPath] == nil else { continue }
            let valueNode = member("$value", of: token.node) ?? token.node
            // ThemeKit's own export keeps a number the theme writes as a string, and a text style's font, as written.
            let written = member("$extensions", of: token.node).flatMap({ member("org.themekit", of: $0) })
                .flatMap({ member("written", of: $0) }).flatMap { $0.string != nil ? $0 : nil }
            if let written {
                outputs[token.file, default: FileOutput()].add(
                    PlistEntry(key: name, keyOffset: token.keyOffset, value: written), variant: token.variant)
            } else if let value = value(of: token, valueNode) {
                outputs[token.file, default: FileOutput()].add(
                    PlistEntry(key: name, keyOffset: token.keyOffset, value: value), variant: token.variant)
            }
            if let reason = token.deprecation, token.variant == nil {
                outputs[token.file, default: FileOutput()].deprecated.append(
                    PlistEntry(key: name, keyOffset: token.keyOffset, value: PlistNode(kind: .string(reason), offset: token.keyOffset)))
            }
            if let type = token.type, Self.compositeTypes.contains(type), written == nil {
                addStyle(of: token, valueNode, type: type, to: &outputs, owners: &styleOwners)
            }
            for (mode, node) in modeValues(of: token) {
                let variant = variantName(mode)
                if let spelling = modeSpellings[variant], spelling != mode {
                    diagnostics.append(
                        source.diagnostic(
                            .nameCollision,
                            "token `\(token.dottedPath)`: mode `\(mode)` gives the variant `\(variant)`, which mode `\(spelling)` gives too; its value in `\(mode)` is left out",
                            at: node.offset))
                    continue
                }
                modeSpellings[variant] = mode
                guard let value = value(of: token, node) else { continue }
                outputs[token.file, default: FileOutput()].add(
                    PlistEntry(key: name, keyOffset: token.keyOffset, value: value), variant: variant)
            }
        }
        for (file, groups) in carried {
            for group in groups {
                let variant = VariantName.variant(ofConstantsGroup: group.key).map(String.init)
                for entry in group.value.entries ?? [] { outputs[file, default: FileOutput()].add(entry, variant: variant) }
            }
        }
        // A composite token that gave a style stands for its aliases as a constant does.
        let defined = Set(outputs.values.flatMap { $0.constants.map(\.key) + $0.modes.flatMap { $0.entries.map(\.key) } })
            .union(styleOwners.values.compactMap { names[$0.dottedPath] })
        let dropped = aliasesOfLeftOutTokens(defined: defined)
        if !dropped.isEmpty {
            // A composite's style goes with it when a part of it names a token that was left out.
            let droppedStyles = Set(styleOwners.filter { names[$0.value.dottedPath].map(dropped.contains) ?? false }.keys)
            outputs = outputs.mapValues { output in
                var output = output
                output.styles.removeAll { droppedStyles.contains($0.key) }
                output.constants.removeAll { dropped.contains($0.key) }
                output.deprecated.removeAll { dropped.contains($0.key) }
                output.removeModeEntries { dropped.contains($0) }
                return output
            }
        }
        reportLegacyForms()
        reportRenamings()
        return (outputs, diagnostics)
    }

    /// Gives each alias without `$type` the type of the token it names,
    /// followed to the end of its chain of aliases (none for a loop or a
    /// missing target). Each token is followed once: every token on a walked
    /// chain keeps the answer, so the work is linear in the tokens.
    private mutating func resolveAliasTypes() {
        for index in tokens.indices { indexByPath[tokens[index].dottedPath] = indexByPath[tokens[index].dottedPath] ?? index }
        let byPath = indexByPath
        // A resolver context's token without `$type` is the base's token again: it takes its type.
        for index in tokens.indices where tokens[index].type == nil {
            if let first = byPath[tokens[index].dottedPath], first != index { tokens[index].type = tokens[first].type }
        }
        var untyped = Set<Int>()
        for start in tokens.indices where tokens[start].type == nil && !untyped.contains(start) {
            var chain: [Int] = []
            var onChain = Set<Int>()
            var current = start
            var found: String?
            while true {
                if let type = tokens[current].type {
                    found = type
                    break
                }
                guard !untyped.contains(current), onChain.insert(current).inserted else { break }
                chain.append(current)
                guard let target = aliasTarget(of: member("$value", of: tokens[current].node) ?? tokens[current].node),
                    let next = byPath[target]
                else { break }
                current = next
            }
            for index in chain {
                tokens[index].type = found
                if found == nil { untyped.insert(index) }
            }
        }
    }

    /// `{"dark": …}` in `$extensions.mode`: the token's value in each mode.
    func modeValues(of token: DesignTokens.Token) -> [(String, PlistNode)] {
        guard let modes = member("$extensions", of: token.node).flatMap({ member("mode", of: $0) })?.entries else { return [] }
        return modes.map { ($0.key, $0.value) }
    }

    // MARK: Helpers

    /// The place in `tokens` of the token at a dotted path (`$root` of a group by the group's path), or nil.
    func tokenIndex(at path: String) -> Int? {
        indexByPath[path] ?? indexByPath[Self.shortened(path)]
    }

    /// The node of the token at a dotted path, or nil.
    func tokenNode(at path: String) -> PlistNode? {
        tokenIndex(at: path).map { tokens[$0].node }
    }

    func member(_ key: String, of node: PlistNode) -> PlistNode? { node.member(key) }

    /// The dotted path an alias names: `{a.b}`, or `{"$ref": "#/a/b"}` (or
    /// `#/a/b/$value`); a pointer further into a value is a part, not an alias.
    func aliasTarget(of node: PlistNode) -> String? {
        // `{a} * 2` and `{a}{b}` are expressions, `{a..b}` no alias (DesignTokenReader+AliasSyntax).
        if let text = node.string {
            // Tokens Studio's earliest alias form, `$colors.red`, in the exporters' files that write it.
            if unprefixedFiles.contains(currentFile), let path = Self.dollarAliasPath(text) { return path }
            return Self.aliasPath(text)
        }
        if let keys = pointerKeys(of: node) {
            let path = keys.last == "$value" ? keys.dropLast() : keys[...]
            return path.contains("$value") ? nil : path.joined(separator: ".")
        }
        return nil
    }

    /// An alias's path without what names the token itself: `a.$root` is
    /// the group `a`'s own token, and Style Dictionary's earlier `{a.value}`
    /// names the token `a` (used where the whole path names no token).
    static func shortened(_ path: String) -> String {
        if path.hasSuffix(".$root") { return String(path.dropLast(6)) }
        if path.hasSuffix(".value") { return String(path.dropLast(6)) }
        return path
    }

    /// The keys of a `{"$ref": "#/a/b"}` pointer into the file (`~1` is `/`, `~0` is `~`); nil for anything else.
    func pointerKeys(of node: PlistNode) -> [String]? {
        guard let entries = node.entries, entries.allSatisfy({ $0.key.hasPrefix("$") }), let reference = member("$ref", of: node)?.string,
            reference.hasPrefix("#/")
        else { return nil }
        return reference.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map(Self.pointerKey)
    }

    /// One key of a JSON pointer as written (`~1` is `/`, `~0` is `~`, RFC 6901).
    static func pointerKey(_ written: Substring) -> String {
        written.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }

    /// The constant an alias names, or nil (reported) when no token has that path.
    mutating func aliasName(_ target: String, of token: DesignTokens.Token, at offset: Int) -> String? {
        if let winner = collided[target] {
            diagnostics.append(
                source.diagnostic(
                    .nameCollision,
                    "token `\(token.dottedPath)` refers to `{\(target)}`, which was left out since `\(winner)` gives the same constant name; the alias is left out too",
                    at: offset))
            return nil
        }
        if names[target] == nil, target.hasSuffix(".value"), names[Self.shortened(target)] != nil {
            noteLegacy(.valueReference, at: offset)
        }
        guard let name = names[target] ?? names[Self.shortened(target)] else {
            if allowsAliasesToOtherFiles, token.type != nil {
                // A token of another file the theme includes, named by the same rule (aliases keep their target's
                // type); resolution says `undefined-constant`, with "did you mean", if no file of the theme has it.
                return Self.constantName(path: target.split(separator: ".").map(String.init).filter { $0 != "$root" }, type: token.type)
            }
            diagnostics.append(
                source.diagnostic(
                    .undefinedConstant, "token `\(token.dottedPath)` refers to `{\(target)}`, which no token of the file has",
                    at: offset
                ).suggesting(pathSuggestions.closest(to: target)))
            return nil
        }
        return name
    }

    mutating func report(_ code: Diagnostic.Code, _ message: String, at offset: Int) {
        diagnostics.append(source.diagnostic(code, message, at: offset))
    }

    mutating func unsupported(_ path: [String], _ why: String, at offset: Int) {
        let path = path.joined(separator: ".")
        leftOut[path] = leftOut[path] ?? (.unsupportedToken, why)
        diagnostics.append(source.diagnostic(.unsupportedToken, "token `\(path)`: \(why)", at: offset))
    }

    mutating func outOfGamut(_ token: DesignTokens.Token, space: String, at offset: Int) {
        diagnostics.append(
            source.diagnostic(
                .gamutMappedColor,
                "token `\(token.dottedPath)`: its `\(space)` colour lies outside Display P3, the widest gamut of Apple's displays; it is imported as the nearest P3 colour (CSS Color 4 gamut mapping)",
                at: offset))
    }

    mutating func invalid(_ token: DesignTokens.Token, _ why: String, at offset: Int) {
        leftOut[token.dottedPath] = leftOut[token.dottedPath] ?? (.invalidToken, why)
        diagnostics.append(source.diagnostic(.invalidToken, "token `\(token.dottedPath)`: \(why), so it is skipped", at: offset))
    }
}
