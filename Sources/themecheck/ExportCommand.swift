import Foundation
import ThemeKit

/// `themecheck export dtcg|css|xcassets|schema` and `themecheck generate swift`: a
/// theme's constants for designers' tools and the web, a schema for
/// editors, typed names for Swift. What the library makes is printed (or
/// written); problems go to standard error and set the exit status as for lint.
enum ExportCommand {
    static func run(
        _ invocation: Invocation, output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> ThemeCheck.ExitStatus {
        let sources = SourceLines()
        let read = InputFiles(invocation, read: sources)
        if invocation.format == "schema" {
            return OutputFile.emit(ThemeSchema.json + "\n", to: invocation.outputPath, inputs: read, output: &output, errors: &errors)
                ?? .clean
        }
        let inputs: ChainInputs
        do {
            inputs = try ChainInputs.load(
                theme: invocation.theme, alternatives: invocation.alternatives, overrides: nil, sources: sources)
        } catch {
            return ThemeCheck.cannotOpen(error, errors: &errors)
        }
        var diagnostics = inputs.diagnostics
        guard let manager = inputs.manager else { return ThemeCheck.printToStandardError(diagnostics, errors: &errors) }
        manager.variants = invocation.variants
        diagnostics += inputs.judged(manager.lint().filter { $0.severity == .error })
        switch invocation.format {
        case "xcassets":
            let catalog = AssetCatalog(chain: manager.chain)
            diagnostics += catalog.leftOut
            let shown = invocation.outputPath ?? ""
            let folder = OutputFile.target(of: shown)
            if let refused = OutputFile.refusal(of: shown, inputs: read, errors: &errors) { return refused }
            do {
                try OutputFile.refuseLink(folder)
                diagnostics += try AssetCatalogOutput.write(catalog, to: folder, inputs: read)
            } catch {
                // What the theme holds is said all the same, then what could not be written.
                _ = ThemeCheck.printToStandardError(diagnostics, errors: &errors)
                print("themecheck: error: cannot write `\(shown.escapingControlCharacters)`: \(error.reason)", to: &errors)
                return .usage
            }
        case "swift":
            // Typed from the chain as it resolves, with each variant the theme defines.
            let chain = manager.chain
            let types = SwiftNames.constantTypes(of: chain)
            let source = SwiftNames.source(
                constants: Array(types.keys), types: types, styles: SwiftNames.styleNames(of: chain), from: invocation.theme)
            if let failed = OutputFile.emit(
                source, to: invocation.outputPath ?? "ThemeNames.swift", inputs: read, output: &output, errors: &errors)
            {
                return failed
            }
        default:
            let export = ThemeExport(manager: manager)
            var text: String
            if invocation.format == "css" {
                let leftOut: [Diagnostic]
                (text, leftOut) = export.css()
                diagnostics += leftOut
            } else {
                text = export.designTokens(grouped: invocation.isGrouped)
            }
            if let failed = OutputFile.emit(text, to: invocation.outputPath, inputs: read, output: &output, errors: &errors) {
                return failed
            }
        }
        return ThemeCheck.printToStandardError(diagnostics, errors: &errors)
    }

}
