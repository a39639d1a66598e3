import UIKitStubs

/// A stub declaration above the floor: UIKit's `registerForTraitChanges` is
/// iOS 17, tvOS 17, as the stub says the SDK declares it.
@MainActor func followStyle(of view: UIView) {
    view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, _: UITraitCollection) in }
}
