import Foundation
import ThemeKit

/// What the command line asked for, parsed by hand (the package has no dependencies).
struct Invocation: Equatable {
    enum Subcommand: String, CaseIterable { case lint, resolve, explain, diff, rules, export, generate, preview, `init` }

    var subcommand: Subcommand = .lint
    /// THEME; empty when a lint takes its files from a configuration. `init`'s DIR.
    var theme: String = ""
    /// More THEMEs (or folders) for lint, each linted alone.
    var moreThemes: [String] = []
    /// `diff`'s NEW theme (`theme` is OLD).
    var newTheme: String = ""
    /// What `export` writes (`dtcg`, `css`, `schema`) or `generate` makes (`swift`).
    var format: String = ""
    /// `--output FILE` of `generate`.
    var outputPath: String?
    /// `resolve --check REFERENCE`: compare with a reference instead of printing.
    var checkPath: String?
    /// `--config FILE`: the configuration to lint (or whose rules to use).
    var config: String?
    /// `--fix`: apply the certain fixes, then lint again.
    var isFixing = false
    /// `export dtcg --grouped`: tokens nested by the words of their names.
    var isGrouped = false
    /// `--watch`: run again whenever a file read changes, until interrupted.
    var isWatching = false
    var alternatives: [String] = []
    var overrides: String?
    /// Written after a clean lint, for build systems that need an output.
    var stamp: String?
    var reporter = "xcode"
    var isStrict = false
    var isQuiet = false
    var variants: [String] = []
    var styles: [String] = []
    var keys: [String] = []
    /// `--assets DIR`: asset catalogues `i:NAME` is checked against.
    var assets: [String] = []

    enum Request: Equatable {
        case run(Invocation)
        /// `--help`, `-h` or `themecheck help [SUBCOMMAND]`.
        case help(Subcommand?)
        case version
    }

    /// A usage mistake; the message says what was wrong, exit status 2.
    struct UsageError: Error, Equatable {
        var message: String
    }

    static let reporters = ReporterKind.allCases.map(\.rawValue)

    private static let flags: [String: Set<Subcommand>] = [
        "--alternative": [.lint, .resolve, .explain, .diff, .export, .generate, .preview],
        "--overrides": [.lint, .resolve, .explain], "--reporter": [.lint, .diff], "--strict": [.lint], "--quiet": [.lint],
        "--stamp": [.lint], "--config": [.lint, .resolve, .explain, .preview], "--fix": [.lint], "--watch": [.lint, .resolve, .preview],
        "--variant": [.lint, .resolve, .explain, .diff, .export, .preview], "--style": [.resolve, .explain], "--key": [.explain],
        "--assets": [.lint, .resolve, .preview],
        "--output": [.generate, .export, .resolve, .diff, .preview], "--check": [.resolve], "--grouped": [.export],
        "--help": Set(Subcommand.allCases), "--version": Set(Subcommand.allCases),
    ]
    /// `diff`'s forms of output.
    static let diffReporters = ["text", "json", "html"]
    /// Short spellings of flags.
    private static let aliases = ["-h": "--help"]

