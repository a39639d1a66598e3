// Test-only: UIKit's views as the iOS SDK declares them; see QuartzCoreStubs
// for what these stubs are. UIKit's views are main-actor classes
// (`NS_SWIFT_UI_ACTOR`), and so are these. Each declaration names the SDK file
// it was checked against (nullability decides `?`, `!` or neither).
import Foundation

/// Checked against: iPhoneOS16.1.sdk UIKit UIView.h
@MainActor open class UIView {
    /// `init()`, inherited from `NSObject` (UIKit's is `init(frame: .zero)`).
    /// Checked against: iPhoneOS17.4.sdk ObjectiveC NSObject.h
    public init() {}

    /// `var alpha: CGFloat { get set }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UIView.h
    open var alpha: CGFloat = 1
    /// `var backgroundColor: UIColor? { get set }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UIView.h
    open var backgroundColor: UIColor?
    /// `var clipsToBounds: Bool { get set }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UIView.h
    open var clipsToBounds = false
    /// `var contentMode: UIView.ContentMode { get set }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UIView.h
    open var contentMode = ContentMode.scaleToFill
    /// `var isHidden: Bool { get set }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UIView.h
    open var isHidden = false
    /// `var layer: CALayer { get }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UIView.h
    open var layer: CALayer { stubLayer }
    private let stubLayer = CALayer()
    /// `var layoutMargins: UIEdgeInsets { get set }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UIView.h
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// `var tintColor: UIColor! { get set }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UIView.h
    open var tintColor: UIColor!

    /// `var isUserInteractionEnabled: Bool { get set }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UIView.h
    open var isUserInteractionEnabled = true
    /// `var superview: UIView? { get }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UIView.h
    open private(set) weak var superview: UIView?
    /// `var subviews: [UIView] { get }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UIView.h
    open private(set) var subviews: [UIView] = []

    /// `func addSubview(_ view: UIView)`
    /// Checked against: iPhoneOS16.1.sdk UIKit UIView.h
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// `func removeFromSuperview()`
    /// Checked against: iPhoneOS16.1.sdk UIKit UIView.h
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// `func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)`, from `UITraitEnvironment`
    /// Checked against: iPhoneOS16.1.sdk UIKit UITraitCollection.h
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Stub state: this view's traits and its trait-change handlers (see Traits.swift).
    var stubTraitCollection = UITraitCollection()
    var stubTraitHandlers: [(UITraitCollection) -> Void] = []

    /// Checked against: iPhoneOS16.1.sdk UIKit UIView.h
    /// `enum ContentMode: Int` -- the thirteen cases below
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}

/// Checked against: iPhoneOS17.4.sdk UIKit UIContentSizeCategoryAdjusting.h (iOS 10)
@MainActor public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Checked against: iPhoneOS17.4.sdk UIKit UIContentSizeCategoryAdjusting.h (iOS 10)
    /// `var adjustsFontForContentSizeCategory: Bool { get set }`
    var adjustsFontForContentSizeCategory: Bool { get set }
}

/// Checked against: iPhoneOS16.1.sdk UIKit UILabel.h
@MainActor open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    /// `var adjustsFontSizeToFitWidth: Bool { get set }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UILabel.h
    open var adjustsFontSizeToFitWidth = false
    /// `var attributedText: NSAttributedString? { get set }` (iOS 6)
    /// Checked against: iPhoneOS16.1.sdk UIKit UILabel.h
    open var attributedText: NSAttributedString?
    /// `var text: String? { get set }` (setting it drops the attributes, as UIKit does)
    /// Checked against: iPhoneOS16.1.sdk UIKit UILabel.h
    open var text: String? {
        get { attributedText?.string }
        set { attributedText = newValue.map { NSAttributedString(string: $0) } }
    }
    /// Checked against: iPhoneOS17.4.sdk UIKit UIContentSizeCategoryAdjusting.h (iOS 10)
    open var adjustsFontForContentSizeCategory = false
    /// `var font: UIFont! { get set }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UILabel.h
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)
    /// `var highlightedTextColor: UIColor? { get set }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UILabel.h
    open var highlightedTextColor: UIColor?
    /// `var minimumScaleFactor: CGFloat { get set }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UILabel.h
    open var minimumScaleFactor: CGFloat = 0
    /// `var numberOfLines: Int { get set }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UILabel.h
    open var numberOfLines = 1
    /// `var textAlignment: NSTextAlignment { get set }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UILabel.h
    open var textAlignment = NSTextAlignment.natural
    /// `var textColor: UIColor! { get set }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UILabel.h
    open var textColor: UIColor!
}

