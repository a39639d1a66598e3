import ThemeKit

/// `themecheck export css`: the constants as CSS custom properties, the
/// DARK and HIGH_CONTRAST values under their media queries.
struct CSSExporter: Exporter {
    let name = "css"
    let subcommand = "export"
    let arguments = Exporters.constantsArguments

    func write(
        _ manager: ThemeManager?, for invocation: Invocation, inputs: InputFiles, diagnostics: inout [Diagnostic],
        output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> ThemeCheck.ExitStatus? {
        guard let manager else { return nil }
        let (text, leftOut) = ThemeExport(manager: manager).css()
        diagnostics += leftOut
        return OutputFile.emit(text, to: invocation.outputPath, inputs: inputs, output: &output, errors: &errors)
    }
}