    static func parse(_ arguments: [String]) throws(UsageError) -> Request {
        var invocation = Invocation()
        var remaining = arguments[...]
        if remaining.first == "help" {
            guard let topic = remaining.dropFirst().first else { return .help(nil) }
            guard let subcommand = Subcommand(rawValue: topic) else {
                throw UsageError(message: "unknown subcommand `\(topic)`" + subcommandSuggestion(topic))
            }
            return .help(subcommand)
        }
        if let first = remaining.first, let subcommand = Subcommand(rawValue: first) {
            invocation.subcommand = subcommand
            remaining = remaining.dropFirst()
        } else if let first = remaining.first, isMisspeltSubcommand(first) {
            throw UsageError(message: "unknown subcommand `\(first)`" + subcommandSuggestion(first))
        }
        var positional: [String] = []
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            guard !optionsEnded, argument.hasPrefix("-"), argument != "-" else {
                positional.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let flag = aliases[parts[0]] ?? parts[0]
            var inlineValue = parts.count > 1 ? parts[1] : nil
            func value() throws(UsageError) -> String {
                if let inline = inlineValue {
                    inlineValue = nil
                    return inline
                }
                guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
                    throw UsageError(message: "`\(flag)` needs a value")
                }
                return next
            }
            guard let allowed = flags[flag] else {
                let suggestion = closestFlag(to: flag, of: invocation.subcommand).map { "; did you mean `\($0)`?" } ?? ""
                throw UsageError(message: "unknown option `\(flag)`\(suggestion)")
            }
            guard allowed.contains(invocation.subcommand) else {
                throw UsageError(message: "`\(flag)` is not an option of `themecheck \(invocation.subcommand.rawValue)`")
            }
            switch flag {
            case "--help": return .help(invocation.subcommand == .lint && arguments.first != "lint" ? nil : invocation.subcommand)
            case "--version": return .version
            case "--alternative": invocation.alternatives.append(try value())
            case "--overrides":
                guard invocation.overrides == nil else {
                    throw UsageError(message: "`--overrides` is given twice; a chain has one overrides file")
                }
                invocation.overrides = try value()
            case "--stamp": invocation.stamp = try value()
            case "--variant": invocation.variants.append(try value())
            case "--style": invocation.styles.append(try value())
            case "--key": invocation.keys.append(try value())
            case "--assets": invocation.assets.append(try value())
            case "--config": invocation.config = try value()
            case "--fix": invocation.isFixing = true
            case "--grouped": invocation.isGrouped = true
            case "--watch": invocation.isWatching = true
            case "--output": invocation.outputPath = try value()
            case "--check": invocation.checkPath = try value()
            case "--strict": invocation.isStrict = true
            case "--quiet": invocation.isQuiet = true
            default:
                let reporter = try value()
                let known = invocation.subcommand == .diff ? diffReporters : reporters
                guard known.contains(reporter) else {
                    throw UsageError(message: "unknown reporter `\(reporter)`; expected one of: \(known.joined(separator: ", "))")
                }
                invocation.reporter = reporter
            }
            if inlineValue != nil { throw UsageError(message: "`\(flag)` takes no value") }
        }
        if invocation.subcommand == .diff && invocation.reporter == "xcode" { invocation.reporter = "text" }
        if invocation.isWatching && invocation.isFixing {
            throw UsageError(message: "`--watch` and `--fix` do not go together: fixes would rewrite the files while they are edited")
        }
        try invocation.take(positional)
        return .run(invocation)
    }

    /// Places the positional arguments: THEME (none for a lint that reads a
    /// configuration, several for a lint of files each alone), OLD and NEW for `diff`.
    private mutating func take(_ positional: [String]) throws(UsageError) {
        switch subcommand {
        case .rules:
            if let extra = positional.first { throw UsageError(message: "unexpected argument `\(extra)`; `themecheck rules` takes none") }
        case .`init`:
            // DIR, where the starter files go; the current folder without one.
            guard positional.count <= 1 else {
                throw UsageError(message: "unexpected argument `\(positional[1])`; `themecheck init` takes one folder")
            }
            if positional.first == "" { throw UsageError(message: "`themecheck init` needs a folder name, not an empty one") }
            theme = positional.first ?? ""
        case .export, .generate:
            let formats = Self.formats[subcommand] ?? []
            guard let format = positional.first, formats.contains(format) else {
                throw UsageError(
                    message: "`themecheck \(subcommand.rawValue)` needs what to make first: \(formats.joined(separator: ", "))"
                        + (positional.first.map { Suggestion.didYouMean($0, in: formats) } ?? ""))
            }
            self.format = format
            let needsTheme = format != "schema"
            guard positional.count == (needsTheme ? 2 : 1) else {
                throw UsageError(
                    message: needsTheme
                        ? (positional.count < 2 ? "missing THEME, the default theme file" : "unexpected argument `\(positional[2])`")
                        : "unexpected argument `\(positional[1])`; the schema does not depend on a theme")
            }
            if needsTheme { theme = positional[1] }
            if subcommand == .generate, outputPath == nil { throw UsageError(message: "`themecheck generate swift` needs `--output FILE`") }
            if format == "xcassets", outputPath == nil {
                throw UsageError(message: "`themecheck export xcassets` needs `--output DIR.xcassets`, the asset catalogue folder to write")
            }
        case .diff:
            guard positional.count == 2 else {
                throw UsageError(
                    message: positional.count < 2
                        ? "`themecheck diff` needs OLD and NEW, two theme files"
                        : "unexpected argument `\(positional[2])`; `themecheck diff` compares OLD with NEW")
            }
            (theme, newTheme) = (positional[0], positional[1])
        case .lint:
            guard let first = positional.first else {
                // A project lint reads `--config`, or the current folder's themecheck.json.
                guard config != nil || Self.hasConfigurationHere else {
                    throw UsageError(message: "missing THEME, the default theme file (or a folder, or a themecheck.json here)")
                }
                return
            }
            guard positional.count == 1 || (alternatives.isEmpty && overrides == nil) else {
                throw UsageError(message: "unexpected argument `\(positional[1])`; give one THEME and the others with `--alternative`")
            }
            theme = first
            moreThemes = Array(positional.dropFirst())
        case .preview:
            guard let first = positional.first else { throw UsageError(message: "missing THEME, the default theme file") }
            guard positional.count == 1 else {
                throw UsageError(message: "unexpected argument `\(positional[1])`; give one THEME and the others with `--alternative`")
            }
            theme = first
            guard outputPath != nil else { throw UsageError(message: "`themecheck preview` needs `--output FILE.html`, the page to write") }
        case .resolve, .explain:
            guard let first = positional.first else { throw UsageError(message: "missing THEME, the default theme file") }
            guard positional.count == 1 else {
                throw UsageError(message: "unexpected argument `\(positional[1])`; give one THEME and the others with `--alternative`")
            }
            theme = first
            if subcommand == .explain && styles.count != 1 {
                throw UsageError(message: "`themecheck explain` needs exactly one `--style NAME`")
            }
            if outputPath != nil, checkPath != nil {
                throw UsageError(message: "`--output` records a reference and `--check` compares with one; give one of them")
            }
        }
    }

    /// What `export` and `generate` make, the first positional argument they take.
    static let formats: [Subcommand: [String]] = [.export: ["dtcg", "css", "xcassets", "schema"], .generate: ["swift"]]

    /// Whether the current folder has a `themecheck.json`.
    static var hasConfigurationHere: Bool { FileManager.default.fileExists(atPath: ProjectFiles.configurationName) }

    /// The configuration every command of this run follows, the one lookup
    /// they share: `--config`, else the current folder's `themecheck.json`.
    var configurationPath: String? {
        config ?? (Self.hasConfigurationHere ? ProjectFiles.configurationName : nil)
    }

    /// The flag of `subcommand` nearest to a misspelt one (by edit distance);
    /// flags of other subcommands are never suggested.
    private static func closestFlag(to flag: String, of subcommand: Subcommand) -> String? {
        let own = flags.filter { $0.value.contains(subcommand) }.keys
        // `-q`: the one flag of this subcommand that starts with that letter.
        if flag.count == 2, flag.hasPrefix("-"), flag != "--" {
            let matches = own.filter { $0.dropFirst(2).first == flag.last }
            return matches.count == 1 ? matches.first : nil
        }
        return Suggestion.closest(to: flag, in: own.sorted())
    }

    /// Whether a first argument reads as a subcommand typed wrong rather than
    /// a theme: no such file, no extension or folder, and close to a subcommand.
    private static func isMisspeltSubcommand(_ argument: String) -> Bool {
        !argument.contains(".") && !argument.contains("/") && !argument.hasPrefix("-")
            && !FileManager.default.fileExists(atPath: argument)
            && Suggestion.closest(to: argument, in: subcommandNames) != nil
    }

    private static let subcommandNames = Subcommand.allCases.map(\.rawValue) + ["help"]

    private static func subcommandSuggestion(_ word: String) -> String {
        Suggestion.didYouMean(word, in: subcommandNames)
            + (Suggestion.closest(to: word, in: subcommandNames) == nil
                ? "; expected one of: \(subcommandNames.joined(separator: ", "))" : "")
    }
}