/// Checked against: iPhoneOS16.2.sdk UIKit UIControl.h
@MainActor open class UIControl: UIView {
    /// Checked against: iPhoneOS16.2.sdk UIKit UIControl.h
    /// `struct State: OptionSet` with `normal`, `highlighted`, `disabled`, `selected`, `focused` (iOS 9)
    /// (not `Hashable`: a table keeps one by its `rawValue`)
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Checked against: iPhoneOS16.2.sdk UIKit UIControl.h
        public static let normal = State([])
        /// Checked against: iPhoneOS16.2.sdk UIKit UIControl.h
        public static let highlighted = State(rawValue: 1 << 0)
        /// Checked against: iPhoneOS16.2.sdk UIKit UIControl.h
        public static let disabled = State(rawValue: 1 << 1)
        /// Checked against: iPhoneOS16.2.sdk UIKit UIControl.h
        public static let selected = State(rawValue: 1 << 2)
        /// Checked against: iPhoneOS16.2.sdk UIKit UIControl.h
        public static let focused = State(rawValue: 1 << 3)
    }

    /// `var isEnabled: Bool { get set }`
    /// Checked against: iPhoneOS17.4.sdk UIKit UIControl.h
    open var isEnabled = true { didSet { stubStateDidChange() } }
    /// `var isSelected: Bool { get set }`
    /// Checked against: iPhoneOS17.4.sdk UIKit UIControl.h
    open var isSelected = false { didSet { stubStateDidChange() } }
    /// `var isHighlighted: Bool { get set }`
    /// Checked against: iPhoneOS17.4.sdk UIKit UIControl.h
    open var isHighlighted = false { didSet { stubStateDidChange() } }
    /// `var state: UIControl.State { get }` (synthesized from the flags above)
    /// Checked against: iPhoneOS17.4.sdk UIKit UIControl.h
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Stub state: what UIKit does when a flag changes (a button updates its configuration).
    open func stubStateDidChange() {}
}

/// Checked against: iPhoneOS16.1.sdk UIKit UIButton.h
@MainActor open class UIButton: UIControl {
    private var stubTitleColors: [UIControl.State.RawValue: UIColor] = [:]
    private var stubImages: [UIControl.State.RawValue: UIImage] = [:]
    private var stubBackgroundImages: [UIControl.State.RawValue: UIImage] = [:]
    private let stubTitleLabel = UILabel(), stubImageView = UIImageView()

    /// `func titleColor(for state: UIControl.State) -> UIColor?`
    /// Checked against: iPhoneOS16.1.sdk UIKit UIButton.h
    open func titleColor(for state: UIControl.State) -> UIColor? { stubTitleColors[state.rawValue] }
    /// `func setTitleColor(_ color: UIColor?, for state: UIControl.State)`
    /// Checked against: iPhoneOS16.1.sdk UIKit UIButton.h
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { stubTitleColors[state.rawValue] = color }
    /// `func image(for state: UIControl.State) -> UIImage?`
    /// Checked against: iPhoneOS16.1.sdk UIKit UIButton.h
    open func image(for state: UIControl.State) -> UIImage? { stubImages[state.rawValue] }
    /// `func setImage(_ image: UIImage?, for state: UIControl.State)`
    /// Checked against: iPhoneOS16.1.sdk UIKit UIButton.h
    open func setImage(_ image: UIImage?, for state: UIControl.State) { stubImages[state.rawValue] = image }
    /// `func backgroundImage(for state: UIControl.State) -> UIImage?`
    /// Checked against: iPhoneOS16.1.sdk UIKit UIButton.h
    open func backgroundImage(for state: UIControl.State) -> UIImage? { stubBackgroundImages[state.rawValue] }
    /// `func setBackgroundImage(_ image: UIImage?, for state: UIControl.State)`
    /// Checked against: iPhoneOS16.1.sdk UIKit UIButton.h
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { stubBackgroundImages[state.rawValue] = image }
    /// `var titleLabel: UILabel? { get }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UIButton.h
    open var titleLabel: UILabel? { stubTitleLabel }
    /// `var imageView: UIImageView? { get }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UIButton.h
    open var imageView: UIImageView? { stubImageView }

