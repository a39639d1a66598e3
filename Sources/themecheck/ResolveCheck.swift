import Foundation
import ThemeKit

/// `themecheck resolve THEME --check REFERENCE.json`: compares what the
/// theme resolves to with a reference (the `resolve` document, as
/// ThemeKitTesting's snapshot tests keep them) and prints what differs, as
/// `diff` does. Exit 1 when something differs (or the theme has errors), 2
/// when the reference cannot be read.
enum ResolveCheck {
    /// The `--style` and `--variant` flags a reference was recorded with (`resolve --output`), or nil.
    static func recordedInvocation(at path: String) -> ThemeSnapshot.Invocation? {
        guard case .success(let data) = ThemeFileReader.read(path: path, limit: ThemeLimits.default.maximumFileSize) else { return nil }
        return (try? ThemeSnapshot(resolveJSON: data, name: path))?.invocation
    }

    /// `--style A --variant DARK` as a person would type them; "no --style or --variant" for none.
    static func flags(styles: [String], variants: [String]) -> String {
        let words = styles.map { "--style \($0)" } + variants.map { "--variant \($0)" }
        return words.isEmpty ? "no --style or --variant" : words.joined(separator: " ")
    }

    static func run(
        _ snapshot: ThemeSnapshot, against path: String, diagnostics: [Diagnostic],
        output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> ThemeCheck.ExitStatus {
        let reference: ThemeSnapshot
        switch ThemeFileReader.read(path: path, limit: ThemeLimits.default.maximumFileSize) {
        case .success(let data):
            do {
                reference = try ThemeSnapshot(resolveJSON: data, name: path)
            } catch let error as ThemeError {
                return ThemeCheck.printToStandardError(diagnostics + error.diagnostics, errors: &errors)
            } catch {
                return .usage
            }
        case .failure(.cannotOpen(let reason)), .failure(.readFailed(let reason)):
            return ThemeCheck.cannotOpen(.init(path: path, reason: reason), errors: &errors)
        case .failure(let failure):
            return ThemeCheck.printToStandardError(diagnostics + [failure.diagnostic(path: path, limits: .default)], errors: &errors)
        }
        let status = ThemeCheck.printToStandardError(diagnostics, errors: &errors)
        let difference = reference.difference(to: snapshot)
        guard !difference.isEmpty else { return status }
        print(difference.description, terminator: "", to: &output)
        print("themecheck: the theme resolves differently from `\(path.escapingControlCharacters)`", to: &errors)
        return .problems
    }
}
