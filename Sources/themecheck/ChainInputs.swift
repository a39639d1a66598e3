import Foundation
import ThemeKit

/// The files of the chain named on the command line, read and loaded: every
/// file that can be read is checked, even when another cannot be used.
struct ChainInputs {
    /// A manager over what loaded; nil only when nothing did.
    var manager: ThemeManager?
    /// Problems met reading and loading the files.
    var diagnostics: [Diagnostic] = []
    /// Codes that need the default theme to be judged, left out when it could not be used.
    static let chainDependentCodes: Set<String> = [
        Diagnostic.Code.undefinedConstant.rawValue, Diagnostic.Code.unknownStyle.rawValue, Diagnostic.Code.unknownOverride.rawValue,
    ]
    /// Whether THEME itself could not be used (its dependants are then not judged).
    var isDefaultThemeMissing = false
    /// Each loaded theme that includes files, with the files it includes.
    var includes: [(theme: String, files: [String])] = []
    /// The files that the loaded themes include.
    var includedFiles: [String] { includes.flatMap(\.files) }

    /// Why an input could not be opened: a usage problem (exit 2), not a theme problem.
    struct OpenFailure: Error {
        var path: String
        var reason: String
    }

    /// Reads every input before any is judged, so a path that cannot be
    /// opened stops the run before anything is printed.
    static func load(_ invocation: Invocation, sources: SourceLines) throws(OpenFailure) -> ChainInputs {
        try load(theme: invocation.theme, alternatives: invocation.alternatives, overrides: invocation.overrides, sources: sources)
    }

    /// Reads and loads THEME, its alternatives (in lookup order) and an overrides file.
    static func load(
        theme themePath: String, alternatives alternativePaths: [String], overrides overridesPath: String?,
        sources: SourceLines
    ) throws(OpenFailure) -> ChainInputs {
        var inputs = ChainInputs()
        let limits = ThemeLimits.default
        var data: [String: ThemeFileReader.Contents] = [:]
        for path in [themePath] + alternativePaths + [overridesPath].compactMap({ $0 }) where data[path] == nil {
            switch ThemeFileReader.contents(of: path, limit: limits.maximumFileSize) {
            case .success(let contents):
                data[path] = contents
                sources.add(contents.data, for: path, identity: contents.identity)
            case .failure(.cannotOpen(let reason)), .failure(.readFailed(let reason)):
                throw OpenFailure(path: path, reason: reason)
            case .failure(let failure):
                inputs.diagnostics.append(failure.diagnostic(path: path, limits: limits))
            }
        }
        func theme(_ path: String) -> Theme? {
            guard let contents = data[path] else { return nil }
            do {
                // Includes are followed under a regular file's own folder; never for standard input, a pipe or a device.
                let folder = ThemeFileReader.includeFolder(of: path, contents: contents)
                let theme = try Theme(data: contents.data, name: path, baseURL: folder)
                if theme.files.count > 1 { inputs.includes.append((path, Array(theme.files.dropFirst()))) }
                // For source lines, SARIF columns and --fix in included files: the bytes that were parsed.
                for included in theme.includedContents { sources.add(included.data, for: included.path, identity: included.identity) }
                return theme
            } catch let error as ThemeError {
                inputs.diagnostics += error.diagnostics
            } catch {
                inputs.diagnostics.append(Diagnostic(.parseError, "\(error)", file: path))
            }
            return nil
        }
        // An alternative that cannot be used is reported and left out; the rest is still checked.
        let alternatives = alternativePaths.compactMap(theme)
        // The overrides file is only read: a checker never moves or rewrites it.
        let overrides = overridesPath.flatMap(theme)
        let defaultTheme = theme(themePath)
        inputs.isDefaultThemeMissing = defaultTheme == nil
        // Without THEME the other files are still checked, over an empty default layer.
        guard let base = defaultTheme ?? (alternatives.isEmpty && overrides == nil ? nil : Theme.empty(path: themePath)) else {
            return inputs
        }
        inputs.manager =
            overrides.map { ThemeManager(defaultTheme: base, alternatives: alternatives, overrides: $0) }
            ?? ThemeManager(defaultTheme: base, alternatives: alternatives)
        return inputs
    }

    /// The manager's diagnostics, without those that need the missing default theme.
    func judged(_ found: [Diagnostic]) -> [Diagnostic] {
        isDefaultThemeMissing ? found.filter { !Self.chainDependentCodes.contains($0.code) } : found
    }
}