    /// `var configuration: UIButton.Configuration? { get set }` (iOS 15, tvOS 15)
    /// Checked against: iPhoneOS17.4.sdk UIKit UIKit.swiftinterface
    open var configuration: Configuration?
    /// `var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? { get set }` (iOS 15, tvOS 15)
    /// Checked against: iPhoneOS17.4.sdk UIKit UIButton.h
    open var configurationUpdateHandler: ConfigurationUpdateHandler?
    /// `typealias ConfigurationUpdateHandler = (UIButton) -> Void` (iOS 15, tvOS 15)
    /// Checked against: iPhoneOS17.4.sdk UIKit UIButton.h
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void
    /// `func setNeedsUpdateConfiguration()` (iOS 15, tvOS 15); UIKit coalesces
    /// the update and runs it later, the stub runs the handler at once.
    /// Checked against: iPhoneOS17.4.sdk UIKit UIButton.h
    open func setNeedsUpdateConfiguration() { configurationUpdateHandler?(self) }

    override open func stubStateDidChange() { setNeedsUpdateConfiguration() }
}

/// Checked against: iPhoneOS16.1.sdk UIKit UITextField.h
@MainActor open class UITextField: UIControl, UIContentSizeCategoryAdjusting {
    /// Checked against: iPhoneOS17.4.sdk UIKit UIContentSizeCategoryAdjusting.h (iOS 10)
    open var adjustsFontForContentSizeCategory = false
    /// `var attributedPlaceholder: NSAttributedString? { get set }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UITextField.h
    open var attributedPlaceholder: NSAttributedString?
    /// `var font: UIFont? { get set }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UITextField.h
    open var font: UIFont?
    /// `var placeholder: String? { get set }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UITextField.h
    open var placeholder: String? {
        get { attributedPlaceholder?.string }
        set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
    }
    /// `var textAlignment: NSTextAlignment { get set }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UITextField.h
    open var textAlignment = NSTextAlignment.natural
    /// `var textColor: UIColor? { get set }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UITextField.h
    open var textColor: UIColor?
}

/// Checked against: iPhoneOS16.4.sdk UIKit UITextView.h
@MainActor open class UITextView: UIView, UIContentSizeCategoryAdjusting {
    /// Checked against: iPhoneOS17.4.sdk UIKit UIContentSizeCategoryAdjusting.h (iOS 10)
    open var adjustsFontForContentSizeCategory = false
    /// `var attributedText: NSAttributedString! { get set }` (iOS 6)
    /// Checked against: iPhoneOS16.4.sdk UIKit UITextView.h
    open var attributedText: NSAttributedString! = NSAttributedString(string: "")
    /// `var font: UIFont? { get set }`
    /// Checked against: iPhoneOS16.4.sdk UIKit UITextView.h
    open var font: UIFont?
    /// `var textAlignment: NSTextAlignment { get set }`
    /// Checked against: iPhoneOS16.4.sdk UIKit UITextView.h
    open var textAlignment = NSTextAlignment.natural
    /// `var textColor: UIColor? { get set }`
    /// Checked against: iPhoneOS16.4.sdk UIKit UITextView.h
    open var textColor: UIColor?
    /// `var textContainerInset: UIEdgeInsets { get set }`
    /// Checked against: iPhoneOS16.4.sdk UIKit UITextView.h
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
}

/// Checked against: iPhoneOS16.1.sdk UIKit UIImageView.h
@MainActor open class UIImageView: UIView {
    /// `var image: UIImage? { get set }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UIImageView.h
    open var image: UIImage?
    /// `var highlightedImage: UIImage? { get set }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UIImageView.h
    open var highlightedImage: UIImage?
}

/// Unavailable on tvOS.
/// Checked against: iPhoneOS16.2.sdk UIKit UISwitch.h
@available(tvOS, unavailable)
@MainActor open class UISwitch: UIControl {
    /// `var onTintColor: UIColor? { get set }`
    /// Checked against: iPhoneOS16.2.sdk UIKit UISwitch.h
    open var onTintColor: UIColor?
    /// `var thumbTintColor: UIColor? { get set }`
    /// Checked against: iPhoneOS16.2.sdk UIKit UISwitch.h
    open var thumbTintColor: UIColor?
}

