/// Every subcommand of `themecheck`, the one list the parser, the help and
/// the tests read.
enum Commands {
    /// In the order a misspelt subcommand's "expected one of" names them.
    static let all: [any Command] = [
        LintCommand(), ResolveCommand(), ExplainCommand(), DiffCommand(), RulesCommand(), ExportCommand.export,
        ExportCommand.generate, PreviewCommand(), InitCommand(),
    ]

    /// The subcommand without a name given: `themecheck THEME` lints.
    static let `default`: any Command = LintCommand()

    /// The subcommand named `name`.
    static func named(_ name: String) -> (any Command)? {
        all.first { $0.name == name }
    }

    /// Every flag some subcommand takes: one of these given to another is "not an option of" it, not unknown.
    static var allFlagNames: Set<String> {
        Set(all.flatMap { $0.flags.map(\.name) } + Flag.answeredByParser)
    }
}
