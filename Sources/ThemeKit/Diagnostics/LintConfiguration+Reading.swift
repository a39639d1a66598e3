import Foundation

extension LintConfiguration {
    /// Reads a configuration file: JSON with comments, parsed by the theme
    /// parser so every problem has its line and column.
    ///
    /// A file that is not JSON, or whose top level is not an object, throws;
    /// a wrong entry is an `invalid-configuration` diagnostic in
    /// ``diagnostics`` and is left out, the rest still used.
    package init(data: Data, path: String, limits: ThemeLimits = .default) throws(ThemeError) {
        let (top, context) = try JSONParser.parseDocument(data, path: path, limits: limits)
        let reader = Reader(source: context.source)
        guard let entries = top.entries else {
            throw ThemeError(
                reader.source.diagnostic(
                    .invalidConfiguration, "the configuration is \(top.summary); expected a JSON object",
                    at: top.offset))
        }
        self.init()
        reader.read(entries, into: &self)
        diagnostics = context.warnings + reader.diagnostics
    }

    /// Turns the parsed tree into a configuration, noting each wrong entry
    /// (a class, so the nested readers can all note problems).
    private final class Reader {
        let source: SourceFile
        var diagnostics: [Diagnostic] = []

        init(source: SourceFile) {
            self.source = source
        }

        func read(_ entries: [PlistEntry], into configuration: inout LintConfiguration) {
            for entry in entries {
                switch LintConfiguration.Key(rawValue: entry.key) {
                case .themes:
                    configuration.themes = list(entry.value, "`themes`", of: "theme sets") { themeSet($0) }
                case .exclude:
                    configuration.exclude = list(entry.value, "`exclude`", of: "glob strings") { string($0, "an `exclude` glob") }
                case .rules:
                    configuration.options.rules = rules(entry.value)
                case .contrast:
                    contrast(entry.value, into: &configuration.options)
                case .runtimeConstants:
                    let entries = list(entry.value, "`runtimeConstants`", of: "constant names, globs or `@GROUP`") { node -> String? in
                        guard let text = string(node, "an entry of `runtimeConstants`") else { return nil }
                        guard !text.isEmpty, text != "@" else {
                            problem(
                                "an entry of `runtimeConstants` is empty; expected a constant name, a glob or `@GROUP`", at: node.offset)
                            return nil
                        }
                        return text
                    }
                    configuration.options.runtimeConstants = RuntimeConstantDeclarations(entries: entries)
                case .generate:
                    configuration.generatesSwiftNames = generatesSwift(entry.value)
                case .assets:
                    configuration.assets = list(entry.value, "`assets`", of: "asset catalogue folder paths") { node in
                        string(node, "an entry of `assets`").map { WrittenPath(path: $0, location: source.location(ofOffset: node.offset)) }
                    }
                case nil:
                    unknownKey(entry, in: "the configuration", expected: LintConfiguration.Key.allCases.map(\.rawValue))
                }
            }
        }

        private func themeSet(_ node: PlistNode) -> ThemeSet? {
            guard let entries = object(node, "a theme set") else { return nil }
            var defaultTheme: String?
            var alternatives: [[String]] = [[]]
            var variants: [[String]] = [[]]
            for entry in entries {
                switch LintConfiguration.ThemeSetKey(rawValue: entry.key) {
                case .default: defaultTheme = string(entry.value, "`default`")
                case .alternatives: alternatives = lists(entry.value, "`alternatives`", of: "theme file paths")
                case .variants: variants = lists(entry.value, "`variants`", of: "variant names")
                case nil: unknownKey(entry, in: "a theme set", expected: LintConfiguration.ThemeSetKey.allCases.map(\.rawValue))
                }
            }
            guard let defaultTheme else {
                problem("a theme set needs `default`, the path of its default theme", at: node.offset)
                return nil
            }
            return ThemeSet(defaultTheme: defaultTheme, alternatives: alternatives, variants: variants)
        }

        /// `[[...], [...]]`, each inner list of strings.
        private func lists(_ node: PlistNode, _ name: String, of what: String) -> [[String]] {
            list(node, name, of: "lists of \(what)") { inner in
                list(inner, "each list of \(name)", of: what) { string($0, "an entry of \(name)") }
            }
        }

