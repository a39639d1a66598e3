import Foundation

@testable import ThemeKit

/// The token sets the corpus test reads: each folder of
/// `Fixtures/tokens-corpus/` (its `corpus.json` names the entry ThemeKit
/// loads, the form and the modes), and Terrazzo's design-system fixtures
/// (`shared/fixtures-external/terrazzo/plugin-css/ds-*`) that hold an input.
struct TokenCorpus {
    /// One set: what ThemeKit loads, and how the reference reader reads the same tokens.
    struct Fixture {
        var name: String
        var entry: URL
        var form: String
        var modes: [String]
        /// Why the set cannot be compared (no input), or nil.
        var skipped: String?
        /// How the set was found, where it says something.
        var note = ""

        /// The format's own forms for `dtcg` and `resolver` sets; exporters' forms for the others.
        var dialect: ReferenceTokenReader.Dialect { form == "dtcg" || form == "resolver" ? .format : .exporters }

        var isResolver: Bool { entry.lastPathComponent.hasSuffix("resolver.json") }
        var isTokensStudio: Bool { form.hasPrefix("tokens-studio") || entry.lastPathComponent == "$metadata.json" }

        /// The reference reader's reading of the base (`mode == nil`) or of one mode.
        func reference(mode: String?) throws -> ReferenceTokenReader.Outcome {
            if isResolver {
                guard let mode else { return try ReferenceTokenReader.readResolver(entry, contexts: [:], dialect: dialect) }
                let (modifier, context) = try Self.modifier(of: mode, in: entry)
                return try ReferenceTokenReader.readResolver(entry, contexts: modifier.map { [$0: context] } ?? [:], dialect: dialect)
            }
            guard isTokensStudio else { return try ReferenceTokenReader.readFiles(try tokenFiles(), mode: mode, dialect: dialect) }
            let themes = try ReferenceTokenReader.themes(ofTokensStudio: entry)
            let firsts = Self.firsts(themes)
            guard let mode, let chosen = Self.theme(mode, in: themes) else {
                return try ReferenceTokenReader.readTokensStudio(entry, themes: firsts.map(Self.label))
            }
            let others = firsts.filter { $0.group != chosen.group }.map(Self.label)
            return try ReferenceTokenReader.readTokensStudio(entry, themes: [Self.label(chosen)] + others)
        }

        /// The ThemeKit variant a mode is (its theme's or context's name), and
        /// whether the mode is the base instead: a group's first theme, a
        /// modifier's default context (its first, where it names none).
        func variant(of mode: String) -> (name: String, isBase: Bool) {
            if isTokensStudio, let themes = try? ReferenceTokenReader.themes(ofTokensStudio: entry),
                let theme = Self.theme(mode, in: themes)
            {
                let firsts = Self.firsts(themes)
                let isBase = firsts.contains { $0.name == theme.name && $0.group == theme.group }
                // DesignTokens.md: a theme named as an earlier variant of another group is named with its group.
                let earlier = themes.prefix { !($0.name == theme.name && $0.group == theme.group) }.filter { other in
                    !firsts.contains { $0.name == other.name && $0.group == other.group }
                }
                let named = earlier.contains {
                    $0.group != theme.group && DesignTokenReader.variantName($0.name) == DesignTokenReader.variantName(theme.name)
                }
                return (DesignTokenReader.variantName(named ? theme.group + "_" + theme.name : theme.name), isBase)
            }
            if isResolver, let (modifier, context) = try? Self.modifier(of: mode, in: entry),
                let found = (try? ReferenceTokenReader.modifiers(ofResolver: entry))?.first(where: { $0.name == modifier })
            {
                return (DesignTokenReader.variantName(context), context == (found.defaultContext ?? found.contexts.first))
            }
            return (DesignTokenReader.variantName(String(mode.split(separator: "=").last ?? Substring(mode))), false)
        }

        /// The first theme of each group, in order: the themes of the base.
        static func firsts(_ themes: [(name: String, group: String)]) -> [(name: String, group: String)] {
            var firsts: [(name: String, group: String)] = []
            for theme in themes where !firsts.contains(where: { $0.group == theme.group }) { firsts.append(theme) }
            return firsts
        }

        /// The Tokens Studio theme a mode names: `group/name` (as `corpus.json`
        /// writes it), `group=name`, or a name, a theme without a group first.
        static func theme(_ mode: String, in themes: [(name: String, group: String)]) -> (name: String, group: String)? {
            themes.first { $0.group + "/" + $0.name == mode || label($0) == mode }
                ?? themes.first { $0.name == mode && $0.group.isEmpty } ?? themes.first { $0.name == mode }
        }

        /// A Tokens Studio theme as the reader names it: `group=name`, or the name of a theme without a group.
        static func label(_ theme: (name: String, group: String)) -> String {
            theme.group.isEmpty ? theme.name : theme.group + "=" + theme.name
        }

        /// The token files of a files form: the entry, or the files a ThemeKit theme file includes, in order.
        func tokenFiles() throws -> [URL] {
            let document = try ReferenceTokenReader.load(entry)
            let folder = entry.deletingLastPathComponent()
            if let list = document["_include"]?.elements?.compactMap(\.string) { return list.map { folder.appendingPathComponent($0) } }
            if let one = document["_include"]?.string { return [folder.appendingPathComponent(one)] }
            return [entry]
        }

