import Foundation
import ThemeKit

/// Lints every chain of a plan and merges what they find: each diagnostic
/// once, a message naming its configuration when the set's first
/// configuration did not find it. A chain that covers the variants its
/// themes define is linted again with each (up to a limit), as
/// configurations of its own after it.
enum LintRun {
    /// What linting a plan found.
    struct Result {
        var diagnostics: [Diagnostic]
        /// How many files were read, included ones too.
        var fileCount: Int
        /// Every constant of any chain with its key's type, and every style
        /// name but variant definitions (gathered only for `generate.swift`).
        var constantTypes: [String: SwiftNames.ConstantType] = [:]
        var styleNames: Set<String> = []
        /// Lines for standard error: the defined variants left unlinted, by theme.
        var notes: [String] = []
    }

    /// Every chain's diagnostics, merged, and what was read.
    static func run(_ plan: LintPlan, sources: SourceLines) throws(ChainInputs.OpenFailure) -> Result {
        var found: [(chain: LintPlan.Chain, diagnostics: [Diagnostic], reads: Set<FileKey>)] = []
        var files = Set<String>()
        var constantTypes: [String: SwiftNames.ConstantType] = [:]
        var styleNames = Set<String>()
        var notes: [String] = []
        for chain in plan.chains {
            let inputs = try ChainInputs.load(
                theme: chain.theme, alternatives: chain.alternatives, overrides: chain.overrides,
                sources: sources)
            files.formUnion(chain.files + inputs.includedFiles)
            // Variants choose constants and styles, and lint judges them (`unknown-variant`).
            inputs.manager?.variants = chain.variants
            let linted = lint(inputs, options: plan.options)
            if plan.generatesSwiftNames, let chain = inputs.manager?.chain {
                constantTypes = SwiftNames.merging(constantTypes, SwiftNames.constantTypes(of: chain))
                styleNames.formUnion(SwiftNames.styleNames(of: chain))
            }
            // The files this chain reads (its includes too), by identity where the file has one.
            let reads = Set((chain.files + inputs.includedFiles).map { Self.fileKey($0, sources: sources) })
            found.append((chain, linted, reads))
            guard chain.coversDefinedVariants, let manager = inputs.manager else { continue }
            // The files are read once; each variant is one more lint of the same chain.
            let (checked, leftOut) = LintPlan.definedVariants(of: manager)
            for variant in checked {
                manager.variants = [variant]
                var configuration = chain
                configuration.variants = [variant]
                configuration.label = LintPlan.label(alternatives: chain.alternatives, variants: [variant])
                found.append((configuration, lint(inputs, options: plan.options), reads))
            }
            if !leftOut.isEmpty {
                notes.append(
                    LintPlan.leftOutNote(theme: chain.theme, checked: checked, leftOut: leftOut, what: "lint checked")
                        .escapingControlCharacters)
            }
        }
        return Result(
            diagnostics: (merged(found, sources: sources) + plan.diagnostics).deduplicatedInReportOrder(), fileCount: files.count,
            constantTypes: constantTypes, styleNames: styleNames, notes: notes)
    }

    /// What reading and linting one chain found, judged once by `options`
    /// (the load problems with the lint's findings); when THEME could not be
    /// used, the codes that need it are turned off, as a configuration would.
    private static func lint(_ inputs: ChainInputs, options: LintOptions) -> [Diagnostic] {
        var options = options
        if inputs.isDefaultThemeMissing {
            for code in ChainInputs.chainDependentCodes { options.rules[code] = .off }
        }
        return inputs.manager?.lint(options: options, alongside: inputs.diagnostics) ?? options.judged(inputs.diagnostics)
    }

    /// A file as chains are compared by: its identity when it was read from disk, else its path.
    private static func fileKey(_ path: String, sources: SourceLines) -> FileKey {
        sources.identity(of: path).map(FileKey.identity) ?? .path(path)
    }

    /// A file as chains compare it: by what it is when it came from disk, else by its path.
    enum FileKey: Hashable {
        case identity(FileIdentity)
        case path(String)
    }

    /// An unused constant as chains compare it: its file, place and message, however the file is spelt.
    struct UnusedKey: Hashable {
        var file: FileKey
        var line: Int?
        var column: Int?
        var message: String
    }

    /// The chains' diagnostics, each once. A constant is unused only if every
    /// chain that reads its file (as a theme or through `_include`) finds it unused.
    private static func merged(
        _ found: [(chain: LintPlan.Chain, diagnostics: [Diagnostic], reads: Set<FileKey>)], sources: SourceLines
    ) -> [Diagnostic] {
        let unused = found.map {
            Set($0.diagnostics.filter { $0.code == Diagnostic.Code.unusedConstant.rawValue }.map { unusedKey($0, sources: sources) })
        }
        var seen = Set<Diagnostic>()
        var merged: [Diagnostic] = []
        for (chain, diagnostics, _) in found {
            for diagnostic in diagnostics where seen.insert(sameProblem(as: diagnostic)).inserted {
                if diagnostic.code == Diagnostic.Code.unusedConstant.rawValue {
                    let file = fileKey(diagnostic.file ?? "", sources: sources)
                    let key = unusedKey(diagnostic, sources: sources)
                    if !found.indices.allSatisfy({ !found[$0].reads.contains(file) || unused[$0].contains(key) }) { continue }
                }
                var reported = diagnostic
                reported.configuration = chain.label
                merged.append(reported)
            }
        }
        return merged
    }

    private static func unusedKey(_ diagnostic: Diagnostic, sources: SourceLines) -> UnusedKey {
        UnusedKey(
            file: fileKey(diagnostic.file ?? "", sources: sources), line: diagnostic.line, column: diagnostic.column,
            message: diagnostic.message)
    }

    /// What makes two chains' diagnostics the same problem: all of it but the
    /// "did you mean" (whose candidates differ from chain to chain) and its fix.
    private static func sameProblem(as diagnostic: Diagnostic) -> Diagnostic {
        var key = diagnostic
        key.suggestion = nil
        key.fix = nil
        return key
    }
}
