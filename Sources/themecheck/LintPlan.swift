import Foundation
import ThemeKit

/// What one `themecheck lint` checks: the chains to lint (one per
/// configuration of each theme set, one per theme file linted alone) and the
/// options that judge them.
struct LintPlan {
    /// One chain to lint.
    struct Chain {
        var theme: String
        var alternatives: [String] = []
        var overrides: String?
        var variants: [String] = []
        /// How a message names the configuration, for a configuration that is not its set's first.
        var label: String?
        /// Whether each variant the chain's themes define is linted too, as a
        /// configuration of its own: so when neither `--variant` nor a
        /// configuration says which variants to lint.
        var coversDefinedVariants = false

        var files: [String] { [theme] + alternatives + [overrides].compactMap { $0 } }
    }

    var chains: [Chain] = []
    var options = LintOptions.default
    /// Whether the stamp holds the Swift names of the constants and styles (`generate.swift`).
    var generatesSwiftNames = false
    /// The configuration read (`--config`, or the current folder's), if one could be used.
    var configuration: LintConfiguration?
    /// Problems in the configuration file.
    var diagnostics: [Diagnostic] = []

    /// The plan for `invocation`: its THEMEs (files, or folders linted as
    /// projects), or the project of its configuration.
    static func make(_ invocation: Invocation, sources: SourceLines) throws(ChainInputs.OpenFailure) -> LintPlan {
        try AssetCatalogues.checkGiven(invocation)
        var plan = try chains(invocation, sources: sources)
        // Asset catalogues (`--assets`, the configuration's `assets`) join the options however the chains were found.
        let (options, problems) = AssetCatalogues.adding(
            to: plan.options, invocation: invocation, configuration: plan.configuration, at: invocation.configurationPath,
            sources: sources)
        plan.options = options
        plan.diagnostics += problems
        return plan
    }

    /// The plan's chains and configuration, before its asset catalogues are read.
    private static func chains(_ invocation: Invocation, sources: SourceLines) throws(ChainInputs.OpenFailure) -> LintPlan {
        var plan = LintPlan()
        // `--config`, else the current folder's configuration, gives the rules.
        if let configurationPath = invocation.configurationPath {
            let configuration = try plan.read(configurationPath, sources: sources)
            if invocation.theme.isEmpty {
                if let configuration { plan.addProject(configuration, folder: (configurationPath as NSString).deletingLastPathComponent) }
                return plan
            }
            // A configuration that cannot be used is reported, and the THEMEs given are linted all the same.
        }
        // Told no variants, by flags or a configuration: the default and each variant the theme defines.
        let coversDefinedVariants = invocation.variants.isEmpty && invocation.configurationPath == nil
        for (index, path) in ([invocation.theme] + invocation.moreThemes).enumerated() {
            if ProjectFiles.isFolder(path) {
                try plan.addFolder(path, coversDefinedVariants: coversDefinedVariants, sources: sources)
            } else if index == 0 {
                plan.chains.append(
                    Chain(
                        theme: path, alternatives: invocation.alternatives, overrides: invocation.overrides,
                        variants: invocation.variants, coversDefinedVariants: coversDefinedVariants))
            } else {
                plan.chains.append(Chain(theme: path, variants: invocation.variants, coversDefinedVariants: coversDefinedVariants))
            }
        }
        return plan
    }

    /// A folder: its themecheck.json's project, or else every theme file in it alone.
    private mutating func addFolder(
        _ folder: String, coversDefinedVariants: Bool, sources: SourceLines
    ) throws(ChainInputs.OpenFailure) {
        let configurationPath = ProjectFiles.joined(folder, ProjectFiles.configurationName)
        if FileManager.default.fileExists(atPath: configurationPath) {
            if let configuration = try read(configurationPath, sources: sources) { addProject(configuration, folder: folder) }
            return
        }
        let files = ProjectFiles.themeFiles(under: folder)
        guard !files.isEmpty else {
            throw ChainInputs.OpenFailure(
                path: folder, reason: "the folder has no theme files (.plist or .json files named *theme* or in a Themes folder)")
        }
        chains += files.map { Chain(theme: $0, coversDefinedVariants: coversDefinedVariants) }
    }

    /// Reads a configuration; its rules become the plan's options. Nil when
    /// it cannot be used at all (its problems are then the plan's diagnostics).
    private mutating func read(_ path: String, sources: SourceLines) throws(ChainInputs.OpenFailure) -> LintConfiguration? {
        let (configuration, problems) = try Self.readConfiguration(path, sources: sources)
        diagnostics += problems
        if let configuration {
            options = configuration.options
            generatesSwiftNames = configuration.generatesSwiftNames
            self.configuration = configuration
        }
        return configuration
    }

