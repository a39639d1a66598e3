/// The Apple platforms the package declares, with the floor `Package.swift`
/// gives each and what a build for it can import.
enum Platform: String, CaseIterable, Hashable {
    case iOS, macCatalyst, macOS, tvOS, watchOS

    /// The platform a symbol graph's availability domain or an `@available`
    /// name means (application-extension names count as their platform).
    init?(domain: String) {
        switch domain {
        case "iOS", "iOSApplicationExtension": self = .iOS
        case "macCatalyst", "macCatalystApplicationExtension": self = .macCatalyst
        case "macOS", "OSX", "macOSApplicationExtension", "OSXApplicationExtension": self = .macOS
        case "tvOS", "tvOSApplicationExtension": self = .tvOS
        case "watchOS", "watchOSApplicationExtension": self = .watchOS
        default: return nil
        }
    }

    /// What a build for this platform makes `os(...)` true for.
    var operatingSystem: String {
        switch self {
        case .iOS, .macCatalyst: "iOS"
        case .macOS: "macOS"
        case .tvOS: "tvOS"
        case .watchOS: "watchOS"
        }
    }

    /// The modules `canImport(...)` finds in this platform's SDK, of those the package asks about
    /// or may (code under `#if canImport(Synchronization)` is checked, not skipped).
    var importableModules: Set<String> {
        let everywhere: Set = [
            "Darwin", "Foundation", "Dispatch", "SwiftUI", "Observation", "Combine", "CoreGraphics", "QuartzCore",
            "Synchronization", "Testing", "XCTest",
        ]
        switch self {
        case .iOS, .tvOS, .watchOS: return everywhere.union(["UIKit"])
        case .macCatalyst: return everywhere.union(["UIKit", "AppKit"])
        case .macOS: return everywhere.union(["AppKit"])
        }
    }

    /// `targetEnvironment(...)` values true in a device build for this platform.
    var targetEnvironments: Set<String> {
        self == .macCatalyst ? ["macCatalyst"] : []
    }
}
