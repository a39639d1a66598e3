import ThemeKit

/// `themecheck rules`: every code, its default severity (`off` for a rule
/// that reports only when enabled) and its one-line summary, in columns.
struct RulesCommand: Command {
    let name = "rules"
    let flags: [Flag] = []
    let synopsis = "  themecheck rules"
    let help = """
        rules     prints every diagnostic code with its severity and what it means.
        """

    func accept(_ positional: [String], into invocation: inout Invocation) throws(Invocation.UsageError) {
        if let extra = positional.first {
            throw Invocation.UsageError(message: "unexpected argument `\(extra)`; `themecheck rules` takes none")
        }
    }

    func run(
        _ invocation: Invocation, sources _: SourceLines, output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> ThemeCheck.ExitStatus {
        print(Self.text, terminator: "", to: &output)
        return .clean
    }

    /// The table it prints.
    static var text: String {
        let width = Diagnostic.Code.all.map(\.rawValue.count).max() ?? 0
        return Diagnostic.Code.all.map { code in
            let severity = code.isOnByDefault ? code.severity.rawValue : "off"
            return code.rawValue.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                + severity.padding(toLength: 9, withPad: " ", startingAt: 0) + code.summary + "\n"
        }.joined()
    }
}