/// Unavailable on tvOS.
/// Checked against: iPhoneOS18.1.sdk UIKit UISlider.h
@available(tvOS, unavailable)
@MainActor open class UISlider: UIControl {
    /// `var maximumTrackTintColor: UIColor? { get set }`
    /// Checked against: iPhoneOS18.1.sdk UIKit UISlider.h
    open var maximumTrackTintColor: UIColor?
    /// `var minimumTrackTintColor: UIColor? { get set }`
    /// Checked against: iPhoneOS18.1.sdk UIKit UISlider.h
    open var minimumTrackTintColor: UIColor?
    /// `var thumbTintColor: UIColor? { get set }`
    /// Checked against: iPhoneOS18.1.sdk UIKit UISlider.h
    open var thumbTintColor: UIColor?
}

/// Checked against: iPhoneOS16.1.sdk UIKit UISegmentedControl.h
@MainActor open class UISegmentedControl: UIControl {
    private var stubTitleAttributes: [UIControl.State.RawValue: [NSAttributedString.Key: Any]] = [:]
    /// `var selectedSegmentTintColor: UIColor? { get set }` (iOS 13)
    /// Checked against: iPhoneOS16.1.sdk UIKit UISegmentedControl.h
    open var selectedSegmentTintColor: UIColor?
    /// Checked against: iPhoneOS16.1.sdk UIKit UISegmentedControl.h
    /// `func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key : Any]?`
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { stubTitleAttributes[state.rawValue] }
    /// Checked against: iPhoneOS16.1.sdk UIKit UISegmentedControl.h
    /// `func setTitleTextAttributes(_ attributes: [NSAttributedString.Key : Any]?, for state: UIControl.State)`
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        stubTitleAttributes[state.rawValue] = attributes
    }
}

/// Checked against: iPhoneOS16.1.sdk UIKit UINavigationBar.h
@MainActor open class UINavigationBar: UIView {
    /// `var barTintColor: UIColor? { get set }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UINavigationBar.h
    open var barTintColor: UIColor?
    /// `var isTranslucent: Bool { get set }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UINavigationBar.h
    open var isTranslucent = true
    /// `var titleTextAttributes: [NSAttributedString.Key : Any]? { get set }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UINavigationBar.h
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// `@NSCopying var standardAppearance: UINavigationBarAppearance { get set }` (iOS 13, tvOS 13)
    /// Checked against: iPhoneOS17.4.sdk UIKit UINavigationBar.h
    open var standardAppearance: UINavigationBarAppearance {
        get { stubStandardAppearance.copy() }
        set { stubStandardAppearance = newValue.copy() }
    }
    private var stubStandardAppearance = UINavigationBarAppearance()
    /// `@NSCopying var compactAppearance: UINavigationBarAppearance? { get set }` (iOS 13)
    /// Checked against: iPhoneOS17.4.sdk UIKit UINavigationBar.h
    open var compactAppearance: UINavigationBarAppearance? {
        get { stubCompactAppearance?.copy() }
        set { stubCompactAppearance = newValue?.copy() }
    }
    private var stubCompactAppearance: UINavigationBarAppearance?
    /// `@NSCopying var scrollEdgeAppearance: UINavigationBarAppearance? { get set }` (iOS 13)
    /// Checked against: iPhoneOS17.4.sdk UIKit UINavigationBar.h
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { stubScrollEdgeAppearance?.copy() }
        set { stubScrollEdgeAppearance = newValue?.copy() }
    }
    private var stubScrollEdgeAppearance: UINavigationBarAppearance?
    /// `@NSCopying var compactScrollEdgeAppearance: UINavigationBarAppearance? { get set }` (iOS 15)
    /// Checked against: iPhoneOS17.4.sdk UIKit UINavigationBar.h
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { stubCompactScrollEdgeAppearance?.copy() }
        set { stubCompactScrollEdgeAppearance = newValue?.copy() }
    }
    private var stubCompactScrollEdgeAppearance: UINavigationBarAppearance?
}

