import Foundation
import ThemeKit

/// `themecheck [lint]`: the plan's chains linted and reported; with `--fix`,
/// the certain fixes written first and everything linted again.
struct LintCommand: Command {
    let name = "lint"
    let flags: [Flag] =
        Flag.watchedChain + [.overrides, .reporter(ReporterKind.allCases.map(\.rawValue)), .strict, .quiet, .fix, .stamp]
    let synopsis = """
          themecheck [lint] THEME [--alternative ALT]... [--overrides FILE]
                     [--variant V]... [--reporter xcode|json|github|sarif]
                     [--strict] [--quiet] [--fix] [--watch] [--stamp FILE]
          themecheck [lint] [DIR | THEME...] [--config FILE] [--reporter ...] [--fix]
        """
    let help = """
        lint      prints every problem as PATH:LINE:COLUMN: error|warning: MESSAGE [CODE]
                  and a summary on standard error (unless --quiet). Without THEME,
                  or given a folder, it lints the project of a themecheck.json
                  (every configuration as a whole chain; a folder without one has
                  each theme file linted alone). --fix writes the certain fixes,
                  prints each edit on standard error, and lints again. --assets
                  DIR (or `assets` in themecheck.json) checks each `i:NAME` image
                  against an asset catalogue's image sets (also for resolve and
                  preview).
        """

    /// THEME, several THEMEs (each linted alone), a folder, or none when a configuration names the themes.
    func accept(_ positional: [String], into invocation: inout Invocation) throws(Invocation.UsageError) {
        if invocation.isWatching && invocation.isFixing {
            throw Invocation.UsageError(
                message: "`--watch` and `--fix` do not go together: fixes would rewrite the files while they are edited")
        }
        guard let first = positional.first else {
            // A project lint reads `--config`, or the current folder's themecheck.json.
            guard invocation.config != nil || Invocation.hasConfigurationHere else {
                throw Invocation.UsageError(message: "missing THEME, the default theme file (or a folder, or a themecheck.json here)")
            }
            return
        }
        guard positional.count == 1 || (invocation.alternatives.isEmpty && invocation.overrides == nil) else {
            throw Invocation.UsageError(
                message: "unexpected argument `\(positional[1])`; give one THEME and the others with `--alternative`")
        }
        invocation.theme = first
        invocation.moreThemes = Array(positional.dropFirst())
    }

    func run(
        _ invocation: Invocation, sources: SourceLines, output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> ThemeCheck.ExitStatus {
        var plan: LintPlan
        var result: LintRun.Result
        do {
            plan = try LintPlan.make(invocation, sources: sources)
            if plan.chains.isEmpty && plan.diagnostics.isEmpty {
                print("themecheck: error: nothing to lint: the configuration names no theme and its folder has no theme files", to: &errors)
                return .usage
            }
            result = try LintRun.run(plan, sources: sources)
            if invocation.isFixing {
                let fixed = try FixApplier.apply(result.diagnostics, sources: sources)
                for edit in fixed.edits { print(edit.description, to: &errors) }
                for skipped in fixed.skipped { print(skipped.description, to: &errors) }
                // Linted again only when a file changed: a theme from a pipe or standard input, which
                // is never written, cannot be read twice, and its findings stand as they were.
                if !fixed.edits.isEmpty {
                    sources.removeAll()
                    plan = try LintPlan.make(invocation, sources: sources)
                    result = try LintRun.run(plan, sources: sources)
                }
            }
        } catch let error as ChainInputs.OpenFailure {
            return ThemeCheck.cannotOpen(error, errors: &errors)
        } catch let error as FixApplier.WriteFailure {
            print("themecheck: error: cannot write `\(error.path.escapingControlCharacters)`: \(error.reason)", to: &errors)
            return .usage
        } catch {
            print("themecheck: error: \(error)", to: &errors)
            return .usage
        }
        if !invocation.isQuiet {
            for note in result.notes { print(note, to: &errors) }
        }
        let kind = ReporterKind(rawValue: invocation.reporter) ?? .xcode
        let reporter = kind.reporter(sources: sources, showsSource: kind == .xcode && Self.showsSourceLines)
        let status = report(
            result.diagnostics, with: reporter, invocation: invocation, fileCount: result.fileCount,
            output: &output, errors: &errors)
        if status == .clean, let stamp = invocation.stamp {
            return writeStamp(stamp, plan: plan, result: result, invocation: invocation, sources: sources, errors: &errors) ?? status
        }
        return status
    }

    /// Writes the stamp after a clean run: a comment line, so it is also a
    /// valid Swift file for the build plugin; with `generate.swift`, the names
    /// of every constant and style after it. The exit status when it cannot be written.
    private func writeStamp(
        _ stamp: String, plan: LintPlan, result: LintRun.Result, invocation: Invocation, sources: SourceLines,
        errors: inout some TextOutputStream
    ) -> ThemeCheck.ExitStatus? {
        var contents = "// Checked by \(Usage.version)\n"
        if plan.generatesSwiftNames {
            contents += SwiftNames.source(
                constants: Array(result.constantTypes.keys), types: result.constantTypes, styles: result.styleNames.sorted(),
                from: invocation.config ?? "themecheck.json")
        }
        // The stamp is an output like any other: never an input of the run, never written through a link.
        let target = OutputFile.target(of: stamp)
        if let refused = OutputFile.refusal(of: stamp, inputs: InputFiles(invocation, read: sources), flag: "--stamp", errors: &errors) {
            return refused
        }
        do {
            try OutputFile.refuseLink(target)
        } catch {
            print("themecheck: error: cannot write the stamp file `\(stamp.escapingControlCharacters)`: \(error.reason)", to: &errors)
            return .usage
        }
        guard FileManager.default.createFile(atPath: target, contents: Data(contents.utf8)) else {
            print("themecheck: error: cannot write the stamp file `\(stamp.escapingControlCharacters)`", to: &errors)
            return .usage
        }
        return nil
    }

    /// Prints lint diagnostics and the summary; the exit status follows `--strict`.
    private func report(
        _ diagnostics: [Diagnostic], with reporter: any Reporter, invocation: Invocation, fileCount: Int,
        output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> ThemeCheck.ExitStatus {
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

    private func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
