#if THEMEKIT_STUBS
import StubbedThemeKitQuartzCore
import UIKitStubs
#elseif canImport(UIKit) && !os(watchOS)
import ThemeKitQuartzCore
import UIKit
#endif
#if THEMEKIT_STUBS || (canImport(UIKit) && !os(watchOS))
import Foundation
import ThemeKit

/// The property rows of the common UIKit views, one line a property; the
/// key is UIKit's property name (Giotto's themes name them so), and each
/// Boolean also answers to its KVC name (`hidden` as well as `isHidden`).
@MainActor enum UIKitTables {
    static let views: ThemeClassTables<UIView> = {
        let common = ThemeClassTables<UIView>()
            .adding(
                UIView.self,
                [
                    "alpha": .value(\.alpha),
                    "backgroundColor": .value(\.backgroundColor, converting: UIColor.themed),
                    "clipsToBounds": .value(\.clipsToBounds),
                    "contentMode": .value(\.contentMode, converting: UIView.ContentMode.themed),
                    "hidden": .value(\.isHidden),
                    "isHidden": .value(\.isHidden),
                    "layer": .child(\.layer),
                    "layoutMargins": .value(\.layoutMargins, converting: UIEdgeInsets.themed),
                    "tintColor": .value(\.tintColor, converting: UIColor.themed),
                ]
            )
            .adding(
                UILabel.self,
                [
                    "adjustsFontSizeToFitWidth": .value(\.adjustsFontSizeToFitWidth),
                    "font": .value(\.font, converting: UIFont.themed),
                    "highlightedTextColor": .value(\.highlightedTextColor, converting: UIColor.themed),
                    "letterSpacing": .accessor(
                        get: { $0.attributedText?.leadingAttribute(.kern) as? CGFloat },
                        set: { $0.attributedText = $0.textForAttributes.settingAttribute(.kern, to: $1) },
                        converting: { CGFloat(try ThemeTypography.letterSpacing($0)) }),
                    "lineHeight": .accessor(
                        get: { ($0.attributedText?.leadingAttribute(.paragraphStyle) as? NSParagraphStyle)?.lineHeightMultiple },
                        set: { label, multiple in
                            label.attributedText = label.textForAttributes.settingAttribute(
                                .paragraphStyle, to: multiple.map { NSParagraphStyle.lineHeight($0, alignment: label.textAlignment) })
                        },
                        converting: { CGFloat(try ThemeTypography.lineHeight($0)) }),
                    "minimumScaleFactor": .value(\.minimumScaleFactor),
                    "numberOfLines": .value(\.numberOfLines),
                    "scaledFont": .accessor(
                        get: { ($0.font, $0.adjustsFontForContentSizeCategory) },
                        set: {
                            $0.font = $1.0
                            $0.adjustsFontForContentSizeCategory = $1.1
                        },
                        converting: { (try UIFont.themedScaled($0), true) }),
                    "textAlignment": .value(\.textAlignment, converting: NSTextAlignment.themed),
                    "textColor": .value(\.textColor, converting: UIColor.themed),
                ]
            )
            // A button with a configuration (iOS 15) takes these through it: see ConfiguredButtonLook.
            .adding(
                UIButton.self,
                [
                    "backgroundColor": .buttonState(
                        \.backgroundColor, configured: \.baseBackgroundColor,
                        get: { button, state in state == .normal ? button.backgroundColor : nil },
                        set: { button, color, state in try button.setClassicBackgroundColor(color, for: state) },
                        converting: UIColor.themed),
                    "backgroundImage": .buttonState(
                        \.backgroundImage, configured: \.background.image,
                        get: { button, state in button.backgroundImage(for: state) },
                        set: { button, image, state in button.setBackgroundImage(image, for: state) },
                        converting: UIImage.themed),
                    "image": .buttonState(
                        \.image, configured: \.image,
                        get: { button, state in button.image(for: state) },
                        set: { button, image, state in button.setImage(image, for: state) },
                        converting: UIImage.themed),
                    // UIButton's `font` went with iOS 3; Giotto's themes still set it, so it styles the title.
                    "font": .value(\.themedFont, converting: UIFont.themed),
                    "imageView": .child(\.imageView),
                    "titleColor": .buttonState(
                        \.titleColor, configured: \.baseForegroundColor,
                        get: { button, state in button.titleColor(for: state) },
                        set: { button, color, state in button.setTitleColor(color, for: state) },
                        converting: UIColor.themed),
                    "titleLabel": .child(\.titleLabel),
                ]
            )
            .adding(
                UITextField.self,
                [
                    "font": .value(\.font, converting: UIFont.themed),
                    "placeholder": .value(\.placeholder, converting: String.init(themeValue:)),
                    "placeholderColor": .accessor(
                        get: { $0.placeholderAttribute(.foregroundColor) as? UIColor },
                        set: { $0.setPlaceholderAttribute(.foregroundColor, to: $1) },
                        converting: UIColor.themed),
                    "placeholderFont": .accessor(
                        get: { $0.placeholderAttribute(.font) as? UIFont },
                        set: { $0.setPlaceholderAttribute(.font, to: $1) },
                        converting: UIFont.themed),
                    "scaledFont": .accessor(
                        get: { ($0.font, $0.adjustsFontForContentSizeCategory) },
                        set: {
                            $0.font = $1.0
                            $0.adjustsFontForContentSizeCategory = $1.1
                        },
                        converting: { (try UIFont.themedScaled($0), true) }),
                    "textAlignment": .value(\.textAlignment, converting: NSTextAlignment.themed),
                    "textColor": .value(\.textColor, converting: UIColor.themed),
                ]
            )
            .adding(
                UITextView.self,
                [
                    "font": .value(\.font, converting: UIFont.themed),
                    "letterSpacing": .accessor(
                        get: { $0.attributedText?.leadingAttribute(.kern) as? CGFloat },
                        set: { $0.attributedText = ($0.attributedText ?? NSAttributedString(string: "")).settingAttribute(.kern, to: $1) },
                        converting: { CGFloat(try ThemeTypography.letterSpacing($0)) }),
                    "lineHeight": .accessor(
                        get: { ($0.attributedText?.leadingAttribute(.paragraphStyle) as? NSParagraphStyle)?.lineHeightMultiple },
                        set: { view, multiple in
                            view.attributedText = (view.attributedText ?? NSAttributedString(string: "")).settingAttribute(
                                .paragraphStyle, to: multiple.map { NSParagraphStyle.lineHeight($0, alignment: view.textAlignment) })
                        },
                        converting: { CGFloat(try ThemeTypography.lineHeight($0)) }),
                    "scaledFont": .accessor(
                        get: { ($0.font, $0.adjustsFontForContentSizeCategory) },
                        set: {
                            $0.font = $1.0
                            $0.adjustsFontForContentSizeCategory = $1.1
                        },
                        converting: { (try UIFont.themedScaled($0), true) }),
                    "textAlignment": .value(\.textAlignment, converting: NSTextAlignment.themed),
                    "textColor": .value(\.textColor, converting: UIColor.themed),
                    "textContainerInset": .value(\.textContainerInset, converting: UIEdgeInsets.themed),
                ]
            )
            .adding(
                UIImageView.self,
                [
                    "highlightedImage": .value(\.highlightedImage, converting: UIImage.themed),
                    "image": .value(\.image, converting: UIImage.themed),
                    // The colour a template image is drawn in: the view's tint (theme-format §12).
                    "imageTintColor": .value(\.tintColor, converting: UIColor.themed),
                    // Redraws the images the view holds, so a theme writes it after them (keys apply in order).
                    "renderingMode": .custom { view, value in
                        let mode = try ThemeImageRenderingMode(themeValue: value)
                        view.image = view.image?.rendered(mode)
                        view.highlightedImage = view.highlightedImage?.rendered(mode)
                    },
                ])
        // UISwitch, UISlider and UIToolbar are unavailable on tvOS (UISwitch.h, UISlider.h, UIToolbar.h).
        #if os(tvOS)
        let controls = common
        #else
        let controls =
            common
            .adding(
                UISwitch.self,
                [
                    "onTintColor": .value(\.onTintColor, converting: UIColor.themed),
                    "thumbTintColor": .value(\.thumbTintColor, converting: UIColor.themed),
                ]
            )
            .adding(
                UISlider.self,
                [
                    "maximumTrackTintColor": .value(\.maximumTrackTintColor, converting: UIColor.themed),
                    "minimumTrackTintColor": .value(\.minimumTrackTintColor, converting: UIColor.themed),
                    "thumbTintColor": .value(\.thumbTintColor, converting: UIColor.themed),
                ]
            )
            .adding(
                UIToolbar.self,
                [
                    "barTintColor": .barTintColor,
                    "isTranslucent": .value(\.isTranslucent),
                    "translucent": .value(\.isTranslucent),
                ])
        #endif
        return
            controls
            .adding(
                UISegmentedControl.self,
                [
                    "selectedSegmentTintColor": .value(\.selectedSegmentTintColor, converting: UIColor.themed),
                    "titleColor": .perState(
                        get: { control, state in control.titleAttribute(.foregroundColor, for: state) as? UIColor },
                        set: { control, color, state in try control.setTitleAttribute(.foregroundColor, to: color, for: state) },
                        converting: UIColor.themed),
                    "titleFont": .perState(
                        get: { control, state in control.titleAttribute(.font, for: state) as? UIFont },
                        set: { control, font, state in try control.setTitleAttribute(.font, to: font, for: state) },
                        converting: UIFont.themed),
                ]
            )
            // On iOS 15 and later a bar's appearance objects decide its look: see BarAppearances.
            .adding(
                UINavigationBar.self,
                [
                    "barTintColor": .barTintColor,
                    "isTranslucent": .value(\.isTranslucent),
                    "titleColor": .accessor(
                        get: { $0.titleTextAttributes?[.foregroundColor] as? UIColor },
                        set: { bar, color in
                            bar.titleTextAttributes = .merging(bar.titleTextAttributes, setting: .foregroundColor, to: color)
                            BarAppearances.restyle(bar) {
                                $0.titleTextAttributes = .merging($0.titleTextAttributes, setting: .foregroundColor, to: color)
                                $0.largeTitleTextAttributes =
                                    .merging($0.largeTitleTextAttributes, setting: .foregroundColor, to: color)
                            }
                        },
                        converting: UIColor.themed),
                    "titleFont": .accessor(
                        get: { $0.titleTextAttributes?[.font] as? UIFont },
                        set: { bar, font in
                            bar.titleTextAttributes = .merging(bar.titleTextAttributes, setting: .font, to: font)
                            BarAppearances.restyle(bar) {
                                $0.titleTextAttributes = .merging($0.titleTextAttributes, setting: .font, to: font)
                            }
                        },
                        converting: UIFont.themed),
                    "translucent": .value(\.isTranslucent),
                ]
            )
            .adding(
                UITabBar.self,
                [
                    "barTintColor": .barTintColor,
                    "isTranslucent": .value(\.isTranslucent),
                    "translucent": .value(\.isTranslucent),
                    "unselectedItemTintColor": .accessor(
                        get: { $0.unselectedItemTintColor },
                        set: { bar, color in
                            bar.unselectedItemTintColor = color
                            BarAppearances.restyle(bar) { $0.setUnselectedItemColor(color) }
                        },
                        converting: UIColor.themed),
                ]
            )
            .adding(
                UITableViewCell.self,
                [
                    "contentView": .child(\.contentView)
                ])
    }()
}

