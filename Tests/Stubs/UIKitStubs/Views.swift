// Test-only: UIKit's views as Apple's documentation declares them (cited);
// see QuartzCoreStubs for what these stubs are. UIKit's views are main-actor
// classes, and so are these.
import Foundation

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView {
    public init() {}

    /// https://developer.apple.com/documentation/uikit/uiview/alpha -- `var alpha: CGFloat { get set }`
    open var alpha: CGFloat = 1
    /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor -- `var backgroundColor: UIColor? { get set }`
    open var backgroundColor: UIColor?
    /// https://developer.apple.com/documentation/uikit/uiview/clipstobounds -- `var clipsToBounds: Bool { get set }`
    open var clipsToBounds = false
    /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.property -- `var contentMode: UIView.ContentMode { get set }`
    open var contentMode = ContentMode.scaleToFill
    /// https://developer.apple.com/documentation/uikit/uiview/ishidden -- `var isHidden: Bool { get set }`
    open var isHidden = false
    /// https://developer.apple.com/documentation/uikit/uiview/layer -- `var layer: CALayer { get }`
    open var layer: CALayer { stubLayer }
    private let stubLayer = CALayer()
    /// https://developer.apple.com/documentation/uikit/uiview/layoutmargins -- `var layoutMargins: UIEdgeInsets { get set }`
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// https://developer.apple.com/documentation/uikit/uiview/tintcolor -- `var tintColor: UIColor! { get set }`
    open var tintColor: UIColor!

    /// Stub state: this view's traits and its trait-change handlers (see Traits.swift).
    var stubTraitCollection = UITraitCollection()
    var stubTraitHandlers: [(UITraitCollection) -> Void] = []

    /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum
    /// `enum ContentMode: Int` -- the thirteen cases below
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}

/// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting -- iOS 10
@MainActor public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    /// `var adjustsFontForContentSizeCategory: Bool { get set }`
    var adjustsFontForContentSizeCategory: Bool { get set }
}

/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    /// https://developer.apple.com/documentation/uikit/uilabel/adjustsfontsizetofitwidth -- `var adjustsFontSizeToFitWidth: Bool { get set }`
    open var adjustsFontSizeToFitWidth = false
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory (iOS 10)
    open var adjustsFontForContentSizeCategory = false
    /// https://developer.apple.com/documentation/uikit/uilabel/font -- `var font: UIFont! { get set }`
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)
    /// https://developer.apple.com/documentation/uikit/uilabel/highlightedtextcolor -- `var highlightedTextColor: UIColor? { get set }`
    open var highlightedTextColor: UIColor?
    /// https://developer.apple.com/documentation/uikit/uilabel/minimumscalefactor -- `var minimumScaleFactor: CGFloat { get set }`
    open var minimumScaleFactor: CGFloat = 0
    /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines -- `var numberOfLines: Int { get set }`
    open var numberOfLines = 1
    /// https://developer.apple.com/documentation/uikit/uilabel/textalignment -- `var textAlignment: NSTextAlignment { get set }`
    open var textAlignment = NSTextAlignment.natural
    /// https://developer.apple.com/documentation/uikit/uilabel/textcolor -- `var textColor: UIColor! { get set }`
    open var textColor: UIColor!
}

/// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor open class UIControl: UIView {
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
    /// `struct State: OptionSet` with `normal`, `highlighted`, `disabled`, `selected`, `focused` (iOS 9)
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal
        public static let normal = State([])
        /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/highlighted
        public static let highlighted = State(rawValue: 1 << 0)
        /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/disabled
        public static let disabled = State(rawValue: 1 << 1)
        /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/selected
        public static let selected = State(rawValue: 1 << 2)
        /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/focused (iOS 9)
        public static let focused = State(rawValue: 1 << 3)
    }
}

/// https://developer.apple.com/documentation/uikit/uibutton
@MainActor open class UIButton: UIControl {
    private var stubTitleColors: [UIControl.State: UIColor] = [:]
    private var stubImages: [UIControl.State: UIImage] = [:]
    private var stubBackgroundImages: [UIControl.State: UIImage] = [:]
    private let stubTitleLabel = UILabel(), stubImageView = UIImageView()

    /// https://developer.apple.com/documentation/uikit/uibutton/titlecolor(for:) -- `func titleColor(for state: UIControl.State) -> UIColor?`
    open func titleColor(for state: UIControl.State) -> UIColor? { stubTitleColors[state] }
    /// https://developer.apple.com/documentation/uikit/uibutton/settitlecolor(_:for:) -- `func setTitleColor(_ color: UIColor?, for state: UIControl.State)`
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { stubTitleColors[state] = color }
    /// https://developer.apple.com/documentation/uikit/uibutton/image(for:) -- `func image(for state: UIControl.State) -> UIImage?`
    open func image(for state: UIControl.State) -> UIImage? { stubImages[state] }
    /// https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:) -- `func setImage(_ image: UIImage?, for state: UIControl.State)`
    open func setImage(_ image: UIImage?, for state: UIControl.State) { stubImages[state] = image }
    /// https://developer.apple.com/documentation/uikit/uibutton/backgroundimage(for:) -- `func backgroundImage(for state: UIControl.State) -> UIImage?`
    open func backgroundImage(for state: UIControl.State) -> UIImage? { stubBackgroundImages[state] }
    /// https://developer.apple.com/documentation/uikit/uibutton/setbackgroundimage(_:for:) -- `func setBackgroundImage(_ image: UIImage?, for state: UIControl.State)`
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { stubBackgroundImages[state] = image }
    /// https://developer.apple.com/documentation/uikit/uibutton/titlelabel -- `var titleLabel: UILabel? { get }`
    open var titleLabel: UILabel? { stubTitleLabel }
    /// https://developer.apple.com/documentation/uikit/uibutton/imageview -- `var imageView: UIImageView? { get }`
    open var imageView: UIImageView? { stubImageView }
}

/// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor open class UITextField: UIControl, UIContentSizeCategoryAdjusting {
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory (iOS 10)
    open var adjustsFontForContentSizeCategory = false
    /// https://developer.apple.com/documentation/uikit/uitextfield/attributedplaceholder -- `var attributedPlaceholder: NSAttributedString? { get set }`
    open var attributedPlaceholder: NSAttributedString?
    /// https://developer.apple.com/documentation/uikit/uitextfield/font -- `var font: UIFont? { get set }`
    open var font: UIFont?
    /// https://developer.apple.com/documentation/uikit/uitextfield/placeholder -- `var placeholder: String? { get set }`
    open var placeholder: String? {
        get { attributedPlaceholder?.string }
        set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
    }
    /// https://developer.apple.com/documentation/uikit/uitextfield/textalignment -- `var textAlignment: NSTextAlignment { get set }`
    open var textAlignment = NSTextAlignment.natural
    /// https://developer.apple.com/documentation/uikit/uitextfield/textcolor -- `var textColor: UIColor? { get set }`
    open var textColor: UIColor?
}

/// https://developer.apple.com/documentation/uikit/uitextview
@MainActor open class UITextView: UIView, UIContentSizeCategoryAdjusting {
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory (iOS 10)
    open var adjustsFontForContentSizeCategory = false
    /// https://developer.apple.com/documentation/uikit/uitextview/font -- `var font: UIFont? { get set }`
    open var font: UIFont?
    /// https://developer.apple.com/documentation/uikit/uitextview/textalignment -- `var textAlignment: NSTextAlignment { get set }`
    open var textAlignment = NSTextAlignment.natural
    /// https://developer.apple.com/documentation/uikit/uitextview/textcolor -- `var textColor: UIColor? { get set }`
    open var textColor: UIColor?
    /// https://developer.apple.com/documentation/uikit/uitextview/textcontainerinset -- `var textContainerInset: UIEdgeInsets { get set }`
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
}

/// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor open class UIImageView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiimageview/image -- `var image: UIImage? { get set }`
    open var image: UIImage?
    /// https://developer.apple.com/documentation/uikit/uiimageview/highlightedimage -- `var highlightedImage: UIImage? { get set }`
    open var highlightedImage: UIImage?
}

/// https://developer.apple.com/documentation/uikit/uiswitch
@MainActor open class UISwitch: UIControl {
    /// https://developer.apple.com/documentation/uikit/uiswitch/ontintcolor -- `var onTintColor: UIColor? { get set }`
    open var onTintColor: UIColor?
    /// https://developer.apple.com/documentation/uikit/uiswitch/thumbtintcolor -- `var thumbTintColor: UIColor? { get set }`
    open var thumbTintColor: UIColor?
}

/// https://developer.apple.com/documentation/uikit/uislider
@MainActor open class UISlider: UIControl {
    /// https://developer.apple.com/documentation/uikit/uislider/maximumtracktintcolor -- `var maximumTrackTintColor: UIColor? { get set }`
    open var maximumTrackTintColor: UIColor?
    /// https://developer.apple.com/documentation/uikit/uislider/minimumtracktintcolor -- `var minimumTrackTintColor: UIColor? { get set }`
    open var minimumTrackTintColor: UIColor?
    /// https://developer.apple.com/documentation/uikit/uislider/thumbtintcolor -- `var thumbTintColor: UIColor? { get set }`
    open var thumbTintColor: UIColor?
}

/// https://developer.apple.com/documentation/uikit/uisegmentedcontrol
@MainActor open class UISegmentedControl: UIControl {
    private var stubTitleAttributes: [UIControl.State: [NSAttributedString.Key: Any]] = [:]
    /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmenttintcolor -- `var selectedSegmentTintColor: UIColor? { get set }` (iOS 13)
    open var selectedSegmentTintColor: UIColor?
    /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/titletextattributes(for:)
    /// `func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key : Any]?`
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { stubTitleAttributes[state] }
    /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/settitletextattributes(_:for:)
    /// `func setTitleTextAttributes(_ attributes: [NSAttributedString.Key : Any]?, for state: UIControl.State)`
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        stubTitleAttributes[state] = attributes
    }
}

/// https://developer.apple.com/documentation/uikit/uinavigationbar
@MainActor open class UINavigationBar: UIView {
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/bartintcolor -- `var barTintColor: UIColor? { get set }`
    open var barTintColor: UIColor?
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/istranslucent -- `var isTranslucent: Bool { get set }`
    open var isTranslucent = true
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/titletextattributes -- `var titleTextAttributes: [NSAttributedString.Key : Any]? { get set }`
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
}

/// https://developer.apple.com/documentation/uikit/uitabbar
@MainActor open class UITabBar: UIView {
    /// https://developer.apple.com/documentation/uikit/uitabbar/bartintcolor -- `var barTintColor: UIColor? { get set }`
    open var barTintColor: UIColor?
    /// https://developer.apple.com/documentation/uikit/uitabbar/istranslucent -- `var isTranslucent: Bool { get set }`
    open var isTranslucent = true
    /// https://developer.apple.com/documentation/uikit/uitabbar/unselecteditemtintcolor -- `var unselectedItemTintColor: UIColor? { get set }` (iOS 10)
    open var unselectedItemTintColor: UIColor?
}

/// https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor open class UITableViewCell: UIView {
    private let stubContentView = UIView()
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentview -- `var contentView: UIView { get }`
    open var contentView: UIView { stubContentView }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController {
    public init() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view -- `var view: UIView! { get set }`
    open var view: UIView! = UIView()
}