        /// The modifier a mode picks a context of: `modifier=context`, or the first modifier with that context.
        static func modifier(of mode: String, in resolver: URL) throws -> (String?, String) {
            let parts = mode.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { return (parts[0], parts[1]) }
            let modifiers = try ReferenceTokenReader.modifiers(ofResolver: resolver)
            return (modifiers.first { $0.contexts.contains(mode) }?.name, mode)
        }
    }

    static var repositoryRoot: URL { FixturePath.root.deletingLastPathComponent() }

    /// Every set, corpus folders first, each sorted by name.
    static func fixtures() -> [Fixture] {
        var sets: [Fixture] = []
        let corpus = FixturePath.url("tokens-corpus")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: corpus.path))?.sorted() ?? [] {
            let folder = corpus.appendingPathComponent(name)
            let description = folder.appendingPathComponent("corpus.json")
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            guard let document = try? ReferenceTokenReader.load(description), let entry = document["entry"]?.string else {
                var fixture = inferred(name: name, folder: folder)
                fixture.note = "no corpus.json: entry, form and modes inferred"
                sets.append(fixture)
                continue
            }
            let url = folder.appendingPathComponent(entry)
            let form = document["form"]?.string ?? "dtcg"
            let modes = document["modes"]?.elements?.compactMap { $0.string ?? $0["name"]?.string } ?? []
            sets.append(Fixture(name: name, entry: url, form: form, modes: modes))
        }
        let terrazzo = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures-external/terrazzo/plugin-css")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: terrazzo.path))?.sorted() ?? [] where name.hasPrefix("ds-") {
            sets.append(inferred(name: "terrazzo/" + name, folder: terrazzo.appendingPathComponent(name)))
        }
        // More folders to read the same way, for a report on sets kept outside the repository.
        if let extra = ProcessInfo.processInfo.environment["TOKEN_CORPUS_EXTRA"] {
            let root = URL(fileURLWithPath: extra)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: root.path))?.sorted() ?? [] {
                sets.append(inferred(name: "extra/" + name, folder: root.appendingPathComponent(name)))
            }
        }
        return sets
    }

    /// A folder's input when no `corpus.json` names it — a resolver
    /// document, Tokens Studio's `$metadata.json`, a ThemeKit `theme.json`,
    /// `tokens.json` or the first `*.tokens.json` (as ``TerrazzoAgreementTests``
    /// chooses) — and its modes: a resolver's other contexts, Tokens
    /// Studio's other themes, or a token file's `$extensions.mode` names.
    static func inferred(name: String, folder: URL) -> Fixture {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let choice =
            names.first { $0.hasSuffix("resolver.json") } ?? names.first { $0 == "$metadata.json" } ?? names.first { $0 == "theme.json" }
            ?? names.first { $0 == "tokens.json" } ?? names.filter { $0.hasSuffix(".tokens.json") }.sorted().first
        guard let choice else {
            return Fixture(
                name: name, entry: folder, form: "?", modes: [], skipped: "no input: only \(names.sorted().joined(separator: ", "))")
        }
        let entry = folder.appendingPathComponent(choice)
        if choice.hasSuffix("resolver.json") {
            let modifiers = (try? ReferenceTokenReader.modifiers(ofResolver: entry)) ?? []
            let modes = modifiers.flatMap { modifier in
                modifier.contexts.filter { $0 != (modifier.defaultContext ?? modifier.contexts.first) }.map { "\(modifier.name)=\($0)" }
            }
            // A resolver joining files that never write `$value` joins Style Dictionary's (`value`, `type`).
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            let isFormat = files.contains { url in
                url.pathExtension == "json" && !url.lastPathComponent.hasSuffix("resolver.json")
                    && (try? String(contentsOf: url, encoding: .utf8))?.contains("\"$value\"") == true
            }
            return Fixture(name: name, entry: entry, form: isFormat ? "resolver" : "style-dictionary", modes: modes)
        }
        if choice == "$metadata.json" {
            let themes = (try? ReferenceTokenReader.themes(ofTokensStudio: entry)) ?? []
            let modes = themes.enumerated().filter { index, theme in themes[..<index].contains { $0.group == theme.group } }.map(
                \.element.name)
            return Fixture(name: name, entry: entry, form: "tokens-studio-folder", modes: modes)
        }
        var modes: [String] = []
        var isFormat = false
        func collect(_ json: ReferenceTokenReader.JSON) {
            for member in json.members ?? [] {
                if member.key == "$value" { isFormat = true }
                if member.key == "$extensions", let names = member.value["mode"]?.members {
                    for mode in names where !modes.contains(mode.key) { modes.append(mode.key) }
                }
                collect(member.value)
            }
        }
        var fixture = Fixture(name: name, entry: entry, form: "dtcg", modes: [])
        for file in (try? fixture.tokenFiles()) ?? [] {
            guard let document = try? ReferenceTokenReader.load(file) else { continue }
            collect(document)
            if document["$themes"] != nil { fixture.form = "tokens-studio-single" }
        }
        if !isFormat, fixture.form == "dtcg" { fixture.form = "style-dictionary" }
        if fixture.form == "tokens-studio-single" {
            let themes = (try? ReferenceTokenReader.themes(ofTokensStudio: entry)) ?? []
            modes = themes.enumerated().filter { index, theme in themes[..<index].contains { $0.group == theme.group } }
                .map { Fixture.label($0.element) }
        }
        fixture.modes = modes
        return fixture
    }
}