    /// A configuration file read and parsed (nil when it cannot be used), with its problems.
    static func readConfiguration(
        _ path: String, sources: SourceLines
    ) throws(ChainInputs.OpenFailure) -> (LintConfiguration?, [Diagnostic]) {
        let data: Data
        // Only a regular file: a FIFO named themecheck.json in the folder would block every command.
        switch ThemeFileReader.contents(of: path, limit: ThemeLimits.default.maximumFileSize, onlyRegularFile: true) {
        case .success(let read): data = read.data
        case .failure(.cannotOpen(let reason)), .failure(.readFailed(let reason)): throw ChainInputs.OpenFailure(path: path, reason: reason)
        case .failure(let failure): return (nil, [failure.diagnostic(path: path, limits: .default)])
        }
        sources.add(data, for: path)
        do {
            let configuration = try LintConfiguration(data: data, path: path)
            return (configuration, configuration.diagnostics)
        } catch {
            return (nil, error.diagnostics)
        }
    }

    /// Every configuration of every theme set, then the files under `folder`
    /// that no set names and no `exclude` glob matches, each alone.
    private mutating func addProject(_ configuration: LintConfiguration, folder: String) {
        let path = { ProjectFiles.joined(folder, $0) }
        for set in configuration.themes {
            for (index, chain) in set.configurations.enumerated() {
                let label = index == 0 ? nil : Self.label(alternatives: chain.alternatives, variants: chain.variants)
                chains.append(
                    Chain(
                        theme: path(set.defaultTheme), alternatives: chain.alternatives.map(path),
                        variants: chain.variants, label: label))
            }
        }
        // Compared by what the files are, not how they are spelt (`./Themes/a.json`, `Themes/../Themes/a.json`).
        let named = Set(configuration.namedFiles.map(path))
        let namedIdentities = Set(named.compactMap(FileIdentity.of(path:)))
        let globs = configuration.exclude.map(Glob.init)
        for file in ProjectFiles.themeFiles(under: folder.isEmpty ? "." : folder)
        where !named.contains(file) && !(FileIdentity.of(path: file).map(namedIdentities.contains) ?? false) {
            let relative = folder.isEmpty || folder == "." ? file : String(file.dropFirst(ProjectFiles.joined(folder, "").count))
            if !globs.contains(where: { $0.matches(relative) }) { chains.append(Chain(theme: file)) }
        }
    }

    /// `alternatives [dark.json], variants [DARK]`, as messages name a configuration.
    static func label(alternatives: [String], variants: [String]) -> String {
        "alternatives [\(alternatives.joined(separator: ", "))], variants [\(variants.joined(separator: ", "))]"
    }

    /// The most variants a theme defines that are checked in full, each
    /// alone, when no flag or configuration names any (lint's chains,
    /// preview's columns).
    ///
    /// Each costs a whole lint (or column), so a theme of thousands of
    /// `Constants_V` groups would cost thousands; this keeps the cost a fixed
    /// multiple of one lint. A handful is what real themes define (`DARK`,
    /// `IPAD`, `HIGH_CONTRAST`, a few brands).
    static let definedVariantLimit = 16

    /// The variants `manager`'s themes define, in the order they define them
    /// (`Constants_V` groups first): the first ``definedVariantLimit``, to be
    /// checked, and the rest, which are left out.
    static func definedVariants(of manager: ThemeManager) -> (checked: [String], leftOut: [String]) {
        let defined = manager.chain.definedVariants
        return (Array(defined.prefix(definedVariantLimit)), Array(defined.dropFirst(definedVariantLimit)))
    }

    /// The one line on standard error that says which defined variants
    /// `what` (`lint checked`, `the page shows`) left out; at most
    /// ``definedVariantLimit`` of them are named.
    static func leftOutNote(theme: String, checked: [String], leftOut: [String], what: String) -> String {
        let named = leftOut.prefix(definedVariantLimit).map { "`\($0)`" }.joined(separator: ", ")
        let more = leftOut.count > definedVariantLimit ? " and \(leftOut.count - definedVariantLimit) more" : ""
        return "themecheck: note: `\(theme)` defines \(checked.count + leftOut.count) variants; \(what) the default and the first "
            + "\(checked.count) alone, not \(named)\(more) (name one with `--variant`, or list them in a themecheck.json)"
    }
}
