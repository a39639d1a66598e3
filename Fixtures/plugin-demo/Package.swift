// swift-tools-version:6.0
// A package that lints its themes at build time with ThemeCheckPlugin.
// Built by .ci/plugin-check beside a link named ThemeKit to this repository.
import PackageDescription

let package = Package(
    name: "ThemedApp",
    dependencies: [.package(path: "../ThemeKit")],
    targets: [
        .executableTarget(
            name: "ThemedApp",
            dependencies: [.product(name: "ThemeKit", package: "ThemeKit")],
            resources: [.copy("Themes")],
            plugins: [.plugin(name: "ThemeCheckPlugin", package: "ThemeKit")]
        ),
        // A default and a dark theme linted as one chain, configured by themecheck.json.
        .executableTarget(
            name: "TeamApp",
            dependencies: [.product(name: "ThemeKit", package: "ThemeKit")],
            exclude: ["themecheck.json"],
            resources: [.copy("Themes")],
            plugins: [.plugin(name: "ThemeCheckPlugin", package: "ThemeKit")]
        ),
    ]
)
