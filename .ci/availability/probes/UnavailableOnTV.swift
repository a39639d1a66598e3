import UIKitStubs

/// A stub declaration the SDK makes unavailable on a platform the package
/// supports: `UISwitch` does not exist on tvOS.
@MainActor func switchType() -> AnyObject.Type {
    UISwitch.self
}
