/// One option a subcommand takes (`--variant V`, `--strict`), declared once:
/// its spelling and what it sets in the ``Invocation``.
///
/// A subcommand lists the flags it takes (``Command/flags``); the parser,
/// the "not an option of" and "did you mean" messages all read those lists,
/// so a flag is added by declaring it here and naming it in its subcommands.
struct Flag: Sendable {
    /// What the flag does with what follows it.
    enum Action: Sendable {
        /// A switch: `--strict`; `--strict=x` is a usage mistake.
        case toggle(@Sendable (inout Invocation) -> Void)
        /// An option with a value, `--flag value` or `--flag=value`.
        case value(@Sendable (inout Invocation, String) throws(Invocation.UsageError) -> Void)
    }

    /// `--variant`.
    var name: String
    var action: Action
    /// Its form in the help's USAGE lines (`[--assets DIR]...`), added on a
    /// line of its own to those of each subcommand whose written synopsis
    /// does not show it; nil for a flag every synopsis that takes it spells out.
    var usage: String?

    /// A flag that takes a value.
    init(
        _ name: String, usage: String? = nil,
        value set: @escaping @Sendable (inout Invocation, String) throws(Invocation.UsageError) -> Void
    ) {
        self.name = name
        self.usage = usage
        action = .value(set)
    }

    /// A switch.
    init(_ name: String, usage: String? = nil, toggle set: @escaping @Sendable (inout Invocation) -> Void) {
        self.name = name
        self.usage = usage
        action = .toggle(set)
    }
}

extension Flag {
    /// What lint, resolve and preview take alike, as each reads a project's
    /// chain and can watch it: the alternatives, the variants, the
    /// configuration, `--watch`, and the asset catalogues `i:NAME` is checked against.
    static let watchedChain: [Flag] = [.alternative, .variant, .config, .watch, .assets]
}

extension Flag {
    /// `--alternative ALT`, repeated: alternative themes, looked up in the order given.
    static let alternative = Flag("--alternative") { $0.alternatives.append($1) }
    /// `--overrides FILE`, once: a chain has one overrides file.
    static let overrides = Flag("--overrides") { invocation, path throws(Invocation.UsageError) in
        guard invocation.overrides == nil else {
            throw Invocation.UsageError(message: "`--overrides` is given twice; a chain has one overrides file")
        }
        invocation.overrides = path
    }
    /// `--variant V`, repeated.
    static let variant = Flag("--variant") { $0.variants.append($1) }
    /// `--style NAME`, repeated.
    static let style = Flag("--style") { $0.styles.append($1) }
    /// `--key PATH`, repeated.
    static let key = Flag("--key") { $0.keys.append($1) }
    /// `--config FILE`: the configuration to lint, or whose rules to use.
    static let config = Flag("--config") { $0.config = $1 }
    /// `--assets DIR`, repeated: asset catalogues `i:NAME` is checked against (theme-format §12).
    static let assets = Flag("--assets", usage: "[--assets DIR]...") { $0.assets.append($1) }
    /// `--output FILE`: where to write instead of standard output.
    static let output = Flag("--output") { $0.outputPath = $1 }
    /// `--check REFERENCE`: compare with a reference instead of printing.
    static let check = Flag("--check") { $0.checkPath = $1 }
    /// `--stamp FILE`: written after a clean lint.
    static let stamp = Flag("--stamp") { $0.stamp = $1 }
    static let strict = Flag("--strict") { $0.isStrict = true }
    static let quiet = Flag("--quiet") { $0.isQuiet = true }
    static let fix = Flag("--fix") { $0.isFixing = true }
    static let watch = Flag("--watch") { $0.isWatching = true }

    /// `--reporter NAME`, one of `known`.
    static func reporter(_ known: [String]) -> Flag {
        Flag("--reporter") { invocation, reporter throws(Invocation.UsageError) in
            guard known.contains(reporter) else {
                throw Invocation.UsageError(message: "unknown reporter `\(reporter)`; expected one of: \(known.joined(separator: ", "))")
            }
            invocation.reporter = reporter
        }
    }

    /// `--help` and `--version`, which every subcommand takes; the parser answers them itself.
    static let answeredByParser = ["--help", "--version"]
}
