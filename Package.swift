// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ThemeKit",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .macCatalyst(.v16)],
    products: [
        .library(name: "ThemeKit", targets: ["ThemeKit"]),
        .executable(name: "themecheck", targets: ["themecheck"]),
    ],
    targets: [
        .target(name: "ThemeKit"),
        .executableTarget(name: "themecheck", dependencies: ["ThemeKit"]),
        .testTarget(name: "ThemeKitTests", dependencies: ["ThemeKit"]),
        .testTarget(
            name: "themecheckTests",
            dependencies: ["themecheck"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
