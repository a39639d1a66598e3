/// One subcommand of `themecheck` (`resolve`), declared in one place: its
/// name, the flags it takes, its help, how it places its positional
/// arguments and what it does.
///
/// The parser (``Invocation/parse(_:)``), the help (``Usage``) and the
/// benchmark's growth check read ``Commands/all``, so a subcommand is added
/// by writing its type and listing it there, as swift-argument-parser's
/// `ParsableCommand` declares its own configuration.
protocol Command: Sendable {
    /// What follows `themecheck` (`resolve`).
    var name: String { get }
    /// The flags it takes, besides `--help` and `--version`.
    var flags: [Flag] { get }
    /// Its lines of the help's USAGE section, each indented by two spaces.
    var synopsis: String { get }
    /// Its paragraph of the help, the name in the first column.
    var help: String { get }
    /// What `export` and `generate` make (`dtcg`); empty for the others.
    var exporters: [any Exporter] { get }

    /// What the invocation holds before any flag is read (`diff`'s reporter is `text`).
    func prepare(_ invocation: inout Invocation)
    /// Checks the flags given together and places the positional arguments.
    func accept(_ positional: [String], into invocation: inout Invocation) throws(Invocation.UsageError)
    /// Runs it once; `sources` gets every file it reads.
    func run(
        _ invocation: Invocation, sources: SourceLines, output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> ThemeCheck.ExitStatus
}

extension Command {
    var exporters: [any Exporter] { [] }

    func prepare(_ invocation: inout Invocation) {}

    /// Its USAGE lines as the help prints them: the written ``synopsis``, then
    /// on a line of their own the ``Flag/usage`` of the flags it takes that the synopsis does not show.
    var usage: String {
        let unshown = flags.compactMap(\.usage).filter { !synopsis.contains($0) }
        guard !unshown.isEmpty else { return synopsis }
        return synopsis + "\n" + String(repeating: " ", count: 13) + unshown.joined(separator: " ")
    }

    /// Whether `flag` (`--variant`, `--help`) is one this subcommand takes.
    func takes(_ flag: String) -> Bool {
        Flag.answeredByParser.contains(flag) || flags.contains { $0.name == flag }
    }

    /// The flag spelt `name`, if this subcommand takes it.
    func flag(named name: String) -> Flag? {
        flags.first { $0.name == name }
    }

    /// THEME, alone: alternatives come with `--alternative` (resolve, explain, preview).
    func acceptOneTheme(_ positional: [String], into invocation: inout Invocation) throws(Invocation.UsageError) {
        guard let first = positional.first else { throw Invocation.UsageError(message: "missing THEME, the default theme file") }
        guard positional.count == 1 else {
            throw Invocation.UsageError(
                message: "unexpected argument `\(positional[1])`; give one THEME and the others with `--alternative`")
        }
        invocation.theme = first
    }
}
