// Test-only: AppKit's views as Apple's documentation declares them (cited).
import Foundation

/// https://developer.apple.com/documentation/appkit/nsview
@MainActor open class NSView {
    public init() {}
    /// https://developer.apple.com/documentation/appkit/nsview/alphavalue -- `var alphaValue: CGFloat { get set }`
    open var alphaValue: CGFloat = 1
    /// https://developer.apple.com/documentation/appkit/nsview/ishidden -- `var isHidden: Bool { get set }`
    open var isHidden = false
    /// https://developer.apple.com/documentation/appkit/nsview/layer -- `var layer: CALayer? { get set }`
    open var layer: CALayer?
    /// https://developer.apple.com/documentation/appkit/nsview/wantslayer -- `var wantsLayer: Bool { get set }`
    open var wantsLayer = false {
        didSet { if wantsLayer, layer == nil { layer = CALayer() } }
    }
}

/// https://developer.apple.com/documentation/appkit/nscontrol
@MainActor open class NSControl: NSView {
    /// https://developer.apple.com/documentation/appkit/nscontrol/alignment -- `var alignment: NSTextAlignment { get set }`
    open var alignment = NSTextAlignment.natural
    /// https://developer.apple.com/documentation/appkit/nscontrol/font -- `var font: NSFont? { get set }`
    open var font: NSFont?
}

/// https://developer.apple.com/documentation/appkit/nstextfield
@MainActor open class NSTextField: NSControl {
    /// https://developer.apple.com/documentation/appkit/nstextfield/backgroundcolor -- `var backgroundColor: NSColor? { get set }`
    open var backgroundColor: NSColor?
    /// https://developer.apple.com/documentation/appkit/nstextfield/drawsbackground -- `var drawsBackground: Bool { get set }`
    open var drawsBackground = false
    /// https://developer.apple.com/documentation/appkit/nstextfield/placeholderattributedstring -- `var placeholderAttributedString: NSAttributedString? { get set }` (macOS 10.10)
    open var placeholderAttributedString: NSAttributedString?
    /// https://developer.apple.com/documentation/appkit/nstextfield/placeholderstring -- `var placeholderString: String? { get set }` (macOS 10.10)
    open var placeholderString: String?
    /// https://developer.apple.com/documentation/appkit/nstextfield/textcolor -- `var textColor: NSColor? { get set }`
    open var textColor: NSColor?
}

/// https://developer.apple.com/documentation/appkit/nsbutton
@MainActor open class NSButton: NSControl {
    /// https://developer.apple.com/documentation/appkit/nsbutton/bezelcolor -- `var bezelColor: NSColor? { get set }` (macOS 10.12.2)
    open var bezelColor: NSColor?
    /// https://developer.apple.com/documentation/appkit/nsbutton/contenttintcolor -- `var contentTintColor: NSColor? { get set }` (macOS 10.14)
    open var contentTintColor: NSColor?
    /// https://developer.apple.com/documentation/appkit/nsbutton/image -- `var image: NSImage? { get set }`
    open var image: NSImage?
}

/// https://developer.apple.com/documentation/appkit/nsimageview
@MainActor open class NSImageView: NSControl {
    /// https://developer.apple.com/documentation/appkit/nsimageview/contenttintcolor -- `var contentTintColor: NSColor? { get set }` (macOS 10.14)
    open var contentTintColor: NSColor?
    /// https://developer.apple.com/documentation/appkit/nsimageview/image -- `var image: NSImage? { get set }`
    open var image: NSImage?
    /// https://developer.apple.com/documentation/appkit/nsimageview/imagescaling -- `var imageScaling: NSImageScaling { get set }`
    open var imageScaling = NSImageScaling.scaleProportionallyDown
}

/// https://developer.apple.com/documentation/appkit/nstextview
@MainActor open class NSTextView: NSView {
    /// https://developer.apple.com/documentation/appkit/nstextview/backgroundcolor -- `var backgroundColor: NSColor { get set }`
    open var backgroundColor = NSColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// https://developer.apple.com/documentation/appkit/nstext/font -- `var font: NSFont? { get set }`
    open var font: NSFont?
    /// https://developer.apple.com/documentation/appkit/nstext/textcolor -- `var textColor: NSColor? { get set }`
    open var textColor: NSColor?
}

/// https://developer.apple.com/documentation/appkit/nsslider
@MainActor open class NSSlider: NSControl {
    /// https://developer.apple.com/documentation/appkit/nsslider/trackfillcolor -- `var trackFillColor: NSColor? { get set }` (macOS 10.12.2)
    open var trackFillColor: NSColor?
}

/// https://developer.apple.com/documentation/appkit/nssegmentedcontrol
@MainActor open class NSSegmentedControl: NSControl {
    /// https://developer.apple.com/documentation/appkit/nssegmentedcontrol/selectedsegmentbezelcolor -- `var selectedSegmentBezelColor: NSColor? { get set }` (macOS 10.14)
    open var selectedSegmentBezelColor: NSColor?
}

/// https://developer.apple.com/documentation/appkit/nsbox
@MainActor open class NSBox: NSView {
    /// https://developer.apple.com/documentation/appkit/nsbox/bordercolor -- `var borderColor: NSColor { get set }`
    open var borderColor = NSColor(red: 0, green: 0, blue: 0, alpha: 0.4)
    /// https://developer.apple.com/documentation/appkit/nsbox/borderwidth -- `var borderWidth: CGFloat { get set }`
    open var borderWidth: CGFloat = 1
    /// https://developer.apple.com/documentation/appkit/nsbox/cornerradius -- `var cornerRadius: CGFloat { get set }`
    open var cornerRadius: CGFloat = 0
    /// https://developer.apple.com/documentation/appkit/nsbox/fillcolor -- `var fillColor: NSColor { get set }`
    open var fillColor = NSColor(red: 0, green: 0, blue: 0, alpha: 0)
}

/// https://developer.apple.com/documentation/appkit/nsviewcontroller
@MainActor open class NSViewController {
    public init() {}
    /// https://developer.apple.com/documentation/appkit/nsviewcontroller/view -- `var view: NSView { get set }`
    open var view = NSView()
}

/// https://developer.apple.com/documentation/appkit/nsapplication
@MainActor open class NSApplication {
    public init() {}
    private var stubHandlers: [(NSAppearance) -> Void] = []

    /// https://developer.apple.com/documentation/appkit/nsapplication/effectiveappearance -- `var effectiveAppearance: NSAppearance { get }` (macOS 10.14)
    open var effectiveAppearance = NSAppearance(named: .aqua)! {
        didSet { for handler in stubHandlers { handler(effectiveAppearance) } }
    }

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/observe(_:options:changehandler:)
    /// `@preconcurrency func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    /// changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation`
    public func observe<Value>(_ keyPath: KeyPath<NSApplication, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping @Sendable (NSApplication, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let index = stubHandlers.count
        stubHandlers.append { [unowned self] _ in
            changeHandler(self, NSKeyValueObservedChange(newValue: self[keyPath: keyPath]))
        }
        return NSKeyValueObservation { [weak self] in
            MainActor.assumeIsolated { self?.stubHandlers[index] = { _ in } }
        }
    }
}
