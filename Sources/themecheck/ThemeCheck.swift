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
        switch invocation.subcommand {
        case .lint: return lint(invocation, sources: sources, output: &output, errors: &errors)
        case .rules:
            print(Usage.rules, terminator: "", to: &output)
            return .clean
        case .diff: return DiffCommand.run(invocation, output: &output, errors: &errors)
        case .preview: return PreviewCommand.run(invocation, sources: sources, output: &output, errors: &errors)
        case .export, .generate: return ExportCommand.run(invocation, output: &output, errors: &errors)
        case .`init`: return InitCommand.run(invocation, output: &output, errors: &errors)
        case .resolve, .explain: break
        }

        let inputs: ChainInputs
        // The configuration (`--config`, else the folder's): its rules, contrast and run-time constants
        // judge the chain resolved or explained, as they judge it linted.
        var configuration: (LintConfiguration?, [Diagnostic]) = (nil, [])
        do {
            try AssetCatalogues.checkGiven(invocation)
            inputs = try ChainInputs.load(invocation, sources: sources)
            if let path = invocation.configurationPath { configuration = try LintPlan.readConfiguration(path, sources: sources) }
        } catch {
            return cannotOpen(error, errors: &errors)
        }
        let (options, catalogueProblems) = AssetCatalogues.adding(
            to: configuration.0?.options ?? .default, invocation: invocation, configuration: configuration.0,
            at: invocation.configurationPath)
        configuration.1 += catalogueProblems
        let manager = inputs.manager
        // What was read besides the files named, so a reader knows where values can come from.
        for (theme, files) in inputs.includes {
            print(
                "themecheck: `\(theme)` includes \(files.map { "`\($0)`" }.joined(separator: ", "))".escapingControlCharacters, to: &errors)
        }
        // `--check` resolves as the reference was recorded: its `--style` and `--variant`, unless given (then the same).
        var (styles, variants) = (invocation.styles, invocation.variants)
        if invocation.subcommand == .resolve, let path = invocation.checkPath, let recorded = ResolveCheck.recordedInvocation(at: path) {
            if styles.isEmpty && variants.isEmpty {
                (styles, variants) = (recorded.styles ?? [], recorded.variants)
            } else if styles != (recorded.styles ?? []) || variants != recorded.variants {
                let flags = ResolveCheck.flags(styles: recorded.styles ?? [], variants: recorded.variants)
                print(
                    "themecheck: error: `\(path.escapingControlCharacters)` was recorded with \(flags.escapingControlCharacters); give the same flags, or none to use those",
                    to: &errors)
                return .usage
            }
        }
        // Variants choose constants and styles, and lint judges them (`unknown-variant`).
        manager?.variants = variants
        var diagnostics = configuration.1 + inputs.diagnostics + inputs.judged(manager?.lint(options: options) ?? [])

        switch invocation.subcommand {
        case .lint, .rules, .diff, .export, .generate, .preview, .`init`: return .usage
        case .resolve:
            var snapshot = manager.map { ThemeSnapshot(manager: $0, styleNames: styles.isEmpty ? nil : styles) }
            if let manager {
                snapshot?.runtimeConstants = options.runtimeConstants.including(manager.chain.themes)
            }
            diagnostics += inputs.judged(snapshot?.diagnostics ?? [])
            if let reference = invocation.checkPath {
                return ResolveCheck.run(
                    snapshot ?? ThemeSnapshot(), against: reference, diagnostics: diagnostics, output: &output, errors: &errors)
            }
            if let path = invocation.outputPath {
                // A reference for `--check`: the document, and the flags it was made with.
                var reference = snapshot ?? ThemeSnapshot()
                reference.invocation = ThemeSnapshot.Invocation(styles: styles.isEmpty ? nil : styles, variants: variants)
                let read = InputFiles(invocation, read: sources)
                if let failed = OutputFile.emit(reference.jsonString(), to: path, inputs: read, output: &output, errors: &errors) {
                    return failed
                }
                return printToStandardError(diagnostics, errors: &errors)
            }
            print(snapshot?.jsonString() ?? "{\"constants\": {}, \"styles\": {}}\n", terminator: "", to: &output)
            return printToStandardError(diagnostics, errors: &errors)
        case .explain:
            if let manager {
                switch ExplainCommand.render(
                    manager: manager, style: invocation.styles[0], keys: invocation.keys,
                    themePath: invocation.theme, runtimeConstants: options.runtimeConstants)
                {
                case .success(let text): print(text, terminator: "", to: &output)
                case .failure(.theme(let error)): diagnostics += inputs.judged(error.diagnostics)
                case .failure(.unassignedKeys(let message)):
                    _ = printToStandardError(diagnostics, errors: &errors)
                    print("themecheck: error: \(message.escapingControlCharacters)", to: &errors)
                    return .usage
                }
            }
            return printToStandardError(diagnostics, errors: &errors)
        }
    }

    /// `themecheck lint`: the plan's chains linted and reported; with `--fix`,
    /// the certain fixes written first and everything linted again.
    private static func lint(
        _ invocation: Invocation, sources: SourceLines, output: inout some TextOutputStream,
        errors: inout some TextOutputStream
    ) -> ExitStatus {
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
                sources.removeAll()
                plan = try LintPlan.make(invocation, sources: sources)
                result = try LintRun.run(plan, sources: sources)
            }
        } catch let error as ChainInputs.OpenFailure {
            return cannotOpen(error, errors: &errors)
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
        let reporter = kind.reporter(sources: sources, showsSource: kind == .xcode && showsSourceLines)
        let status = report(
            result.diagnostics, with: reporter, invocation: invocation, fileCount: result.fileCount,
            output: &output, errors: &errors)
        if status == .clean, let stamp = invocation.stamp {
            // A comment line, so the stamp is also a valid Swift file for the build plugin; with
            // `generate.swift`, the names of every constant and style after it.
            var contents = "// Checked by \(Usage.version)\n"
            if plan.generatesSwiftNames {
                contents += SwiftNames.source(
                    constants: Array(result.constantTypes.keys), types: result.constantTypes, styles: result.styleNames.sorted(),
                    from: invocation.config ?? "themecheck.json")
            }
            // The stamp is an output like any other: never an input of the run, never written through a link.
            let target = OutputFile.target(of: stamp)
            if let refused = OutputFile.refusal(of: stamp, inputs: InputFiles(invocation, read: sources), flag: "--stamp", errors: &errors)
            {
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
        }
        return status
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

    /// Prints lint diagnostics and the summary; the exit status follows `--strict`.
    private static func report(
        _ diagnostics: [Diagnostic], with reporter: any Reporter, invocation: Invocation, fileCount: Int,
        output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> ExitStatus {
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

}