extension UITextField {
    /// An attribute of the placeholder text, or nil.
    func placeholderAttribute(_ key: NSAttributedString.Key) -> Any? {
        attributedPlaceholder?.leadingAttribute(key)
    }

    /// Sets one attribute of the whole placeholder text, keeping its text and other attributes.
    func setPlaceholderAttribute(_ key: NSAttributedString.Key, to value: Any?) {
        attributedPlaceholder = (attributedPlaceholder ?? NSAttributedString(string: placeholder ?? "")).settingAttribute(key, to: value)
    }
}

extension UILabel {
    /// The label's text with its attributes, to change one of them (plain text when it has none).
    var textForAttributes: NSAttributedString { attributedText ?? NSAttributedString(string: text ?? "") }
}

extension NSParagraphStyle {
    /// A paragraph style of lines `multiple` times the font's line height, in the view's alignment
    /// (a paragraph style's own alignment would otherwise replace the view's).
    static func lineHeight(_ multiple: CGFloat, alignment: NSTextAlignment) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.lineHeightMultiple = multiple
        style.alignment = alignment
        return style
    }
}

extension UISegmentedControl {
    /// An attribute of the segment titles in `state`, or nil.
    func titleAttribute(_ key: NSAttributedString.Key, for state: ThemeState) -> Any? {
        guard let state = try? UIControl.State(state) else { return nil }
        return titleTextAttributes(for: state)?[key]
    }

    /// Sets one attribute of the segment titles in `state`, keeping the others.
    func setTitleAttribute(_ key: NSAttributedString.Key, to value: Any?, for state: ThemeState) throws {
        let state = try UIControl.State(state)
        setTitleTextAttributes(.merging(titleTextAttributes(for: state), setting: key, to: value), for: state)
    }
}
#endif
