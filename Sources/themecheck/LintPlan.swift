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

        var files: [String] { [theme] + alternatives + [overrides].compactMap { $0 } }
    }

    var chains: [Chain] = []
    var options = LintOptions.default
    /// Whether the stamp holds the Swift names of the constants and styles (`generate.swift`).
    var generatesSwiftNames = false
    /// Problems in the configuration file.
    var diagnostics: [Diagnostic] = []

    /// The plan for `invocation`: its THEMEs (files, or folders linted as
    /// projects), or the project of its configuration.
    static func make(_ invocation: Invocation, sources: SourceLines) throws(ChainInputs.OpenFailure) -> LintPlan {
        var plan = LintPlan()
        // `--config`, else the current folder's configuration, gives the rules.
        if let configurationPath = invocation.configurationPath {
            guard let configuration = try plan.read(configurationPath, sources: sources) else { return plan }
            if invocation.theme.isEmpty {
                plan.addProject(configuration, folder: (configurationPath as NSString).deletingLastPathComponent)
                return plan
            }
        }
        for (index, path) in ([invocation.theme] + invocation.moreThemes).enumerated() {
            if ProjectFiles.isFolder(path) {
                try plan.addFolder(path, sources: sources)
            } else if index == 0 {
                plan.chains.append(
                    Chain(
                        theme: path, alternatives: invocation.alternatives, overrides: invocation.overrides,
                        variants: invocation.variants))
            } else {
                plan.chains.append(Chain(theme: path, variants: invocation.variants))
            }
        }
        return plan
    }

    /// A folder: its themecheck.json's project, or else every theme file in it alone.
    private mutating func addFolder(_ folder: String, sources: SourceLines) throws(ChainInputs.OpenFailure) {
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
        chains += files.map { Chain(theme: $0) }
    }

    /// Reads a configuration; its rules become the plan's options. Nil when
    /// it cannot be used at all (its problems are then the plan's diagnostics).
    private mutating func read(_ path: String, sources: SourceLines) throws(ChainInputs.OpenFailure) -> LintConfiguration? {
        let (configuration, problems) = try Self.readConfiguration(path, sources: sources)
        diagnostics += problems
        if let configuration {
            options = configuration.options
            generatesSwiftNames = configuration.generatesSwiftNames
        }
        return configuration
    }

    /// A configuration file read and parsed (nil when it cannot be used), with its problems.
    static func readConfiguration(
        _ path: String, sources: SourceLines
    ) throws(ChainInputs.OpenFailure) -> (LintConfiguration?, [Diagnostic]) {
        let data: Data
        switch ThemeFileReader.read(path: path, limit: ThemeLimits.default.maximumFileSize) {
        case .success(let bytes): data = bytes
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
}
