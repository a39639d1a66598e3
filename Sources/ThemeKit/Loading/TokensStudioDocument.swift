import Foundation

/// A Tokens Studio export read as a theme (DesignTokens.md, "Tokens Studio"):
/// the single file (its token sets at the top beside `$metadata` and
/// `$themes`) or the folder (`$metadata.json`, `$themes.json` and a file per
/// set, read as includes are, never outside the folder).
///
/// Sets are read in `$metadata.tokenSetOrder`, a later set replacing an
/// earlier one's token of the same path, and aliases name tokens without the
/// set (`{colors.red}`), as Tokens Studio writes them. Themes of a group
/// (`"group": "Mode"`) are like a resolver document's contexts: the first
/// theme of each group together are the base, each other theme gives
/// `Constants_V` (V its name upper-cased, `Dark` is `DARK`), its sets read
/// by Tokens Studio's own rules (see ``Reading``).
enum TokensStudioDocument {
    static let metadataFileName = "$metadata.json"
    static let themesFileName = "$themes.json"

    /// Whether a parsed JSON file is a Tokens Studio export: its folder's
    /// `$metadata.json`, or a single file with `$metadata` or `$themes` at its top.
    static func isDocument(name: String, top: PlistNode) -> Bool {
        if isMetadataFile(name: name, top: top) { return true }
        guard top.entries != nil else { return false }
        if top.member("$metadata")?.member("tokenSetOrder") != nil { return true }
        if case .array? = top.member("$themes")?.kind { return true }
        return false
    }

    private static func isMetadataFile(name: String, top: PlistNode) -> Bool {
        name.split(separator: "/").last == Substring(metadataFileName) && top.member("tokenSetOrder") != nil
    }

    /// Replaces the export's tree with the theme tree of its tokens (a
    /// folder's set files queued on `includes`) and returns the problems met.
    /// `document` is the export's own place among the files `includes` has read (0 when it is the theme itself).
    static func readAsTheme(
        _ top: inout PlistNode, name: String, source: SourceFile, includes: IncludeLoader?, document: Int = 0, folder: URL?
    )
        -> [Diagnostic]
    {
        var reading = Reading(top: top, source: source, includes: includes, document: document)
        if isMetadataFile(name: name, top: top) {
            reading.readFolder(hasThemesFile: folder.map(hasThemesFile) ?? false)
        } else {
            reading.readSingleFile()
        }
        return reading.problems
            + DesignTokenReader.read(
                reading.sets, baseRank: reading.baseRank, configurations: reading.configurations, into: &top, source: source,
                includes: includes, document: document)
    }