/// Checked against: iPhoneOS16.1.sdk UIKit UITabBar.h
@MainActor open class UITabBar: UIView {
    /// `var barTintColor: UIColor? { get set }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UITabBar.h
    open var barTintColor: UIColor?
    /// `var isTranslucent: Bool { get set }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UITabBar.h
    open var isTranslucent = true
    /// `var unselectedItemTintColor: UIColor? { get set }` (iOS 10)
    /// Checked against: iPhoneOS16.1.sdk UIKit UITabBar.h
    open var unselectedItemTintColor: UIColor?
    /// `@NSCopying var standardAppearance: UITabBarAppearance { get set }` (iOS 13, tvOS 13)
    /// Checked against: iPhoneOS17.4.sdk UIKit UITabBar.h
    open var standardAppearance: UITabBarAppearance {
        get { stubStandardAppearance.copy() }
        set { stubStandardAppearance = newValue.copy() }
    }
    private var stubStandardAppearance = UITabBarAppearance()
    /// `@NSCopying var scrollEdgeAppearance: UITabBarAppearance? { get set }` (iOS 15)
    /// Checked against: iPhoneOS17.4.sdk UIKit UITabBar.h
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { stubScrollEdgeAppearance?.copy() }
        set { stubScrollEdgeAppearance = newValue?.copy() }
    }
    private var stubScrollEdgeAppearance: UITabBarAppearance?
}

/// Checked against: iPhoneOS17.4.sdk UIKit UIToolbar.h
@available(tvOS, unavailable)
@MainActor open class UIToolbar: UIView {
    /// `var barTintColor: UIColor? { get set }` (iOS 7)
    /// Checked against: iPhoneOS17.4.sdk UIKit UIToolbar.h
    open var barTintColor: UIColor?
    /// `var isTranslucent: Bool { get set }` (iOS 3)
    /// Checked against: iPhoneOS17.4.sdk UIKit UIToolbar.h
    open var isTranslucent = true
    /// `@NSCopying var standardAppearance: UIToolbarAppearance { get set }` (iOS 13)
    /// Checked against: iPhoneOS17.4.sdk UIKit UIToolbar.h
    open var standardAppearance: UIToolbarAppearance {
        get { stubStandardAppearance.copy() }
        set { stubStandardAppearance = newValue.copy() }
    }
    private var stubStandardAppearance = UIToolbarAppearance()
    /// `@NSCopying var compactAppearance: UIToolbarAppearance? { get set }` (iOS 13)
    /// Checked against: iPhoneOS17.4.sdk UIKit UIToolbar.h
    open var compactAppearance: UIToolbarAppearance? {
        get { stubCompactAppearance?.copy() }
        set { stubCompactAppearance = newValue?.copy() }
    }
    private var stubCompactAppearance: UIToolbarAppearance?
    /// `@NSCopying var scrollEdgeAppearance: UIToolbarAppearance? { get set }` (iOS 15)
    /// Checked against: iPhoneOS17.4.sdk UIKit UIToolbar.h
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        get { stubScrollEdgeAppearance?.copy() }
        set { stubScrollEdgeAppearance = newValue?.copy() }
    }
    private var stubScrollEdgeAppearance: UIToolbarAppearance?
    /// `@NSCopying var compactScrollEdgeAppearance: UIToolbarAppearance? { get set }` (iOS 15)
    /// Checked against: iPhoneOS17.4.sdk UIKit UIToolbar.h
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { stubCompactScrollEdgeAppearance?.copy() }
        set { stubCompactScrollEdgeAppearance = newValue?.copy() }
    }
    private var stubCompactScrollEdgeAppearance: UIToolbarAppearance?
}

/// Checked against: iPhoneOS16.1.sdk UIKit UITableViewCell.h
@MainActor open class UITableViewCell: UIView {
    private let stubContentView = UIView()
    /// `var contentView: UIView { get }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UITableViewCell.h
    open var contentView: UIView { stubContentView }
}

/// Checked against: iPhoneOS16.1.sdk UIKit UIViewController.h
@MainActor open class UIViewController {
    /// `init()`, inherited from `NSObject`.
    /// Checked against: iPhoneOS17.4.sdk ObjectiveC NSObject.h
    public init() {}
    /// `var view: UIView! { get set }`
    /// Checked against: iPhoneOS16.1.sdk UIKit UIViewController.h
    open var view: UIView! = UIView()
    /// `- (void)viewDidLoad;`
    /// Checked against: iPhoneOS16.1.sdk UIKit UIViewController.h
    open func viewDidLoad() {}
}
