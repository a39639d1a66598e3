import ThemeKit

/// `themecheck export dtcg`: the constants as DTCG design tokens, nested by
/// the words of their names with `--grouped`.
struct DesignTokensExporter: Exporter {
    let name = "dtcg"
    let subcommand = "export"
    let flags = [Flag("--grouped") { $0.isGrouped = true }]
    let arguments = Exporters.constantsArguments

    func write(
        _ manager: ThemeManager?, for invocation: Invocation, inputs: InputFiles, diagnostics: inout [Diagnostic],
        output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> ThemeCheck.ExitStatus? {
        guard let manager else { return nil }
        let text = ThemeExport(manager: manager).designTokens(grouped: invocation.isGrouped)
        return OutputFile.emit(text, to: invocation.outputPath, inputs: inputs, output: &output, errors: &errors)
    }
}
