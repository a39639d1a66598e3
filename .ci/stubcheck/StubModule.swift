/// What each stub module stands for: the SDK modules whose declarations it
/// copies, and the platforms whose SDKs it is checked against.
///
/// A member may come from a module the list does not name only through a
/// superclass or protocol (`UIView.init()` from `ObjectiveC`'s `NSObject`).
struct StubModule {
    let frameworks: Set<String>
    let platforms: [Platform]

    /// The stub modules of `Package.swift`, by name.
    static let known: [String: StubModule] = [
        "UIKitStubs": StubModule(frameworks: ["UIKit", "ObjectiveC"], platforms: [.iOS, .tvOS]),
        "QuartzCoreStubs": StubModule(frameworks: ["QuartzCore", "CoreGraphics", "ObjectiveC"], platforms: [.iOS, .tvOS, .macOS]),
        "SwiftUIStubs": StubModule(frameworks: ["SwiftUI", "SwiftUICore", "Combine"], platforms: [.iOS, .tvOS, .macOS]),
        "AppKitStubs": StubModule(frameworks: ["AppKit", "ObjectiveC"], platforms: [.macOS]),
    ]
}