    private static func hasThemesFile(in folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(themesFileName).path)
    }

    /// A theme of `$themes`: its name, group, and each set's status (`enabled`, `source`; `disabled` sets are not kept).
    struct StudioTheme {
        var name: String
        var group: String
        var statuses: [String: SetStatus]
        var offset: Int
    }

    /// What a theme does with a set (Tokens Studio's `TokenSetStatus`): a
    /// `source` set is read so that aliases resolve, an `enabled` one is read
    /// over the sources; a `disabled` (or unlisted) set is not read.
    enum SetStatus: Int, Comparable {
        case source = 1
        case enabled = 2

        init?(_ written: String?) {
            switch written {
            case "source"?: self = .source
            case "enabled"?: self = .enabled
            default: return nil
            }
        }

        static func < (lhs: SetStatus, rhs: SetStatus) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// How themes chosen together (one of each group) read the sets, as
    /// Tokens Studio combines and orders them (`getOverallConfig`,
    /// `mergeTokenGroups`): a set `enabled` by any of them is enabled, else
    /// `source` by any is a source; sources are read before enabled sets,
    /// and of one status the set later in `tokenSetOrder` wins. So a set's
    /// rank is its status, then its place in `tokenSetOrder`.
    /// The walk of the export, collecting layers and problems.
    struct Reading {
        let top: PlistNode
        let source: SourceFile
        let includes: IncludeLoader?
        /// The export's place among the files read.
        let document: Int
        var sets: [DesignTokenReader.RankedSet] = []
        var baseRank: (String) -> (Int, Int)? = { _ in nil }
        var configurations: [DesignTokenReader.Configuration] = []
        var problems: [Diagnostic] = []
        /// Where `tokenSetOrder` names each set, so a problem with a set points at its name.
        var setOffsets: [String: Int] = [:]

        init(top: PlistNode, source: SourceFile, includes: IncludeLoader?, document: Int) {
            self.top = top
            self.source = source
            self.includes = includes
            self.document = document
        }

        mutating func report(_ code: Diagnostic.Code, _ message: String, at offset: Int) {
            problems.append(source.diagnostic(code, message, at: offset))
        }

        /// The single file: each top-level key not beginning with `$` is a set.
        mutating func readSingleFile() {
            let metadata = top.member("$metadata")
            let present = (top.entries ?? []).filter { !$0.key.hasPrefix("$") }
            let order = setOrder(metadata, present: present.map(\.key))
            var nodes: [String: (file: Int, node: PlistNode)] = [:]
            for entry in present { nodes[entry.key] = (document, entry.value) }
            for name in order where nodes[name] == nil {
                report(
                    .includeNotFound, "`$metadata.tokenSetOrder` names the set `\(name)`, which the file does not have",
                    at: setOffsets[name] ?? metadata?.offset ?? 0)
            }
            addLayers(order: order, nodes: nodes, themes: themes(in: top.member("$themes"), file: document))
        }

        /// The folder: `$metadata.json` (this file) orders the sets, each `SET.json` beside it; `$themes.json` if there is one.
        mutating func readFolder(hasThemesFile: Bool) {
            let order = setOrder(top, present: [])
            var nodes: [String: (file: Int, node: PlistNode)] = [:]
            guard let includes else {
                report(
                    .includeNotFound,
                    "cannot read the sets: a `$metadata.json` loaded from data without a folder cannot refer to files; give `baseURL` when loading it",
                    at: top.offset)
                return
            }
            for name in order {
                let (read, readProblems) = includes.readTokenFile(
                    name + ".json", from: document, at: setOffsets[name] ?? top.offset, keyPath: "tokenSetOrder")
                problems += readProblems
                if let read { nodes[name] = (read.index, read.top) }
            }
            var themes: [StudioTheme] = []
            if hasThemesFile {
                let (read, readProblems) = includes.readTokenFile(
                    TokensStudioDocument.themesFileName, from: document, at: top.offset, keyPath: "$themes", isTokenTree: false)
                problems += readProblems
                if let read { themes = self.themes(in: read.top, file: read.index) }
            }
            addLayers(order: order, nodes: nodes, themes: themes)
        }

        /// The sets in `tokenSetOrder`, then the others present, in the order written.
        private mutating func setOrder(_ metadata: PlistNode?, present: [String]) -> [String] {
            var order: [String] = []
            if let node = metadata?.member("tokenSetOrder") {
                guard case .array(let names) = node.kind else {
                    report(.invalidToken, "`tokenSetOrder` is an array of set names", at: node.offset)
                    return present
                }
                for name in names where name.string == nil {
                    report(.invalidToken, "a set name of `tokenSetOrder` is a string, not \(name.summary); it is skipped", at: name.offset)
                }
                order = names.compactMap(\.string)
                for name in names { if let text = name.string, setOffsets[text] == nil { setOffsets[text] = name.offset } }
            }
            let ordered = Set(order)
            return order + present.filter { !ordered.contains($0) }
        }

        /// The themes of `$themes`, each with the sets it enables or uses as a source.
        private mutating func themes(in node: PlistNode?, file: Int) -> [StudioTheme] {
            guard let node else { return [] }
            let themesSource = includes?.sources[file] ?? source
            guard case .array(let items) = node.kind else {
                problems.append(
                    themesSource.diagnostic(
                        .invalidToken, "`$themes` is an array of themes, each with `name` and `selectedTokenSets`", at: node.offset))
                return []
            }
            return items.compactMap { item in
                guard let name = item.member("name")?.string, let selected = item.member("selectedTokenSets")?.entries else {
                    problems.append(
                        themesSource.diagnostic(
                            .invalidToken, "a theme of `$themes` has `name` and `selectedTokenSets`; it is skipped", at: item.offset))
                    return nil
                }
                var statuses: [String: SetStatus] = [:]
                for set in selected { statuses[set.key] = SetStatus(set.value.string) }
                return StudioTheme(name: name, group: item.member("group")?.string ?? "", statuses: statuses, offset: item.offset)
            }
        }

        /// The base: every set in order, or, with themes, the first theme of
        /// each group together; then each other theme, with the first theme
        /// of every other group, as its variant, in Tokens Studio's order
        /// (each set ranked by its status, then its place in `tokenSetOrder`). Each set is read once; a variant
        /// holds what differs from the base (``DesignTokenReader/Configuration``).
        private mutating func addLayers(order: [String], nodes: [String: (file: Int, node: PlistNode)], themes: [StudioTheme]) {
            var position: [String: Int] = [:]
            for (index, name) in order.enumerated() where position[name] == nil {
                position[name] = index
                if let set = nodes[name] { sets.append(.init(name: name, file: set.file, node: set.node)) }
            }
            guard !themes.isEmpty else {
                baseRank = { name in position[name].map { (SetStatus.enabled.rawValue, $0) } }
                return
            }
            var groups: [String] = []
            var firstOfGroup: [String: Int] = [:]
            for (index, theme) in themes.enumerated() where firstOfGroup[theme.group] == nil {
                firstOfGroup[theme.group] = index
                groups.append(theme.group)
            }
            // Each set's best status among the base themes (and which theme gives it) and the next best, so
            // that a variant's status of a set, its group's first theme swapped for its own, is found at once.
            var best: [String: (status: SetStatus, theme: Int)] = [:]
            var second: [String: SetStatus] = [:]
            for group in groups {
                guard let index = firstOfGroup[group] else { continue }
                for (set, status) in themes[index].statuses {
                    if let top = best[set], top.status >= status {
                        second[set] = max(second[set] ?? status, status)
                    } else {
                        if let top = best[set] { second[set] = top.status }
                        best[set] = (status, index)
                    }
                }
            }
            let basePosition = position
            baseRank = { name in best[name].flatMap { top in basePosition[name].map { (top.status.rawValue, $0) } } }
            var variants: [String: StudioTheme] = [:]
            for (index, theme) in themes.enumerated() {
                guard let first = firstOfGroup[theme.group], first != index else { continue }
                var variant = DesignTokenReader.variantName(theme.name)
                if let other = variants[variant], other.group != theme.group {
                    // Two groups' themes of one name (`Scheme`'s and `SchemeStatic`'s `Dark`): the later is named with its group.
                    variant = DesignTokenReader.variantName(theme.group + "_" + theme.name)
                }
                if let other = variants[variant] {
                    report(
                        .nameCollision,
                        "theme `\(theme.name)` gives the variant `\(variant)`, which theme `\(other.name)` gives too; the first is used and this one is left out",
                        at: theme.offset)
                    continue
                }
                variants[variant] = theme
                let own = theme.statuses
                let rank: (String) -> (Int, Int)? = { name in
                    let others = best[name].flatMap { $0.theme == first ? second[name] : $0.status }
                    let status = [others, own[name]].compactMap { $0 }.max()
                    return status.flatMap { found in basePosition[name].map { (found.rawValue, $0) } }
                }
                configurations.append(.init(variant: variant, rank: rank, candidates: Array(own.keys) + Array(themes[first].statuses.keys)))
            }
        }
    }
}
