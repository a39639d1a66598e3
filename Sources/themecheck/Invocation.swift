import Foundation
import ThemeKit

/// What the command line asked for, parsed by hand (the package has no
/// dependencies) by the flags each subcommand declares (``Command``).
struct Invocation: Sendable {
    /// The subcommand to run; `lint` when none is named.
    var command: any Command = Commands.default
    /// THEME; empty when a lint takes its files from a configuration. `init`'s DIR.
    var theme: String = ""
    /// More THEMEs (or folders) for lint, each linted alone.
    var moreThemes: [String] = []
    /// `diff`'s NEW theme (`theme` is OLD).
    var newTheme: String = ""
    /// What `export` or `generate` makes (`dtcg`, `swift`).
    var exporter: (any Exporter)?
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

    enum Request {
        case run(Invocation)
        /// `--help`, `-h` or `themecheck help [SUBCOMMAND]`.
        case help((any Command)?)
        case version
    }

    /// A usage mistake; the message says what was wrong, exit status 2.
    struct UsageError: Error, Equatable {
        var message: String
    }

    /// Short spellings of flags.
    private static let aliases = ["-h": "--help"]

    static func parse(_ arguments: [String]) throws(UsageError) -> Request {
        var invocation = Invocation()
        var remaining = arguments[...]
        if remaining.first == "help" {
            // `help --help` asks for what `help` alone gives.
            guard let topic = remaining.dropFirst().first, topic != "--help", topic != "-h" else { return .help(nil) }
            guard let command = Commands.named(topic) else {
                throw UsageError(message: "unknown subcommand `\(topic)`" + subcommandSuggestion(topic))
            }
            return .help(command)
        }
        if let first = remaining.first, let command = Commands.named(first) {
            invocation.command = command
            remaining = remaining.dropFirst()
        } else if let first = remaining.first, isMisspeltSubcommand(first) {
            throw UsageError(message: "unknown subcommand `\(first)`" + subcommandSuggestion(first))
        }
        let command = invocation.command
        command.prepare(&invocation)
        let known = Commands.allFlagNames
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
            // `--flag=` is a value, empty: a flag that takes none refuses it, one that takes one gets "".
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let name = aliases[parts[0]] ?? parts[0]
            var inlineValue = parts.count > 1 ? parts[1] : nil
            guard known.contains(name) else {
                let suggestion = closestFlag(to: name, of: command).map { "; did you mean `\($0)`?" } ?? ""
                throw UsageError(message: "unknown option `\(name)`\(suggestion)")
            }
            guard command.takes(name) else {
                throw UsageError(message: "`\(name)` is not an option of `themecheck \(command.name)`")
            }
            switch name {
            case "--help": return .help(command.name == Commands.default.name && arguments.first != command.name ? nil : command)
            case "--version": return .version
            default: break
            }
            switch command.flag(named: name)?.action {
            case .toggle(let set): set(&invocation)
            case .value(let set):
                if let inline = inlineValue {
                    inlineValue = nil
                    try set(&invocation, inline)
                } else {
                    guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
                        throw UsageError(message: "`\(name)` needs a value")
                    }
                    try set(&invocation, next)
                }
            case nil: break
            }
            if inlineValue != nil { throw UsageError(message: "`\(name)` takes no value") }
        }
        try command.accept(positional, into: &invocation)
        return .run(invocation)
    }

    /// Whether the current folder has a `themecheck.json`.
    static var hasConfigurationHere: Bool { FileManager.default.fileExists(atPath: ProjectFiles.configurationName) }

    /// The configuration every command of this run follows, the one lookup
    /// they share: `--config`, else the current folder's `themecheck.json`.
    var configurationPath: String? {
        config ?? (Self.hasConfigurationHere ? ProjectFiles.configurationName : nil)
    }

    /// The flag of `command` nearest to a misspelt one (by edit distance);
    /// flags of other subcommands are never suggested.
    private static func closestFlag(to flag: String, of command: any Command) -> String? {
        let own = command.flags.map(\.name) + Flag.answeredByParser
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

    private static var subcommandNames: [String] { Commands.all.map(\.name) + ["help"] }

    private static func subcommandSuggestion(_ word: String) -> String {
        Suggestion.didYouMean(word, in: subcommandNames)
            + (Suggestion.closest(to: word, in: subcommandNames) == nil
                ? "; expected one of: \(subcommandNames.joined(separator: ", "))" : "")
    }
}
