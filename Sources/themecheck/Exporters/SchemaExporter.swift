import ThemeKit

/// `themecheck export schema`: a JSON Schema of theme files, for editors; it depends on no theme.
struct SchemaExporter: Exporter {
    let name = "schema"
    let subcommand = "export"
    let arguments = ""
    let needsTheme = false

    func write(
        _ manager: ThemeManager?, for invocation: Invocation, inputs: InputFiles, diagnostics: inout [Diagnostic],
        output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> ThemeCheck.ExitStatus? {
        OutputFile.emit(ThemeSchema.json + "\n", to: invocation.outputPath, inputs: inputs, output: &output, errors: &errors)
    }
}
