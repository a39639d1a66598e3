import Foundation
import ThemeKit

/// `themecheck export dtcg|css|schema` and `themecheck generate swift`: a
/// theme's constants for designers' tools and the web, a schema for
/// editors, typed names for Swift. What the library makes is printed (or
/// written); problems go to standard error and set the exit status as for lint.
enum ExportCommand {
    static func run(
        _ invocation: Invocation, output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> ThemeCheck.ExitStatus {
        if invocation.format == "schema" {
            print(ThemeSchema.json, to: &output)
            return .clean
        }
        let inputs: ChainInputs
        do {
            inputs = try ChainInputs.load(
                theme: invocation.theme, alternatives: invocation.alternatives, overrides: nil, sources: SourceLines())
        } catch {
            return ThemeCheck.cannotOpen(error, errors: &errors)
        }
        var diagnostics = inputs.diagnostics
        guard let manager = inputs.manager else { return ThemeCheck.printToStandardError(diagnostics, errors: &errors) }
        manager.variants = invocation.variants
        diagnostics += inputs.judged(manager.lint().filter { $0.severity == .error })
        switch invocation.format {
        case "swift":
            let source = SwiftNames.source(constants: manager.constantNames, styles: manager.styleNames, from: invocation.theme)
            let url = URL(fileURLWithPath: invocation.outputPath ?? "ThemeNames.swift")
            // Written only when it changes, so a build does not compile it again for nothing.
            if (try? String(contentsOf: url, encoding: .utf8)) != source {
                do {
                    try AtomicFileWriter.write(Data(source.utf8), to: url)
                } catch {
                    print("themecheck: error: cannot write `\(url.path.escapingControlCharacters)`: \(error)", to: &errors)
                    return .usage
                }
            }
        default:
            let export = ThemeExport(manager: manager)
            if invocation.format == "css" {
                let (text, leftOut) = export.css()
                print(text, terminator: "", to: &output)
                diagnostics += leftOut
            } else {
                print(export.designTokens(), terminator: "", to: &output)
            }
        }
        return ThemeCheck.printToStandardError(diagnostics, errors: &errors)
    }
}
