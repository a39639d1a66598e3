// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "ThemeKit",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .macCatalyst(.v16)],
    products: [
        .library(name: "ThemeKit", targets: ["ThemeKit"]),
        .library(name: "ThemeKitTesting", targets: ["ThemeKitTesting"]),
        .executable(name: "themecheck", targets: ["themecheck"]),
        .plugin(name: "ThemeCheckPlugin", targets: ["ThemeCheckPlugin"]),
    ],
    targets: [
        .target(name: "ThemeKit"),
        .target(name: "ThemeKitTesting", dependencies: ["ThemeKit"]),
        .executableTarget(name: "themecheck", dependencies: ["ThemeKit"]),
        .plugin(name: "ThemeCheckPlugin", capability: .buildTool(), dependencies: ["themecheck"],
                path: "Sources/ThemeCheckPlugin"),
        .executableTarget(name: "themekit-demo", dependencies: ["ThemeKit", "DemoModel"]),
        // The demo's UI model, which the benchmark also styles.
        .target(name: "DemoModel", dependencies: ["ThemeKit"]),
        // Not products: the benchmark, its generated inputs, and the child process of the
        // overrides crash-consistency test.
        .target(name: "BenchmarkInputs"),
        .executableTarget(name: "themekit-bench", dependencies: ["ThemeKit", "BenchmarkInputs", "DemoModel", "themecheck"]),
        .executableTarget(name: "overrides-writer", dependencies: ["ThemeKit"]),
        .testTarget(name: "ThemeKitTests", dependencies: ["ThemeKit", "overrides-writer", "BenchmarkInputs"]),
        .testTarget(name: "ThemeKitTestingTests", dependencies: ["ThemeKitTesting"]),
        .testTarget(name: "BenchmarkInputsTests", dependencies: ["BenchmarkInputs", "ThemeKit"]),
        .testTarget(
            name: "themecheckTests",
            dependencies: ["ThemeKit", "ThemeKitTesting", "themecheck", "themekit-demo"],
            // The references of ThemeKitTesting's snapshot tests: read by path, never bundled.
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
