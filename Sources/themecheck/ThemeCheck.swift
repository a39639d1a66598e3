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
            case .help:
                print(Usage.text, to: &output)
                return .clean
            case .version:
                print(Usage.version, to: &output)
                return .clean
            case .run(let parsed):
                invocation = parsed
            }
        } catch {
            print("themecheck: error: \(error.message)\n\n\(Usage.text)", to: &errors)
            return .usage
        }

        if let missing = ([invocation.theme] + invocation.alternatives + [invocation.overrides].compactMap { $0 })
            .first(where: { !FileManager.default.isReadableFile(atPath: $0) }) {
            print("themecheck: error: cannot open `\(missing)`: \(openFailure(missing))", to: &errors)
            return .usage
        }
        var diagnostics: [Diagnostic] = []
        let sources = SourceLines()
        // Diagnostics name each file as it was typed, so the bytes are read here.
        func load(_ path: String) -> Theme? {
            do {
                guard let data = FileManager.default.contents(atPath: path) else {
                    diagnostics.append(Diagnostic(.parseError, "the file could not be read", file: path))
                    return nil
                }
                sources.add(data, for: path)
                return try Theme(data: data, name: path)
            } catch let error as ThemeError {
                diagnostics += error.diagnostics
            } catch {
                diagnostics.append(Diagnostic(.parseError, "\(error)", file: path))
            }
            return nil
        }
        // An alternative that cannot be used is reported and left out; the rest is still checked.
        let alternatives = invocation.alternatives.compactMap(load)
        // The overrides file is only read: a checker never moves or rewrites it.
        let overrides = invocation.overrides.flatMap(load)
        let manager = load(invocation.theme).map { defaultTheme in
            overrides.map { ThemeManager(defaultTheme: defaultTheme, alternatives: alternatives, overrides: $0) }
                ?? ThemeManager(defaultTheme: defaultTheme, alternatives: alternatives)
        }
        if let manager { diagnostics += manager.lint() }

        switch invocation.subcommand {
        case .lint:
            let kind = ReporterKind(rawValue: invocation.reporter) ?? .xcode
            let reporter = kind.reporter(sources: sources, showsSource: kind == .xcode && showsSourceLines)
            let status = report(diagnostics.deduplicatedInReportOrder(), with: reporter, invocation: invocation,
                                fileCount: invocation.alternatives.count + 1 + (invocation.overrides == nil ? 0 : 1),
                                output: &output, errors: &errors)
            if status == .clean, let stamp = invocation.stamp {
                // One comment line, so the stamp is also a valid (empty) Swift file for the build plugin.
                guard FileManager.default.createFile(atPath: stamp, contents: Data("// Checked by \(Usage.version)\n".utf8)) else {
                    print("themecheck: error: cannot write the stamp file `\(stamp)`", to: &errors)
                    return .usage
                }
            }
            return status
        case .resolve:
            let snapshot = manager.map { manager in
                manager.variants = invocation.variants
                return ThemeSnapshot(manager: manager, styleNames: invocation.styles.isEmpty ? nil : invocation.styles)
            }
            diagnostics += snapshot?.diagnostics ?? []
            print(snapshot?.jsonString() ?? "{\"constants\": {}, \"styles\": {}}\n", terminator: "", to: &output)
            return printToStandardError(diagnostics, errors: &errors)
        case .explain:
            if let manager {
                manager.variants = invocation.variants
                switch ExplainCommand.render(manager: manager, style: invocation.styles[0], keys: invocation.keys) {
                case .success(let text): print(text, terminator: "", to: &output)
                case .failure(let error): diagnostics += error.diagnostics
                }
            }
            return printToStandardError(diagnostics, errors: &errors)
        }
    }

    /// Prints diagnostics to standard error in the xcode form; errors make the exit status 1.
    private static func printToStandardError(_ diagnostics: [Diagnostic], errors: inout some TextOutputStream) -> ExitStatus {
        let all = diagnostics.deduplicatedInReportOrder()
        for diagnostic in all { print(diagnostic, to: &errors) }
        return all.containsError ? .problems : .clean
    }

    /// Prints lint diagnostics and the summary; the exit status follows `--strict`.
    private static func report(_ diagnostics: [Diagnostic], with reporter: any Reporter, invocation: Invocation, fileCount: Int,
                               output: inout some TextOutputStream, errors: inout some TextOutputStream) -> ExitStatus {
        print(reporter.report(diagnostics), terminator: "", to: &output)
        let errorCount = diagnostics.filter { $0.severity == .error }.count
        let warningCount = diagnostics.count - errorCount
        if !invocation.isQuiet {
            print("\(counted(errorCount, "error")), \(counted(warningCount, "warning")) in \(counted(fileCount, "file"))", to: &errors)
        }
        return errorCount > 0 || (invocation.isStrict && warningCount > 0) ? .problems : .clean
    }

    /// Source lines with carets are for people: on a terminal, never when
    /// piped; `THEMECHECK_SOURCE_LINES=always` or `never` decides instead.
    private static var showsSourceLines: Bool {
        switch ProcessInfo.processInfo.environment["THEMECHECK_SOURCE_LINES"] {
        case "always": return true
        case "never": return false
        default: return isatty(STDOUT_FILENO) != 0
        }
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    private static func openFailure(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { return "no such file" }
        return isDirectory.boolValue ? "it is a directory" : "permission denied"
    }
}
