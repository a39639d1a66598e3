import ThemeKit

/// `themecheck export xcassets --output DIR.xcassets`: a colour set per
/// colour constant, with its dark and high-contrast appearances, written
/// into an asset catalogue folder (``AssetCatalogOutput``), only what changes.
struct AssetCatalogExporter: Exporter {
    let name = "xcassets"
    let subcommand = "export"
    let arguments = "THEME [--alternative ALT]... [--variant V]... --output DIR.xcassets"
    let missingOutput: String? =
        "`themecheck export xcassets` needs `--output DIR.xcassets`, the asset catalogue folder to write"

    func write(
        _ manager: ThemeManager?, for invocation: Invocation, inputs: InputFiles, diagnostics: inout [Diagnostic],
        output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> ThemeCheck.ExitStatus? {
        guard let manager else { return nil }
        let catalog = AssetCatalog(chain: manager.chain)
        diagnostics += catalog.leftOut
        let shown = invocation.outputPath ?? ""
        let folder = OutputFile.target(of: shown)
        if let refused = OutputFile.refusal(of: shown, inputs: inputs, errors: &errors) { return refused }
        do {
            try OutputFile.refuseLink(folder)
            diagnostics += try AssetCatalogOutput.write(catalog, to: folder, inputs: inputs)
        } catch {
            // What the theme holds is said all the same, then what could not be written.
            _ = ThemeCheck.printToStandardError(diagnostics, errors: &errors)
            print("themecheck: error: cannot write `\(shown.escapingControlCharacters)`: \(error.reason)", to: &errors)
            return .usage
        }
        return nil
    }
}
