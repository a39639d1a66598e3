import Foundation
import PackagePlugin

/// Lints the theme files among a target's resources with `themecheck` at
/// build time: problems appear as compiler diagnostics (inline in Xcode),
/// and an error fails the build.
///
/// A resource counts as a theme when it is a `.plist` or `.json` file whose
/// name contains "theme" (any case) or that sits in a folder named `Themes`,
/// so an Info.plist or a JSON fixture is never mistaken for one.
@main
struct ThemeCheckPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let themecheck = try context.tool(named: "themecheck").url
        return module.sourceFiles.flatMap { Self.files(at: $0.url) }.filter(Self.isTheme).map { file in
            let stamp = context.pluginWorkDirectoryURL
                // A Swift file holding one comment: compiled to nothing, and never bundled as a resource.
                .appendingPathComponent("ThemeCheck_" + file.path.replacingOccurrences(of: "/", with: "_") + ".swift")
            return .buildCommand(
                displayName: "themecheck \(file.lastPathComponent)",
                executable: themecheck,
                arguments: [file.path, "--quiet", "--stamp", stamp.path],
                inputFiles: [file],
                outputFiles: [stamp])
        }
    }

    /// The file itself, or every file inside a resource folder (`.copy("Themes")`).
    static func files(at url: URL) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { return [url] }
        let contents = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
        return contents.sorted { $0.path < $1.path }
    }

    static func isTheme(_ url: URL) -> Bool {
        guard ["plist", "json"].contains(url.pathExtension.lowercased()) else { return false }
        let name = url.deletingPathExtension().lastPathComponent.lowercased()
        return name.contains("theme") || url.deletingLastPathComponent().pathComponents.contains("Themes")
    }
}
