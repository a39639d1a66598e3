import Foundation
import ThemeKit

// A small plain-Swift UI model, the shape of UIKit's and, like it, living on
// the main actor, styled by ThemeKit. Button is a subclass of View and adds
// rows to View's property table.

/// Something that can list its current property values, for printing.
@MainActor protocol PropertyListing {
    func listing(prefix: String) -> [(String, String)]
}

enum TextAlignment: String, CaseIterable, ThemeEnumeration {
    case left, center, right, natural, justified
}

@MainActor final class Layer: KeyPathStylable, PropertyListing {
    var borderWidth: CGFloat = 0
    var borderColor: ThemeColor?
    var cornerRadius: CGFloat = 0
    static let themeProperties: ThemeProperties<Layer> = [
        "borderWidth": .value(\.borderWidth), "borderColor": .value(\.borderColor), "cornerRadius": .value(\.cornerRadius),
    ]

    func listing(prefix: String) -> [(String, String)] {
        [(prefix + "borderWidth", show(borderWidth)), (prefix + "borderColor", show(borderColor)), (prefix + "cornerRadius", show(cornerRadius))]
    }
}

@MainActor class View: KeyPathStylable, PropertyListing {
    var backgroundColor: ThemeColor?
    let layer = Layer()
    class var themeProperties: ThemeProperties<View> { viewProperties }
    private static let viewProperties: ThemeProperties<View> = ["backgroundColor": .value(\.backgroundColor), "layer": .child(\.layer)]

    func listing(prefix: String) -> [(String, String)] {
        [(prefix + "backgroundColor", show(backgroundColor))] + layer.listing(prefix: prefix + "layer.")
    }
}

@MainActor final class Label: KeyPathStylable, PropertyListing {
    var textColor: ThemeColor?
    var font: ThemeFont?
    static let themeProperties: ThemeProperties<Label> = ["textColor": .value(\.textColor), "font": .value(\.font)]

    func listing(prefix: String) -> [(String, String)] {
        [(prefix + "textColor", show(textColor)), (prefix + "font", show(font))]
    }
}

/// A view with a title: View's rows, and its own rooted at Button.
@MainActor final class Button: View {
    var titleColors: [ThemeState: ThemeColor] = [:]
    var font: ThemeFont?
    let titleLabel = Label()
    override class var themeProperties: ThemeProperties<View> { buttonProperties }
    private static let buttonProperties = View.themeProperties.extended(by: Button.self, [
        "titleColor": .perState(\.titleColors), "font": .value(\.font), "titleLabel": .child(\.titleLabel),
    ])

    override func listing(prefix: String) -> [(String, String)] {
        [(prefix + "backgroundColor", show(backgroundColor)), (prefix + "font", show(font))]
            + titleColors.keys.map(\.rawValue).sorted().map { (prefix + "titleColor[\($0)]", show(titleColors[ThemeState(rawValue: $0)])) }
            + layer.listing(prefix: prefix + "layer.")
    }
}

/// A card: a view with a title label, for the dark-mode part of the demo.
@MainActor final class Card: View {
    let title = Label()
    override class var themeProperties: ThemeProperties<View> { cardProperties }
    private static let cardProperties = View.themeProperties.extended(by: Card.self, ["title": .child(\.title)])

    override func listing(prefix: String) -> [(String, String)] {
        super.listing(prefix: prefix) + title.listing(prefix: prefix + "title.")
    }
}

/// A text field whose placeholder is styled through the customisation hook,
/// as Giotto's `UITextField` category did.
@MainActor final class TextField: KeyPathStylable, PropertyListing {
    var textColor: ThemeColor?
    var font: ThemeFont?
    var textAlignment = TextAlignment.natural
    var placeholderColor: ThemeColor?
    var placeholderFont: ThemeFont?
    static let themeProperties: ThemeProperties<TextField> = [
        "textColor": .value(\.textColor), "font": .value(\.font), "textAlignment": .value(\.textAlignment),
    ]

    func applyThemeValue(_ value: ThemeValue, forKeyPath keyPath: String) throws {
        switch keyPath {
        case "placeholderColor": placeholderColor = try ThemeColor(themeValue: value)
        case "placeholderFont": placeholderFont = try ThemeFont(themeValue: value)
        default: try applyThemeValueByDefault(value, forKeyPath: keyPath)
        }
    }

    func listing(prefix: String) -> [(String, String)] {
        [(prefix + "textColor", show(textColor)), (prefix + "font", show(font)), (prefix + "textAlignment", textAlignment.rawValue),
         (prefix + "placeholderColor", show(placeholderColor)), (prefix + "placeholderFont", show(placeholderFont))]
    }
}

/// The screen of Giotto's example app, styled by its `TestViewController` style.
@MainActor final class TestViewController: KeyPathStylable, PropertyListing {
    let view = View()
    let containerView = View()
    let styledLabel = Label()
    let boldLabel = Label()
    let modifyButton = Button(), inheritanceButton = Button(), saveButton = Button(), resetButton = Button()
    static let themeProperties: ThemeProperties<TestViewController> = [
        "view": .child(\.view), "containerView": .child(\.containerView),
        "styledLabel": .child(\.styledLabel), "boldLabel": .child(\.boldLabel),
        "modifyButton": .child(\.modifyButton), "inheritanceButton": .child(\.inheritanceButton),
        "saveButton": .child(\.saveButton), "resetButton": .child(\.resetButton),
    ]

    func listing(prefix: String) -> [(String, String)] {
        let views: [(String, any PropertyListing)] = [
            ("view", view), ("containerView", containerView), ("styledLabel", styledLabel), ("boldLabel", boldLabel),
            ("modifyButton", modifyButton), ("inheritanceButton", inheritanceButton), ("saveButton", saveButton), ("resetButton", resetButton),
        ]
        return views.flatMap { name, child in child.listing(prefix: prefix + name + ".") }
    }
}

/// A value as the demo prints it.
func show(_ value: Any?) -> String {
    switch value {
    case let color as ThemeColor: return color.hexString
    case let font as ThemeFont: return "\(font.name) \(JSONText.number(font.size))"
    case let number as CGFloat: return JSONText.number(Double(number))
    case let some?: return "\(some)"
    case nil: return "-"
    }
}
