/// The catalogue itself: each bridge table's rows, as the bridges declare
/// them (Sources/ThemeKitUIKit/UIKitTables.swift, AppKitTables.swift,
/// ThemeKitQuartzCore's CALayer rows, the keys of ``ThemeViewStyle``).
extension BridgeKeyTypes {
    /// Every table, in the order of Docs/Platforms.md.
    package static let tables: [Table] = uiKit + [layer] + appKit + swiftUI

    private static let layer = Table(
        "QuartzCore CALayer",
        [
            "backgroundColor": .color, "borderColor": .color, "borderWidth": .number, "cornerRadius": .number,
            "masksToBounds": .boolean, "opacity": .number, "shadowColor": .color, "shadowOffset": .size, "shadowOpacity": .number,
            "shadowRadius": .number,
        ])

    private static let uiKit: [Table] = [
        Table(
            "UIKit UIView",
            [
                "alpha": .number, "backgroundColor": .color, "clipsToBounds": .boolean, "contentMode": .caseName, "hidden": .boolean,
                "isHidden": .boolean, "layoutMargins": .edgeInsets, "tintColor": .color,
            ],
            children: ["layer": "QuartzCore CALayer"]),
        Table(
            "UIKit UILabel", superclass: "UIKit UIView",
            [
                "adjustsFontSizeToFitWidth": .boolean, "font": .font, "highlightedTextColor": .color, "letterSpacing": .number,
                "lineHeight": .number, "minimumScaleFactor": .number, "numberOfLines": .number, "scaledFont": .font,
                "textAlignment": .caseName, "textColor": .color,
            ]),
        Table(
            "UIKit UIButton", superclass: "UIKit UIView",
            ["backgroundColor": .color, "backgroundImage": .image, "image": .image, "font": .font, "titleColor": .color],
            children: ["imageView": "UIKit UIImageView", "titleLabel": "UIKit UILabel"]),
        Table(
            "UIKit UITextField", superclass: "UIKit UIView",
            [
                "font": .font, "placeholder": .text, "placeholderColor": .color, "placeholderFont": .font, "scaledFont": .font,
                "textAlignment": .caseName, "textColor": .color,
            ]),
        Table(
            "UIKit UITextView", superclass: "UIKit UIView",
            [
                "font": .font, "letterSpacing": .number, "lineHeight": .number, "scaledFont": .font, "textAlignment": .caseName,
                "textColor": .color, "textContainerInset": .edgeInsets,
            ]),
        Table(
            "UIKit UIImageView", superclass: "UIKit UIView",
            ["highlightedImage": .image, "image": .image, "imageTintColor": .color, "renderingMode": .caseName]),
        Table("UIKit UISwitch", superclass: "UIKit UIView", ["onTintColor": .color, "thumbTintColor": .color]),
        Table(
            "UIKit UISlider", superclass: "UIKit UIView",
            ["maximumTrackTintColor": .color, "minimumTrackTintColor": .color, "thumbTintColor": .color]),
        Table("UIKit UIToolbar", superclass: "UIKit UIView", ["barTintColor": .color, "isTranslucent": .boolean, "translucent": .boolean]),
        Table(
            "UIKit UISegmentedControl", superclass: "UIKit UIView",
            ["selectedSegmentTintColor": .color, "titleColor": .color, "titleFont": .font]),
        Table(
            "UIKit UINavigationBar", superclass: "UIKit UIView",
            ["barTintColor": .color, "isTranslucent": .boolean, "titleColor": .color, "titleFont": .font, "translucent": .boolean]),
        Table(
            "UIKit UITabBar", superclass: "UIKit UIView",
            ["barTintColor": .color, "isTranslucent": .boolean, "translucent": .boolean, "unselectedItemTintColor": .color]),
        Table("UIKit UITableViewCell", superclass: "UIKit UIView", [:], children: ["contentView": "UIKit UIView"]),
        Table("UIKit UIViewController", [:], children: ["view": "UIKit UIView"]),
    ]

    private static let appKit: [Table] = [
        Table(
            "AppKit NSView",
            [
                "alpha": .number, "alphaValue": .number, "backgroundColor": .color, "hidden": .boolean, "isHidden": .boolean,
                "wantsLayer": .boolean,
            ],
            children: ["layer": "QuartzCore CALayer"]),
        Table(
            "AppKit NSControl", superclass: "AppKit NSView",
            ["alignment": .caseName, "font": .font, "letterSpacing": .number, "lineHeight": .number, "textAlignment": .caseName]),
        Table(
            "AppKit NSTextField", superclass: "AppKit NSControl",
            [
                "backgroundColor": .color, "drawsBackground": .boolean, "placeholderColor": .color, "placeholderFont": .font,
                "textColor": .color,
            ]),
        Table(
            "AppKit NSButton", superclass: "AppKit NSControl",
            ["bezelColor": .color, "contentTintColor": .color, "image": .image, "tintColor": .color]),
        Table(
            "AppKit NSImageView", superclass: "AppKit NSControl",
            [
                "contentMode": .caseName, "contentTintColor": .color, "image": .image, "imageScaling": .caseName,
                "imageTintColor": .color, "renderingMode": .caseName, "tintColor": .color,
            ]),
        Table("AppKit NSTextView", superclass: "AppKit NSView", ["backgroundColor": .color, "font": .font, "textColor": .color]),
        Table("AppKit NSSlider", superclass: "AppKit NSControl", ["trackFillColor": .color]),
        Table("AppKit NSSegmentedControl", superclass: "AppKit NSControl", ["selectedSegmentBezelColor": .color]),
        Table(
            "AppKit NSBox", superclass: "AppKit NSView",
            ["borderColor": .color, "borderWidth": .number, "cornerRadius": .number, "fillColor": .color]),
        Table("AppKit NSViewController", [:], children: ["view": "AppKit NSView"]),
    ]

    private static let swiftUI: [Table] = [
        Table(
            "SwiftUI ThemeViewStyle",
            [
                "alpha": .number, "backgroundColor": .color, "font": .font, "layoutMargins": .edgeInsets, "letterSpacing": .number,
                "lineHeight": .number, "textColor": .color, "tintColor": .color,
            ],
            children: ["layer": "SwiftUI ThemeViewStyle.Layer"]),
        Table("SwiftUI ThemeViewStyle.Layer", ["borderColor": .color, "borderWidth": .number, "cornerRadius": .number]),
    ]
}
