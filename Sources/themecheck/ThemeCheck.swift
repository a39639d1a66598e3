import Foundation
import ThemeKit

/// Runs one `themecheck` invocation and returns its exit status.
///
/// Everything theme-related is done by the library; this only reads the
/// files named on the command line and prints what the library found.
enum ThemeCheck {
    enum ExitStatus: Int32 {
        case clean = 0
        case problems = 1
        case usage = 2
    }

    static func run(_ arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream) -> ExitStatus {
        let invocation: Invocation
        do {
            switch try Invocation.parse(arguments) {
            case .help(let subcommand):
                print(Usage.text(for: subcommand), to: &output)
                return .clean
            case .version:
                print(Usage.version, to: &output)
                return .clean
            case .run(let parsed):
                invocation = parsed
            }
        } catch {
            // One line, so a script's log shows the mistake, not a page of usage.
            print("themecheck: error: \(error.message.escapingControlCharacters) (run `themecheck --help` for usage)", to: &errors)
            return .usage
        }

        if invocation.isWatching { WatchLoop.run(invocation) }
        return execute(invocation, sources: SourceLines(), output: &output, errors: &errors)
    }

    /// Runs a parsed invocation once; `sources` gets every file it reads.
    static func execute(
        _ invocation: Invocation, sources: SourceLines, output: inout some TextOutputStream,
        errors: inout some TextOutputStream
    ) -> ExitStatus {
        invocation.command.run(invocation, sources: sources, output: &output, errors: &errors)
    }

    static func cannotOpen(_ error: ChainInputs.OpenFailure, errors: inout some TextOutputStream) -> ExitStatus {
        print("themecheck: error: cannot open `\(error.path.escapingControlCharacters)`: \(error.reason)", to: &errors)
        return .usage
    }

    /// Prints diagnostics to standard error in the xcode form; errors make the exit status 1.
    static func printToStandardError(_ diagnostics: [Diagnostic], errors: inout some TextOutputStream) -> ExitStatus {
        let all = diagnostics.deduplicatedInReportOrder()
        for diagnostic in all { print(diagnostic, to: &errors) }
        return all.containsError ? .problems : .clean
    }
}
