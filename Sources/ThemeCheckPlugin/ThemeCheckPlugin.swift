import Foundation
import PackagePlugin

/// Lints the theme files among a target's resources with `themecheck` at
/// build time: problems appear as compiler diagnostics (inline in Xcode),
/// and an error fails the build.
///
/// The configurations are found where they are, as `themecheck DIR` finds
/// one: each `themecheck.json` inside the target's folder (`Themes/`, where
/// `themecheck init Themes` writes it), else the nearest one above it, up to
/// the package's folder. Each gets one command that lints its project: every
/// configuration of its theme sets as a whole chain, its `exclude` globs and
/// `rules` obeyed. A theme file outside every configuration's folder is
/// linted alone; one inside is linted once, as part of its configuration.
/// A theme file is a `.plist` or `.json` file whose name contains "theme"
/// (any case), a DTCG resolver document (`*.resolver.json`), or a file that
/// sits in a folder named `Themes`, never a snapshot reference under
/// `__Snapshots__` (themecheck's own `ProjectFiles` uses the same rule).
/// Every property list and JSON file under a theme's folder (or the
/// configuration's) is an input of its command, since a theme may `_include`
/// any file under its own folder: an edit to an included file re-runs the lint.
@main
struct ThemeCheckPlugin: BuildToolPlugin {
    static let configurationName = "themecheck.json"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let themecheck = try context.tool(named: "themecheck").url
        let sourceMap = try Self.sourceMapCommand(module, workDirectory: context.pluginWorkDirectoryURL)
        let configurations = Self.configurations(of: module.directoryURL, in: context.package.directoryURL)
        let configurationFolders = configurations.map { $0.deletingLastPathComponent().standardizedFileURL.path + "/" }
        let projects = configurations.map { configuration in
            Self.projectCommand(
                configuration, themecheck: themecheck,
                stamp: context.pluginWorkDirectoryURL.appendingPathComponent(
                    Self.stampName(for: configuration, in: context.package.directoryURL)))
        }
        return sourceMap + projects
            + module.sourceFiles.flatMap { Self.files(at: $0.url) }.filter(Self.isTheme).filter { file in
                // A theme under a configuration's folder is linted there, in its chain, and only there.
                !configurationFolders.contains { file.standardizedFileURL.path.hasPrefix($0) }
            }.map { file in
                let stamp = context.pluginWorkDirectoryURL
                    // A Swift file holding one comment: compiled to nothing, and never bundled as a resource.
                    .appendingPathComponent(Self.stampName(for: file, in: context.package.directoryURL))
                return .buildCommand(
                    displayName: "themecheck \(file.lastPathComponent)",
                    executable: themecheck,
                    arguments: [file.path, "--quiet", "--stamp", stamp.path],
                    // What the theme may `_include` lies under its own folder: an edit to any of it re-runs the lint.
                    inputFiles: [file]
                        + Self.files(at: file.deletingLastPathComponent()).filter { $0 != file && Self.isPropertyListOrJSON($0) },
                    outputFiles: [stamp])
            }
    }

    /// `ThemeKitSources.json`, a resource at the top of the target's bundle:
    /// each bundled theme's path there (`Themes/app-theme.json` for a copied
    /// folder, the file name otherwise) with its source path, so ThemeKit's
    /// run-time diagnostics name the file the developer edits. The plugin
    /// writes it to its work folder; a copy command makes it an output, which
    /// SwiftPM bundles as a resource. None when the target has no theme.
    static func sourceMapCommand(_ module: SourceModuleTarget, workDirectory: URL) throws -> [Command] {
        var map: [String: String] = [:]
        for entry in module.sourceFiles {
            let top = entry.url
            for file in files(at: top) where isTheme(file) {
                let inside = file.path.hasPrefix(top.path + "/") ? String(file.path.dropFirst(top.path.count + 1)) : nil
                map[inside.map { top.lastPathComponent + "/" + $0 } ?? file.lastPathComponent] = file.standardizedFileURL.path
            }
        }
        guard !map.isEmpty else { return [] }
        let written = workDirectory.appendingPathComponent("ThemeKitSources.in.json")
        let output = workDirectory.appendingPathComponent("ThemeKitSources.json")
        let data = try JSONSerialization.data(withJSONObject: map, options: [.sortedKeys, .prettyPrinted])
        if (try? Data(contentsOf: written)) != data { try data.write(to: written) }
        return [
            .buildCommand(
                displayName: "ThemeKit: where \(module.name)'s themes come from", executable: URL(fileURLWithPath: "/bin/cp"),
                arguments: [written.path, output.path], inputFiles: [written], outputFiles: [output])
        ]
    }

    /// The target's configurations: every `themecheck.json` inside its folder,
    /// else the nearest one in a folder above it, up to the package's folder.
    static func configurations(of target: URL, in package: URL) -> [URL] {
        let inside = files(at: target).filter { $0.lastPathComponent == configurationName }
        if !inside.isEmpty { return inside }
        let root = package.standardizedFileURL.path
        var folder = target.standardizedFileURL
        while folder.path.hasPrefix(root), folder.path != "/" {
            let candidate = folder.appendingPathComponent(configurationName)
            if FileManager.default.fileExists(atPath: candidate.path) { return [candidate] }
            folder = folder.deletingLastPathComponent()
        }
        return []
    }

    /// One command for the whole configuration; it runs again when the
    /// configuration or any theme file under its folder changes.
    static func projectCommand(_ configuration: URL, themecheck: URL, stamp: URL) -> Command {
        // Every property list and JSON file under the configuration's folder: the themes and what they include.
        let themes = files(at: configuration.deletingLastPathComponent()).filter { isPropertyListOrJSON($0) && $0 != configuration }
        return .buildCommand(
            displayName: "themecheck --config \(configuration.path)",
            executable: themecheck,
            arguments: ["--config", configuration.path, "--quiet", "--stamp", stamp.path],
            inputFiles: [configuration] + themes,
            outputFiles: [stamp])
    }

    /// `ThemeCheck_<name>_<hash>.swift`: the theme's file name (its letters,
    /// digits, `.`, `-` and `_`, at most 64 of them) and a stable hash of its
    /// path inside the package. Two themes never share one (`brand_dark/theme.json`
    /// and `brand/dark_theme.json` have different paths), and a theme at any
    /// depth gives a name far below the 255-byte limit.
    static func stampName(for file: URL, in package: URL) -> String {
        let root = package.standardizedFileURL.path + "/"
        let full = file.standardizedFileURL.path
        let path = full.hasPrefix(root) ? String(full.dropFirst(root.count)) : full
        let name = String(
            String.UnicodeScalarView(
                file.lastPathComponent.unicodeScalars.prefix(64).map { scalar in
                    scalar.isASCII
                        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || ".-_".unicodeScalars.contains(scalar))
                        ? scalar : "_"
                }))
        // FNV-1a, 64 bits: stable from build to build, unlike `hashValue`.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "ThemeCheck_\(name)_\(String(repeating: "0", count: 16 - hex.count) + hex).swift"
    }

    /// The file itself, or every file inside a folder (`.copy("Themes")`), build folders left out.
    static func files(at url: URL) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { return [url] }
        let contents =
            FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])?
            .allObjects as? [URL] ?? []
        return contents.filter { !$0.pathComponents.contains(".build") }.sorted { $0.path < $1.path }
    }

    static func isPropertyListOrJSON(_ url: URL) -> Bool {
        ["plist", "json"].contains(url.pathExtension.lowercased())
    }

    static func isTheme(_ url: URL) -> Bool {
        guard isPropertyListOrJSON(url), url.lastPathComponent != configurationName, !url.pathComponents.contains("__Snapshots__")
        else { return false }
        let name = url.deletingPathExtension().lastPathComponent.lowercased()
        return name.contains("theme") || name.hasSuffix(".resolver") || url.deletingLastPathComponent().pathComponents.contains("Themes")
    }
}
