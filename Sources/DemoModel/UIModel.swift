import Foundation
import ThemeKit

// A small plain-Swift UI model, the shape of UIKit's and, like it, living on
// the main actor, styled by ThemeKit: the demo's screen, and the object
// graph the benchmark applies Giotto's example style to. Button is a
// subclass of View and adds rows to View's property table.

/// Something that can list its current property values, for printing.
@MainActor public protocol PropertyListing {
    func listing(prefix: String) -> [(String, String)]
}

public enum TextAlignment: String, CaseIterable, ThemeEnumeration {
    case left, center, right, natural, justified
}

@MainActor public final class Layer: KeyPathStylable, PropertyListing {
    public init() {}

    public var borderWidth: CGFloat = 0
    public var borderColor: ThemeColor?
    public var cornerRadius: CGFloat = 0
    public static let themeProperties: ThemeProperties<Layer> = [
        "borderWidth": .value(\.borderWidth) { $0.borderWidth = $1 }, "borderColor": .value(\.borderColor) { $0.borderColor = $1 },
        "cornerRadius": .value(\.cornerRadius) { $0.cornerRadius = $1 },
    ]

    public func listing(prefix: String) -> [(String, String)] {
        [
            (prefix + "borderWidth", show(borderWidth)), (prefix + "borderColor", show(borderColor)),
            (prefix + "cornerRadius", show(cornerRadius)),
        ]
    }
}

@MainActor open class View: KeyPathStylable, PropertyListing {
    public init() {}

    public var backgroundColor: ThemeColor?
    public let layer = Layer()
    open class var themeProperties: ThemeProperties<View> { viewProperties }
    private static let viewProperties: ThemeProperties<View> = [
        "backgroundColor": .value(\.backgroundColor) { $0.backgroundColor = $1 }, "layer": .child(\.layer),
    ]

    open func listing(prefix: String) -> [(String, String)] {
        [(prefix + "backgroundColor", show(backgroundColor))] + layer.listing(prefix: prefix + "layer.")
    }
}

@MainActor public final class Label: KeyPathStylable, PropertyListing {
    public init() {}

    public var textColor: ThemeColor?
    public var font: ThemeFont?
    public static let themeProperties: ThemeProperties<Label> = [
        "textColor": .value(\.textColor) { $0.textColor = $1 }, "font": .value(\.font) { $0.font = $1 },
    ]

    public func listing(prefix: String) -> [(String, String)] {
        [(prefix + "textColor", show(textColor)), (prefix + "font", show(font))]
    }
}

/// A view with a title: View's rows, and its own rooted at Button.
@MainActor public final class Button: View {
    public var titleColors: [ThemeState: ThemeColor] = [:]
    public var font: ThemeFont?
    public let titleLabel = Label()
    override public class var themeProperties: ThemeProperties<View> { buttonProperties }
    private static let buttonProperties = View.themeProperties.extended(
        by: Button.self,
        [
            "titleColor": .perState(\.titleColors) { $0.titleColors[$2] = $1 }, "font": .value(\.font) { $0.font = $1 },
            "titleLabel": .child(\.titleLabel),
        ])

    override public func listing(prefix: String) -> [(String, String)] {
        [(prefix + "backgroundColor", show(backgroundColor)), (prefix + "font", show(font))]
            + titleColors.keys.map(\.rawValue).sorted().map { (prefix + "titleColor[\($0)]", show(titleColors[ThemeState(rawValue: $0)])) }
            + layer.listing(prefix: prefix + "layer.")
    }
}

/// A card: a view with a title label, for the dark-mode part of the demo.
@MainActor public final class Card: View {
    public let title = Label()
    override public class var themeProperties: ThemeProperties<View> { cardProperties }
    private static let cardProperties = View.themeProperties.extended(by: Card.self, ["title": .child(\.title)])

    override public func listing(prefix: String) -> [(String, String)] {
        super.listing(prefix: prefix) + title.listing(prefix: prefix + "title.")
    }
}

/// A text field whose placeholder is styled through the customisation hook,
/// as Giotto's `UITextField` category did.
@MainActor public final class TextField: KeyPathStylable, PropertyListing {
    public init() {}

    public var textColor: ThemeColor?
    public var font: ThemeFont?
    public var textAlignment = TextAlignment.natural
    public var placeholderColor: ThemeColor?
    public var placeholderFont: ThemeFont?
    public static let themeProperties: ThemeProperties<TextField> = [
        "textColor": .value(\.textColor) { $0.textColor = $1 }, "font": .value(\.font) { $0.font = $1 },
        "textAlignment": .value(\.textAlignment) { $0.textAlignment = $1 },
    ]

    public func applyThemeValue(_ value: ThemeValue, forKeyPath keyPath: String) throws {
        switch keyPath {
        case "placeholderColor": placeholderColor = try ThemeColor(themeValue: value)
        case "placeholderFont": placeholderFont = try ThemeFont(themeValue: value)
        default: try applyThemeValueByDefault(value, forKeyPath: keyPath)
        }
    }

    public func listing(prefix: String) -> [(String, String)] {
        [
            (prefix + "textColor", show(textColor)), (prefix + "font", show(font)), (prefix + "textAlignment", textAlignment.rawValue),
            (prefix + "placeholderColor", show(placeholderColor)), (prefix + "placeholderFont", show(placeholderFont)),
        ]
    }
}

/// The screen of Giotto's example app, styled by its `TestViewController` style.
@MainActor public final class TestViewController: KeyPathStylable, PropertyListing {
    public init() {}

    public let view = View()
    public let containerView = View()
    public let styledLabel = Label()
    public let boldLabel = Label()
    public let modifyButton = Button(), inheritanceButton = Button(), saveButton = Button(), resetButton = Button()
    public static let themeProperties: ThemeProperties<TestViewController> = [
        "view": .child(\.view), "containerView": .child(\.containerView),
        "styledLabel": .child(\.styledLabel), "boldLabel": .child(\.boldLabel),
        "modifyButton": .child(\.modifyButton), "inheritanceButton": .child(\.inheritanceButton),
        "saveButton": .child(\.saveButton), "resetButton": .child(\.resetButton),
    ]

    public func listing(prefix: String) -> [(String, String)] {
        let views: [(String, any PropertyListing)] = [
            ("view", view), ("containerView", containerView), ("styledLabel", styledLabel), ("boldLabel", boldLabel),
            ("modifyButton", modifyButton), ("inheritanceButton", inheritanceButton), ("saveButton", saveButton),
            ("resetButton", resetButton),
        ]
        return views.flatMap { name, child in child.listing(prefix: prefix + name + ".") }
    }
}

/// A value as the demo prints it.
public func show(_ value: Any?) -> String {
    switch value {
    case let color as ThemeColor: return color.hexString
    case let font as ThemeFont: return "\(font.name) \(JSONText.number(font.size))"
    case let number as CGFloat: return JSONText.number(Double(number))
    case let some?: return "\(some)"
    case nil: return "-"
    }
}
