/// What the command line asked for, parsed by hand (the package has no dependencies).
struct Invocation: Equatable {
    enum Subcommand: String { case lint, resolve, explain }

    var subcommand: Subcommand = .lint
    var theme: String = ""
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

    enum Request: Equatable {
        case run(Invocation)
        case help
        case version
    }

    /// A usage mistake; the message says what was wrong, exit status 2.
    struct UsageError: Error, Equatable {
        var message: String
    }

    static let reporters = ReporterKind.allCases.map(\.rawValue)

    private static let flags: [String: Set<Subcommand>] = [
        "--alternative": [.lint, .resolve, .explain], "--overrides": [.lint, .resolve, .explain],
        "--reporter": [.lint], "--strict": [.lint], "--quiet": [.lint], "--stamp": [.lint],
        "--variant": [.resolve, .explain], "--style": [.resolve, .explain], "--key": [.explain],
        "--help": [.lint, .resolve, .explain], "--version": [.lint, .resolve, .explain],
    ]

    static func parse(_ arguments: [String]) throws(UsageError) -> Request {
        var invocation = Invocation()
        var remaining = arguments[...]
        if let first = remaining.first, let subcommand = Subcommand(rawValue: first) {
            invocation.subcommand = subcommand
            remaining = remaining.dropFirst()
        }
        var positional: [String] = []
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            guard !optionsEnded, argument.hasPrefix("-"), argument != "-" else {
                positional.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let flag = parts[0]
            var inlineValue = parts.count > 1 ? parts[1] : nil
            func value() throws(UsageError) -> String {
                if let inline = inlineValue { inlineValue = nil; return inline }
                guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
                    throw UsageError(message: "`\(flag)` needs a value")
                }
                return next
            }
            guard let allowed = flags[flag] else {
                let suggestion = closestFlag(to: flag).map { "; did you mean `\($0)`?" } ?? ""
                throw UsageError(message: "unknown option `\(flag)`\(suggestion)")
            }
            guard allowed.contains(invocation.subcommand) else {
                throw UsageError(message: "`\(flag)` is not an option of `themecheck \(invocation.subcommand.rawValue)`")
            }
            switch flag {
            case "--help": return .help
            case "--version": return .version
            case "--alternative": invocation.alternatives.append(try value())
            case "--overrides": invocation.overrides = try value()
            case "--stamp": invocation.stamp = try value()
            case "--variant": invocation.variants.append(try value())
            case "--style": invocation.styles.append(try value())
            case "--key": invocation.keys.append(try value())
            case "--strict": invocation.isStrict = true
            case "--quiet": invocation.isQuiet = true
            default:
                let reporter = try value()
                guard reporters.contains(reporter) else {
                    throw UsageError(message: "unknown reporter `\(reporter)`; expected one of: \(reporters.joined(separator: ", "))")
                }
                invocation.reporter = reporter
            }
            if inlineValue != nil { throw UsageError(message: "`\(flag)` takes no value") }
        }
        guard let theme = positional.first else { throw UsageError(message: "missing THEME, the default theme file") }
        guard positional.count == 1 else {
            throw UsageError(message: "unexpected argument `\(positional[1])`; give one THEME and the others with `--alternative`")
        }
        invocation.theme = theme
        if invocation.subcommand == .explain && invocation.styles.count != 1 {
            throw UsageError(message: "`themecheck explain` needs exactly one `--style NAME`")
        }
        return .run(invocation)
    }

    /// The known flag nearest to a misspelt one (by shared prefix, then by letters in common).
    private static func closestFlag(to flag: String) -> String? {
        let scored = flags.keys.map { candidate -> (String, Int) in
            let common = zip(candidate, flag).prefix { $0 == $1 }.count
            let shared = Set(candidate).intersection(flag).count
            return (candidate, common * 4 + shared - abs(candidate.count - flag.count))
        }
        guard let best = scored.max(by: { ($0.1, $1.0) < ($1.1, $0.0) }), best.1 >= flag.count else { return nil }
        return best.0
    }
}
