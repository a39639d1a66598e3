// swift-tools-version:6.2
import PackageDescription

/// Not products, and on Linux only, where no Apple framework exists: the
/// bridges' own sources compiled against test-only stubs of Apple's
/// declarations (each checked against the SDK file it cites), and tests that run
/// them there. Each `Tests/Stubbed/*/Sources` is a link to a bridge's source
/// folder; `THEMEKIT_STUBS` makes its files import the stubs. On a Mac the
/// products themselves compile against the real frameworks.
#if os(Linux)
let stubbed: [SwiftSetting] = [.define("THEMEKIT_STUBS")]
let bridgesOnStubs: [Target] = [
    .target(name: "QuartzCoreStubs", path: "Tests/Stubs/QuartzCoreStubs"),
    .target(name: "UIKitStubs", dependencies: ["QuartzCoreStubs"], path: "Tests/Stubs/UIKitStubs"),
    .target(name: "AppKitStubs", dependencies: ["QuartzCoreStubs"], path: "Tests/Stubs/AppKitStubs"),
    .target(name: "SwiftUIStubs", path: "Tests/Stubs/SwiftUIStubs"),
    .target(
        name: "StubbedThemeKitQuartzCore", dependencies: ["ThemeKit", "QuartzCoreStubs", "UIKitStubs"],
        path: "Tests/Stubbed/ThemeKitQuartzCore", swiftSettings: stubbed),
    .target(
        name: "StubbedThemeKitUIKit", dependencies: ["ThemeKit", "UIKitStubs", "StubbedThemeKitQuartzCore"],
        path: "Tests/Stubbed/ThemeKitUIKit", swiftSettings: stubbed),
    .target(
        name: "StubbedThemeKitAppKit", dependencies: ["ThemeKit", "AppKitStubs", "StubbedThemeKitQuartzCore"],
        path: "Tests/Stubbed/ThemeKitAppKit", swiftSettings: stubbed),
    .target(
        name: "StubbedThemeKitSwiftUI", dependencies: ["ThemeKit", "SwiftUIStubs"],
        path: "Tests/Stubbed/ThemeKitSwiftUI", swiftSettings: stubbed),
    .testTarget(
        name: "BridgeTests",
        dependencies: [
            "ThemeKit", "StubbedThemeKitUIKit", "StubbedThemeKitAppKit", "StubbedThemeKitSwiftUI",
        ]),
]
#else
let bridgesOnStubs: [Target] = []
#endif

let package = Package(
    name: "ThemeKit",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .macCatalyst(.v16)],
    products: [
        .library(name: "ThemeKit", targets: ["ThemeKit"]),
        .library(name: "ThemeKitTesting", targets: ["ThemeKitTesting"]),
        // The bridges: each compiles to nothing where its framework is missing.
        .library(name: "ThemeKitUIKit", targets: ["ThemeKitUIKit"]),
        .library(name: "ThemeKitAppKit", targets: ["ThemeKitAppKit"]),
        .library(name: "ThemeKitSwiftUI", targets: ["ThemeKitSwiftUI"]),
        .executable(name: "themecheck", targets: ["themecheck"]),
        .plugin(name: "ThemeCheckPlugin", targets: ["ThemeCheckPlugin"]),
    ],
    targets: [
        .target(name: "ThemeKit"),
        .target(name: "ThemeKitTesting", dependencies: ["ThemeKit"]),
        .target(name: "ThemeKitQuartzCore", dependencies: ["ThemeKit"]),
        .target(name: "ThemeKitUIKit", dependencies: ["ThemeKit", "ThemeKitQuartzCore"]),
        .target(name: "ThemeKitAppKit", dependencies: ["ThemeKit", "ThemeKitQuartzCore"]),
        .target(name: "ThemeKitSwiftUI", dependencies: ["ThemeKit"]),
        .executableTarget(name: "themecheck", dependencies: ["ThemeKit"]),
        .plugin(
            name: "ThemeCheckPlugin", capability: .buildTool(), dependencies: ["themecheck"],
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
            dependencies: ["ThemeKit", "ThemeKitTesting", "themecheck", "themekit-demo", "BenchmarkInputs"],
            // The references of ThemeKitTesting's snapshot tests: read by path, never bundled.
            exclude: ["__Snapshots__"]
        ),
    ] + bridgesOnStubs,
    swiftLanguageModes: [.v6]
)
