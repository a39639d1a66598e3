// Test-only: AppKit's views as the macOS SDK declares them, each naming the
// SDK file it was checked against. AppKit's views are main-actor classes in
// the macOS 14 SDK and later, and so are these.
import Foundation

/// Checked against: MacOSX11.3.sdk AppKit NSView.h
@MainActor open class NSView {
    public init() {}
    /// `var alphaValue: CGFloat { get set }`
    /// Checked against: MacOSX11.3.sdk AppKit NSView.h
    open var alphaValue: CGFloat = 1
    /// `var isHidden: Bool { get set }`
    /// Checked against: MacOSX11.3.sdk AppKit NSView.h
    open var isHidden = false
    /// `var layer: CALayer? { get set }`
    /// Checked against: MacOSX11.3.sdk AppKit NSView.h
    open var layer: CALayer?
    /// `var wantsLayer: Bool { get set }`
    /// Checked against: MacOSX11.3.sdk AppKit NSView.h
    open var wantsLayer = false {
        didSet { if wantsLayer, layer == nil { layer = CALayer() } }
    }
}

/// Checked against: MacOSX10.15.sdk AppKit NSControl.h
@MainActor open class NSControl: NSView {
    /// `var alignment: NSTextAlignment { get set }`
    /// Checked against: MacOSX10.15.sdk AppKit NSControl.h
    open var alignment = NSTextAlignment.natural
    /// `var font: NSFont? { get set }`
    /// Checked against: MacOSX10.15.sdk AppKit NSControl.h
    open var font: NSFont?
    /// `var attributedStringValue: NSAttributedString { get set }`
    /// Checked against: MacOSX10.15.sdk AppKit NSControl.h
    open var attributedStringValue = NSAttributedString(string: "")
}

/// Checked against: MacOSX11.3.sdk AppKit NSTextField.h
@MainActor open class NSTextField: NSControl {
    /// `var backgroundColor: NSColor? { get set }`
    /// Checked against: MacOSX11.3.sdk AppKit NSTextField.h
    open var backgroundColor: NSColor?
    /// `var drawsBackground: Bool { get set }`
    /// Checked against: MacOSX11.3.sdk AppKit NSTextField.h
    open var drawsBackground = false
    /// `var placeholderAttributedString: NSAttributedString? { get set }` (macOS 10.10)
    /// Checked against: MacOSX11.3.sdk AppKit NSTextField.h
    open var placeholderAttributedString: NSAttributedString?
    /// `var placeholderString: String? { get set }` (macOS 10.10)
    /// Checked against: MacOSX11.3.sdk AppKit NSTextField.h
    open var placeholderString: String?
    /// `var textColor: NSColor? { get set }`
    /// Checked against: MacOSX11.3.sdk AppKit NSTextField.h
    open var textColor: NSColor?
}

/// Checked against: MacOSX11.3.sdk AppKit NSButton.h
@MainActor open class NSButton: NSControl {
    /// `var bezelColor: NSColor? { get set }` (macOS 10.12.2)
    /// Checked against: MacOSX11.3.sdk AppKit NSButton.h
    open var bezelColor: NSColor?
    /// `var contentTintColor: NSColor? { get set }` (macOS 10.14)
    /// Checked against: MacOSX11.3.sdk AppKit NSButton.h
    open var contentTintColor: NSColor?
    /// `var image: NSImage? { get set }`
    /// Checked against: MacOSX11.3.sdk AppKit NSButton.h
    open var image: NSImage?
}

/// Checked against: MacOSX10.15.sdk AppKit NSImageView.h
@MainActor open class NSImageView: NSControl {
    /// `var contentTintColor: NSColor? { get set }` (macOS 10.14)
    /// Checked against: MacOSX10.15.sdk AppKit NSImageView.h
    open var contentTintColor: NSColor?
    /// `var image: NSImage? { get set }`
    /// Checked against: MacOSX10.15.sdk AppKit NSImageView.h
    open var image: NSImage?
    /// `var imageScaling: NSImageScaling { get set }`
    /// Checked against: MacOSX10.15.sdk AppKit NSImageView.h
    open var imageScaling = NSImageScaling.scaleProportionallyDown
}