        private func rules(_ node: PlistNode) -> [String: LintOptions.Setting] {
            guard let entries = object(node, "`rules`") else { return [:] }
            var rules: [String: LintOptions.Setting] = [:]
            let codes = Diagnostic.Code.all.map(\.rawValue)
            for entry in entries {
                guard codes.contains(entry.key) else {
                    diagnostics.append(
                        source.diagnostic(
                            .invalidConfiguration, "`rules` names `\(entry.key)`, which is not a themecheck code", at: entry.keyOffset
                        )
                        .suggesting(Suggestion.closest(to: entry.key, in: codes)))
                    continue
                }
                let settings = LintOptions.Setting.allCases.map(\.rawValue)
                guard let text = entry.value.string, let setting = LintOptions.Setting(rawValue: text) else {
                    problem(
                        "the rule `\(entry.key)` is set to \(entry.value.summary); expected one of: \(settings.joined(separator: ", "))",
                        at: entry.value.offset)
                    continue
                }
                rules[entry.key] = setting
            }
            return rules
        }

        /// `{"minimum": 4.5, "largeText": 3}`: the ratios for normal and large-scale text (WCAG 2.2 SC 1.4.3).
        private func contrast(_ node: PlistNode, into options: inout LintOptions) {
            guard let entries = object(node, "`contrast`") else { return }
            for entry in entries {
                let asked: String
                switch entry.key {
                case "minimum": asked = "4.5"
                case "largeText": asked = "3 of large text"
                default:
                    unknownKey(entry, in: "`contrast`", expected: ["minimum", "largeText"])
                    continue
                }
                guard case .number(let number) = entry.value.kind, number >= 1, number <= 21 else {
                    problem(
                        "`contrast.\(entry.key)` is \(entry.value.summary); expected a contrast ratio from 1 to 21 (WCAG AA asks \(asked))",
                        at: entry.value.offset)
                    continue
                }
                if entry.key == "minimum" { options.contrastMinimum = number } else { options.contrastLargeText = number }
            }
        }

        private func generatesSwift(_ node: PlistNode) -> Bool {
            guard let entries = object(node, "`generate`") else { return false }
            var swift = false
            for entry in entries {
                guard entry.key == "swift" else {
                    unknownKey(entry, in: "`generate`", expected: ["swift"])
                    continue
                }
                guard case .bool(let flag) = entry.value.kind else {
                    problem("`generate.swift` is \(entry.value.summary); expected true or false", at: entry.value.offset)
                    continue
                }
                swift = flag
            }
            return swift
        }

        // MARK: Shapes

        private func list<Element>(
            _ node: PlistNode, _ name: String, of what: String,
            _ element: (PlistNode) -> Element?
        ) -> [Element] {
            guard case .array(let elements) = node.kind else {
                problem("\(name) is \(node.summary); expected an array of \(what)", at: node.offset)
                return []
            }
            return elements.compactMap(element)
        }

        private func object(_ node: PlistNode, _ name: String) -> [PlistEntry]? {
            guard let entries = node.entries else {
                problem("\(name) is \(node.summary); expected an object", at: node.offset)
                return nil
            }
            return entries
        }

        private func string(_ node: PlistNode, _ name: String) -> String? {
            guard let text = node.string, !text.isEmpty else {
                problem("\(name) is \(node.summary); expected a non-empty string", at: node.offset)
                return nil
            }
            return text
        }

        private func unknownKey(_ entry: PlistEntry, in place: String, expected: [String]) {
            guard let suggestion = Suggestion.closest(to: entry.key, in: expected) else {
                problem("\(place) has no key `\(entry.key)`; expected one of: \(expected.joined(separator: ", "))", at: entry.keyOffset)
                return
            }
            diagnostics.append(
                source.diagnostic(.invalidConfiguration, "\(place) has no key `\(entry.key)`", at: entry.keyOffset).suggesting(suggestion))
        }

        private func problem(_ message: String, at offset: Int) {
            diagnostics.append(source.diagnostic(.invalidConfiguration, message, at: offset))
        }
    }
}
