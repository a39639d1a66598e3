#if THEMEKIT_STUBS
import AppKitStubs
import StubbedThemeKitQuartzCore
#elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import ThemeKitQuartzCore
#endif
#if THEMEKIT_STUBS || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import ThemeKit

import Foundation

/// The property rows of the common AppKit views, in AppKit's property names,
/// with UIKit's where a theme shared with iOS writes them (`alpha`,
/// `backgroundColor`, `textAlignment`, `contentMode`, `tintColor`).
@MainActor enum AppKitTables {
    static let views = ThemeClassTables<NSView>()
        .adding(
            NSView.self,
            [
                "alpha": .value(\.alphaValue),
                "alphaValue": .value(\.alphaValue),
                // An NSView draws no background; its layer does.
                "backgroundColor": .accessor(
                    get: { $0.layer?.backgroundColor },
                    set: { view, color in
                        view.wantsLayer = true
                        view.layer?.backgroundColor = color
                    },
                    converting: CGColor.themed),
                "hidden": .value(\.isHidden),
                "isHidden": .value(\.isHidden),
                "layer": .child(\.layer),
                "wantsLayer": .value(\.wantsLayer),
            ]
        )
        .adding(
            NSControl.self,
            [
                "alignment": .value(\.alignment, converting: NSTextAlignment.themed),
                "font": .value(\.font, converting: NSFont.themed),
                "letterSpacing": .accessor(
                    get: { $0.attributedStringValue.leadingAttribute(.kern) as? CGFloat },
                    set: { $0.attributedStringValue = $0.attributedStringValue.settingAttribute(.kern, to: $1) },
                    converting: { CGFloat(try ThemeTypography.letterSpacing($0)) }),
                "lineHeight": .accessor(
                    get: { ($0.attributedStringValue.leadingAttribute(.paragraphStyle) as? NSParagraphStyle)?.lineHeightMultiple },
                    set: { control, multiple in
                        control.attributedStringValue = control.attributedStringValue.settingAttribute(
                            .paragraphStyle, to: multiple.map { NSParagraphStyle.lineHeight($0, alignment: control.alignment) })
                    },
                    converting: { CGFloat(try ThemeTypography.lineHeight($0)) }),
                "textAlignment": .value(\.alignment, converting: NSTextAlignment.themed),
            ]
        )
        .adding(
            NSTextField.self,
            [
                "backgroundColor": .value(\.backgroundColor, converting: NSColor.themed),
                "drawsBackground": .value(\.drawsBackground),
                "placeholderColor": .accessor(
                    get: { $0.placeholderAttribute(.foregroundColor) as? NSColor },
                    set: { $0.setPlaceholderAttribute(.foregroundColor, to: $1) },
                    converting: NSColor.themed),
                "placeholderFont": .accessor(
                    get: { $0.placeholderAttribute(.font) as? NSFont },
                    set: { $0.setPlaceholderAttribute(.font, to: $1) },
                    converting: NSFont.themed),
                "textColor": .value(\.textColor, converting: NSColor.themed),
            ]
        )
        .adding(
            NSButton.self,
            [
                "bezelColor": .value(\.bezelColor, converting: NSColor.themed),
                "contentTintColor": .value(\.contentTintColor, converting: NSColor.themed),
                "image": .value(\.image, converting: NSImage.themed),
                "tintColor": .value(\.contentTintColor, converting: NSColor.themed),
            ]
        )
        .adding(
            NSImageView.self,
            [
                "contentMode": .value(\.imageScaling, converting: NSImageScaling.themed),
                "contentTintColor": .value(\.contentTintColor, converting: NSColor.themed),
                "image": .value(\.image, converting: NSImage.themed),
                "imageScaling": .value(\.imageScaling, converting: NSImageScaling.themed),
                // The colour a template image is drawn in (theme-format §12).
                "imageTintColor": .value(\.contentTintColor, converting: NSColor.themed),
                // Redraws the image the view holds, so a theme writes it after `image` (keys apply in order).
                "renderingMode": .custom { view, value in
                    let mode = try ThemeImageRenderingMode(themeValue: value)
                    view.image = view.image?.rendered(mode)
                },
                "tintColor": .value(\.contentTintColor, converting: NSColor.themed),
            ]
        )
        .adding(
            NSTextView.self,
            [
                "backgroundColor": .value(\.backgroundColor, converting: NSColor.themed),
                "font": .value(\.font, converting: NSFont.themed),
                "textColor": .value(\.textColor, converting: NSColor.themed),
            ]
        )
        .adding(
            NSSlider.self,
            [
                "trackFillColor": .value(\.trackFillColor, converting: NSColor.themed)
            ]
        )
        .adding(
            NSSegmentedControl.self,
            [
                "selectedSegmentBezelColor": .value(\.selectedSegmentBezelColor, converting: NSColor.themed)
            ]
        )
        .adding(
            NSBox.self,
            [
                "borderColor": .value(\.borderColor, converting: NSColor.themed),
                "borderWidth": .value(\.borderWidth),
                "cornerRadius": .value(\.cornerRadius),
                "fillColor": .value(\.fillColor, converting: NSColor.themed),
            ])
}

extension NSTextField {
    /// An attribute of the placeholder text, or nil.
    func placeholderAttribute(_ key: NSAttributedString.Key) -> Any? {
        placeholderAttributedString?.leadingAttribute(key)
    }

    /// Sets one attribute of the whole placeholder text, keeping its text and other attributes.
    func setPlaceholderAttribute(_ key: NSAttributedString.Key, to value: Any?) {
        placeholderAttributedString = (placeholderAttributedString ?? NSAttributedString(string: placeholderString ?? ""))
            .settingAttribute(key, to: value)
    }
}
extension NSParagraphStyle {
    /// A paragraph style of lines `multiple` times the font's line height, in the control's alignment
    /// (a paragraph style's own alignment would otherwise replace the control's).
    static func lineHeight(_ multiple: CGFloat, alignment: NSTextAlignment) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.lineHeightMultiple = multiple
        style.alignment = alignment
        return style
    }
}
#endif