/// Checked against: Apple's documentation, developer.apple.com/documentation/appkit/nstextview/backgroundcolor
@MainActor open class NSTextView: NSView {
    /// `var backgroundColor: NSColor { get set }`
    /// Checked against: Apple's documentation, developer.apple.com/documentation/appkit/nstextview/backgroundcolor
    open var backgroundColor = NSColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// `var font: NSFont? { get set }`
    /// Checked against: MacOSX10.15.sdk AppKit NSText.h
    open var font: NSFont?
    /// `var textColor: NSColor? { get set }`
    /// Checked against: MacOSX10.15.sdk AppKit NSText.h
    open var textColor: NSColor?
}

/// Checked against: MacOSX11.3.sdk AppKit NSSlider.h
@MainActor open class NSSlider: NSControl {
    /// `var trackFillColor: NSColor? { get set }` (macOS 10.12.2)
    /// Checked against: MacOSX11.3.sdk AppKit NSSlider.h
    open var trackFillColor: NSColor?
}

/// Checked against: MacOSX10.15.sdk AppKit NSSegmentedControl.h
@MainActor open class NSSegmentedControl: NSControl {
    /// `var selectedSegmentBezelColor: NSColor? { get set }` (macOS 10.12.2)
    /// Checked against: MacOSX10.15.sdk AppKit NSSegmentedControl.h
    open var selectedSegmentBezelColor: NSColor?
}

/// Checked against: MacOSX10.15.sdk AppKit NSBox.h
@MainActor open class NSBox: NSView {
    /// `var borderColor: NSColor { get set }`
    /// Checked against: MacOSX10.15.sdk AppKit NSBox.h
    open var borderColor = NSColor(red: 0, green: 0, blue: 0, alpha: 0.4)
    /// `var borderWidth: CGFloat { get set }`
    /// Checked against: MacOSX10.15.sdk AppKit NSBox.h
    open var borderWidth: CGFloat = 1
    /// `var cornerRadius: CGFloat { get set }`
    /// Checked against: MacOSX10.15.sdk AppKit NSBox.h
    open var cornerRadius: CGFloat = 0
    /// `var fillColor: NSColor { get set }`
    /// Checked against: MacOSX10.15.sdk AppKit NSBox.h
    open var fillColor = NSColor(red: 0, green: 0, blue: 0, alpha: 0)
}

/// Checked against: Apple's documentation, developer.apple.com/documentation/appkit/nsviewcontroller/view
@MainActor open class NSViewController {
    public init() {}
    /// `var view: NSView { get set }`
    /// Checked against: Apple's documentation, developer.apple.com/documentation/appkit/nsviewcontroller/view
    open var view = NSView()
}

/// Checked against: AppKit NSApplication.h, macOS SDK text found by its declaration of `effectiveAppearance`
@MainActor open class NSApplication {
    public init() {}

    /// `class var shared: NSApplication { get }` (`sharedApplication` in NSApplication.h)
    /// Checked against: Apple's documentation, developer.apple.com/documentation/appkit/nsapplication/shared
    public static let shared = NSApplication()
    private var stubHandlers: [(NSAppearance) -> Void] = []

    /// `var effectiveAppearance: NSAppearance { get }` (macOS 10.14)
    /// Checked against: AppKit NSApplication.h, macOS SDK text found by its declaration of `effectiveAppearance`
    open var effectiveAppearance = NSAppearance(named: .aqua)! {
        didSet { for handler in stubHandlers { handler(effectiveAppearance) } }
    }

    /// Checked against: Apple's documentation, developer.apple.com/documentation/objectivec/nsobject-swift.class/observe(_:options:changehandler:)
    /// `@preconcurrency func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    /// changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation`
    public func observe<Value>(
        _ keyPath: KeyPath<NSApplication, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @Sendable (NSApplication, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let index = stubHandlers.count
        stubHandlers.append { [unowned self] _ in
            changeHandler(self, NSKeyValueObservedChange(newValue: self[keyPath: keyPath]))
        }
        return NSKeyValueObservation { [weak self] in
            MainActor.assumeIsolated { self?.stubHandlers[index] = { _ in } }
        }
    }
}
