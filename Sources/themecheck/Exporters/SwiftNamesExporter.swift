import ThemeKit

/// `themecheck generate swift`: a typed Swift name for every constant and
/// style, typed from the chain as it resolves, with each variant the theme defines.
struct SwiftNamesExporter: Exporter {
    let name = "swift"
    let subcommand = "generate"
    let arguments = "THEME [--alternative ALT]... --output FILE"
    let missingOutput: String? = "`themecheck generate swift` needs `--output FILE`"

    func write(
        _ manager: ThemeManager?, for invocation: Invocation, inputs: InputFiles, diagnostics: inout [Diagnostic],
        output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> ThemeCheck.ExitStatus? {
        guard let chain = manager?.chain else { return nil }
        let types = SwiftNames.constantTypes(of: chain)
        let source = SwiftNames.source(
            constants: Array(types.keys), types: types, styles: SwiftNames.styleNames(of: chain), from: invocation.theme)
        return OutputFile.emit(
            source, to: invocation.outputPath ?? "ThemeNames.swift", inputs: inputs, output: &output, errors: &errors)
    }
}
