import Foundation

extension ReferenceTokenReader {
    /// A Tokens Studio export: one file whose top-level keys are token sets
    /// (beside `$themes` and `$metadata`), or a folder's `$metadata.json`
    /// with `$themes.json` and a `SET.json` per set.
    ///
    /// The rules, from Tokens Studio's plugin documentation
    /// (`themes/token-sets.mdx`) and sd-transforms (`permutateThemes.ts`,
    /// README "Multi-dimensional theming"):
    /// - With no theme named, "all active token sets get exposed and merged
    ///   into one big token set, … the latter one wins": every set, in
    ///   `$metadata.tokenSetOrder` (the file's order without it).
    /// - `themes` names one theme per `group` (`group=name`, or a name alone
    ///   for that theme in whichever group has it; themes without one form a
    ///   group of their own, the alternatives sd-transforms gives when no
    ///   theme has a group); a group none of them names takes its first
    ///   theme. The chosen themes' `selectedTokenSets` are taken but
    ///   `disabled` ones (`permutateThemes`), "source type sets … always
    ///   ordered before enabled type sets" (a set enabled by any chosen theme
    ///   counts as enabled), and within each kind the later in the set list
    ///   wins, as the plugin merges (sd-transforms keeps the order the theme
    ///   object lists its sets in, which the plugin's documentation gives no
    ///   meaning; where the two differ this reader follows the plugin).
    /// - "When a token set is treated as a source, these tokens will not be
    ///   exported … but only used as a reference": a token only `source`
    ///   sets give is in `referenceOnly`.
    /// - Aliases leave out the set name (`{colors.brand}`), which the merge gives.
    static func readTokensStudio(_ url: URL, themes: [String]) throws -> Outcome {
        var sets: [(name: String, tokens: JSON)] = []
        var themeList: [JSON] = []
        var notes: [String] = []
        if url.lastPathComponent == "$metadata.json" {
            let folder = url.deletingLastPathComponent()
            let metadata = try load(url)
            let themesURL = folder.appendingPathComponent("$themes.json")
            if FileManager.default.fileExists(atPath: themesURL.path) { themeList = try load(themesURL).elements ?? [] }
            for name in metadata["tokenSetOrder"]?.elements?.compactMap(\.string) ?? [] {
                let file = folder.appendingPathComponent(name + ".json")
                guard FileManager.default.fileExists(atPath: file.path) else {
                    notes.append("set `\(name)` has no file")
                    continue
                }
                sets.append((name, try load(file)))
            }
        } else {
            let document = try load(url)
            themeList = document["$themes"]?.elements ?? []
            let members = (document.members ?? []).filter { !$0.key.hasPrefix("$") }
            let order = document["$metadata"]?["tokenSetOrder"]?.elements?.compactMap(\.string) ?? members.map(\.key)
            for name in order {
                guard let tokens = document[name], !name.hasPrefix("$") else {
                    notes.append("set `\(name)` is not in the file")
                    continue
                }
                sets.append((name, tokens))
            }
        }
        var chosen: [(name: String, isSource: Bool)] = sets.map { ($0.name, false) }
        if !themes.isEmpty, !themeList.isEmpty {
            chosen = []
            var groups: [String] = []
            for theme in themeList where !groups.contains(theme["group"]?.string ?? "") { groups.append(theme["group"]?.string ?? "") }
            for group in groups {
                let members = themeList.filter { ($0["group"]?.string ?? "") == group }
                let qualified = members.first { themes.contains(group + "=" + ($0["name"]?.string ?? "")) }
                guard let theme = qualified ?? members.first(where: { themes.contains($0["name"]?.string ?? "") }) ?? members.first else {
                    continue
                }
                for entry in theme["selectedTokenSets"]?.members ?? [] where entry.value.string != "disabled" {
                    let isSource = entry.value.string == "source"
                    if let index = chosen.firstIndex(where: { $0.name == entry.key }) {
                        chosen[index].isSource = chosen[index].isSource && isSource
                    } else {
                        chosen.append((entry.key, isSource))
                    }
                }
            }
            let order = sets.map(\.name)
            func rank(_ name: String) -> Int { order.firstIndex(of: name) ?? order.count }
            chosen = chosen.enumerated().sorted {
                ($0.element.isSource ? 0 : 1, rank($0.element.name), $0.offset) < (
                    $1.element.isSource ? 0 : 1, rank($1.element.name), $1.offset
                )
            }
            .map(\.element)
            for name in themes
            where !themeList.contains(where: {
                [$0["name"]?.string, ($0["group"]?.string ?? "") + "=" + ($0["name"]?.string ?? "")].contains(name)
            }) {
                notes.append("no theme `\(name)`")
            }
        }
        var tree = JSON.object([])
        var exported: Set<String> = []
        for (name, isSource) in chosen {
            guard let tokens = sets.first(where: { $0.name == name })?.tokens else {
                notes.append("theme set `\(name)` is not in the export")
                continue
            }
            tree = merge(tree, tokens)
            if !isSource {
                var scratch = Outcome()
                exported.formUnion(flatten(tokens, mode: nil, outcome: &scratch).keys)
            }
        }
        var outcome = read(tree, mode: nil, dialect: .exporters)
        outcome.referenceOnly = Set(outcome.values.keys).union(outcome.leftOut.keys).subtracting(exported)
        outcome.notes += notes
        return outcome
    }

    /// The themes of a Tokens Studio export in order, with their groups.
    static func themes(ofTokensStudio url: URL) throws -> [(name: String, group: String)] {
        let list: [JSON]
        if url.lastPathComponent == "$metadata.json" {
            let themesURL = url.deletingLastPathComponent().appendingPathComponent("$themes.json")
            list = FileManager.default.fileExists(atPath: themesURL.path) ? try load(themesURL).elements ?? [] : []
        } else {
            list = try load(url)["$themes"]?.elements ?? []
        }
        return list.compactMap { theme in theme["name"]?.string.map { ($0, theme["group"]?.string ?? "") } }
    }
}
