// Test-only: the button configuration of iOS 15 and tvOS 15, which UIKit
// declares in Swift; see QuartzCoreStubs for what these stubs are. The stub
// keeps what it is given; UIKit draws a configured button from it alone.
import Foundation

extension UIButton {
    /// `struct Configuration: Hashable` (iOS 15, tvOS 15; the stub is not
    /// `Hashable`, as the bridge never compares configurations)
    /// Checked against: the UIKit Swift interface (iOS 17 SDK)
    public struct Configuration {
        /// `static func plain() -> UIButton.Configuration`
        /// Checked against: the UIKit Swift interface (iOS 17 SDK)
        public static func plain() -> Configuration { Configuration(stubStyle: "plain") }
        /// `static func filled() -> UIButton.Configuration`
        /// Checked against: the UIKit Swift interface (iOS 17 SDK)
        public static func filled() -> Configuration { Configuration(stubStyle: "filled") }

        /// Stub state: which of the styles above made it.
        public let stubStyle: String
        /// `var baseForegroundColor: UIColor? { get set }`
        /// Checked against: the UIKit Swift interface (iOS 17 SDK)
        public var baseForegroundColor: UIColor?
        /// `var baseBackgroundColor: UIColor? { get set }`
        /// Checked against: the UIKit Swift interface (iOS 17 SDK)
        public var baseBackgroundColor: UIColor?
        /// `var image: UIImage? { get set }`
        /// Checked against: the UIKit Swift interface (iOS 17 SDK)
        public var image: UIImage?
        /// `var background: UIBackgroundConfiguration { get set }`
        /// Checked against: the UIKit Swift interface (iOS 17 SDK)
        public var background = UIBackgroundConfiguration()
        /// `var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer? { get set }`
        /// Checked against: the UIKit Swift interface (iOS 17 SDK)
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?

        init(stubStyle: String) { self.stubStyle = stubStyle }
    }
}

/// `struct UIBackgroundConfiguration` (iOS 14, tvOS 14)
/// Checked against: the UIKit Swift interface (iOS 17 SDK)
public struct UIBackgroundConfiguration {
    init() {}
    /// `var backgroundColor: UIColor? { get set }` (iOS 14)
    /// Checked against: the UIKit Swift interface (iOS 17 SDK)
    public var backgroundColor: UIColor?
    /// `var image: UIImage? { get set }` (iOS 15)
    /// Checked against: the UIKit Swift interface (iOS 17 SDK)
    public var image: UIImage?
}

/// `struct UIConfigurationTextAttributesTransformer` (iOS 15, tvOS 15)
/// Checked against: the UIKit Swift interface (iOS 17 SDK)
public struct UIConfigurationTextAttributesTransformer {
    /// `let transform: (AttributeContainer) -> AttributeContainer`
    /// Checked against: the UIKit Swift interface (iOS 17 SDK)
    public let transform: (AttributeContainer) -> AttributeContainer
    /// `init(_ transform: @escaping (AttributeContainer) -> AttributeContainer)`
    /// Checked against: the UIKit Swift interface (iOS 17 SDK)
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) { self.transform = transform }
}

extension AttributeScopes {
    /// `struct UIKitAttributes: AttributeScope` (iOS 15, tvOS 15; only its keys here)
    /// Checked against: the UIKit Swift interface (iOS 17 SDK)
    public struct UIKitAttributes {
        /// `enum FontAttribute: CodableAttributedStringKey` with `Value = UIFont`
        /// Checked against: the UIKit Swift interface (iOS 17 SDK)
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = "NSFont"
        }
        /// `enum ForegroundColorAttribute: CodableAttributedStringKey` with `Value = UIColor`
        /// Checked against: the UIKit Swift interface (iOS 17 SDK)
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "NSColor"
        }
    }
}

// UIKit's fonts and colours are NSObjects, so hashable; attribute values must be.
extension UIFont: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(stubDescription) }
}

extension UIColor: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(stubComponents) }
}
