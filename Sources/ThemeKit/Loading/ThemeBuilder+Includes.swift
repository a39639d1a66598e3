extension ThemeBuilder {
    /// `_include`: a path or an array of paths. Each file's definitions come
    /// below this file's own: a name this file defines wins silently, else
    /// the first included file that defines it wins and a second one is
    /// warned about with both places (theme-format §9).
    mutating func include(_ entry: PlistEntry) {
        var paths: [(path: String, offset: Int)] = []
        switch entry.value.kind {
        case .string(let path): paths = [(path, entry.value.offset)]
        case .array(let elements):
            for element in elements {
                guard let path = element.string else {
                    diagnostics.append(
                        source.diagnostic(
                            .invalidTopLevelValue,
                            "`_include` lists \(element.summary); each include is the path of a theme file, so it is ignored",
                            at: element.offset, keyPath: PropertyKey.include))
                    continue
                }
                paths.append((path, element.offset))
            }
        default:
            diagnostics.append(
                source.diagnostic(
                    .invalidTopLevelValue,
                    "`_include` holds \(entry.value.summary); expected a path or an array of paths, so nothing is included",
                    at: entry.value.offset, keyPath: PropertyKey.include))
            return
        }
        guard let includes else {
            for (path, offset) in paths {
                diagnostics.append(
                    source.diagnostic(
                        .includeNotFound,
                        "cannot include `\(path)`: a theme loaded from data without a folder cannot include; give `baseURL` when loading it",
                        at: offset, keyPath: PropertyKey.include))
            }
            return
        }
        // Theme files are built as they come; the token files of the list are read together, as one set
        // split across files, and each is merged in its place in the list.
        var built: [Int: ThemeBuilder] = [:]
        var tokenFiles: [(index: Int, top: PlistNode)] = []
        var order: [Int] = []
        for (path, offset) in paths {
            let (parsed, problems) = includes.parse(path, from: file, at: offset, keyPath: PropertyKey.include)
            diagnostics += problems
            guard var parsed else { continue }
            if IncludeLoader.isTokenFile(parsed) {
                parsed.source.isTokenFile = true
                diagnostics += parsed.warnings
                let index = includes.register(parsed)
                tokenFiles.append((index, parsed.top))
                order.append(index)
            } else {
                let (builder, problems) = includes.build(parsed)
                diagnostics += problems
                if let builder {
                    built[builder.file] = builder
                    order.append(builder.file)
                }
            }
        }
        let (trees, problems) = includes.readTokenSet(tokenFiles)
        diagnostics += problems
        var positions = variantPositions()
        for index in order {
            if let builder = built[index] {
                merge(builder, sources: includes.sources, variantPositions: &positions)
            } else if let tree = trees[index] {
                let builder = Self.built(tree, file: index, source: includes.sources[index])
                diagnostics += builder.diagnostics
                merge(builder, sources: includes.sources, variantPositions: &positions)
            }
        }
    }

    /// The definitions of a theme tree that token files gave (`formatVersion` 2, nothing to include).
    private static func built(_ tree: PlistNode, file: Int, source: SourceFile) -> ThemeBuilder {
        var top = tree
        var builder = ThemeBuilder(source: source, file: file, includes: nil)
        guard var entries = [PlistEntry].take(from: &top) else { return builder }
        builder.build(&entries, formatVersion: 2)
        return builder
    }

    /// Builds the trees a resolver document's `$ref`s gave (each as its own
    /// file, so diagnostics point into it) and adds them below what is here.
    mutating func buildPendingTrees() {
        guard let includes else { return }
        let pending = includes.pendingTrees
        includes.pendingTrees = []
        var positions = variantPositions()
        for (index, tree) in pending {
            let builder = Self.built(tree, file: index, source: includes.sources[index])
            diagnostics += builder.diagnostics
            merge(builder, sources: includes.sources, variantPositions: &positions)
        }
    }

    /// Each variant's place in `variantConstants`: its first group's, as a
    /// name lookup would find it.
    private func variantPositions() -> [String: Int] {
        var positions: [String: Int] = [:]
        for (position, table) in variantConstants.enumerated() where positions[table.variant] == nil {
            positions[table.variant] = position
        }
        return positions
    }

    /// Adds what an included file defines below what is here.
    ///
    /// `variantPositions` is what ``variantPositions()`` gives, kept up to
    /// date here, so that each of many variant groups finds its table at
    /// once rather than by a walk over all the groups.
    private mutating func merge(_ included: ThemeBuilder, sources: [SourceFile], variantPositions: inout [String: Int]) {
        for definition in included.constants.all {
            guard let first = constants.add(definition), first.file != file else { continue }
            diagnostics.append(Self.duplicateConstant(definition, first: first, sources: sources))
        }
        deprecations.merge(included.deprecations) { own, _ in own }
        runtimeConstantGroups += included.runtimeConstantGroups
        for (variant, table) in included.variantConstants {
            let position: Int
            if let known = variantPositions[variant] {
                position = known
            } else {
                position = variantConstants.count
                variantPositions[variant] = position
                variantConstants.append((variant, DefinitionTable()))
            }
            for definition in table.all {
                guard let first = variantConstants[position].constants.add(definition), first.file != file else { continue }
                diagnostics.append(Self.duplicateConstant(definition, first: first, sources: sources))
            }
        }
        for definition in included.styles.all {
            guard let first = styles.add(definition), first.file != file else { continue }
            diagnostics.append(
                sources[definition.file].diagnostic(
                    .duplicateStyle,
                    "style `\(definition.name)` is defined by two included files, `\(sources[first.file].path)` and `\(sources[definition.file].path)`; the first is used and this one is ignored",
                    at: definition.keyOffset, keyPath: definition.keyPath,
                    notes: [sources[first.file].note("first defined here", at: first.keyOffset, keyPath: first.keyPath)]))
        }
    }

    /// The warning for a constant that a second included file defines again.
    private static func duplicateConstant(
        _ definition: ConstantDefinition, first: ConstantDefinition, sources: [SourceFile]
    ) -> Diagnostic {
        sources[definition.file].diagnostic(
            .duplicateKey,
            "constant `\(definition.name)` is defined by two included files, `\(sources[first.file].path)` and `\(sources[definition.file].path)`; the first is used and this one is ignored",
            at: definition.keyOffset, keyPath: definition.keyPath,
            notes: [sources[first.file].note("first defined here", at: first.keyOffset, keyPath: first.keyPath)])
    }
}
