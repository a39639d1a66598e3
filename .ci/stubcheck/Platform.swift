import Foundation

/// An Apple platform a stub module stands for, as `.ci/sdk-env` names it
/// (`sdk_platform`) and as an `@available` domain spells it.
enum Platform: String, CaseIterable, Comparable {
    case iOS = "ios"
    case tvOS = "tvos"
    case macOS = "macos"

    /// The name in `@available(...)` and in a symbol graph's availability.
    var domain: String {
        switch self {
        case .iOS: "iOS"
        case .tvOS: "tvOS"
        case .macOS: "macOS"
        }
    }

    /// How an SDK folder of this platform begins (`iPhoneOS17.4.sdk`), and so a citation naming it.
    var sdkPrefix: String {
        switch self {
        case .iOS: "iPhoneOS"
        case .tvOS: "AppleTVOS"
        case .macOS: "MacOSX"
        }
    }

    /// The platform an `@available` domain or a citation's `iOS SDK` means.
    init?(domain: String) {
        guard let platform = Self.allCases.first(where: { $0.domain == domain || $0.sdkPrefix == domain }) else { return nil }
        self = platform
    }

    static func < (lhs: Platform, rhs: Platform) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A `major.minor.patch` version, compared component by component.
struct Version: Comparable, CustomStringConvertible {
    var components: [Int]

    init(_ components: [Int]) {
        self.components = components
    }

    init(_ numbers: Symbol.Availability.Numbers) {
        components = [numbers.major, numbers.minor ?? 0, numbers.patch ?? 0]
    }

    static func < (lhs: Version, rhs: Version) -> Bool {
        for index in 0..<3 {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    /// `17.0`, `10.15`, `8.2`: at least a minor version, as `@available` is written.
    var description: String {
        var shown = components
        while shown.count > 2, shown.last == 0 { shown.removeLast() }
        if shown.count < 2 { shown.append(0) }
        return shown.map(String.init).joined(separator: ".")
    }
}

/// The deployment targets of `Package.swift` (`.iOS(.v16)`), which a stub
/// without `@available` claims: it says the declaration is there from the floor.
func deploymentTargets(manifest: URL) throws -> [Platform: Version] {
    let text = try String(contentsOf: manifest, encoding: .utf8)
    var floors: [Platform: Version] = [:]
    for match in text.matches(of: #/\.(macOS|iOS|tvOS)\(\.v(\d+)(?:_(\d+))?\)/#) {
        guard let platform = Platform(domain: String(match.1)), let major = Int(match.2) else { continue }
        floors[platform] = Version([major, match.3.flatMap { Int($0) } ?? 0])
    }
    guard floors.count == Platform.allCases.count else {
        throw CheckFailure("\(manifest.path) names no deployment target for every one of iOS, tvOS and macOS")
    }
    return floors
}
