import Foundation
import ThemeKit

// A small plain-Swift UI model for the applying tests.

enum TextAlignment: String, CaseIterable, ThemeEnumeration {
    case left, center, right, natural, justified
}

final class Layer: KeyPathStylable {
    var borderWidth: Double = 0
    var borderColor: ThemeColor?
    var cornerRadius: CGFloat = 0
    static let themeProperties: ThemeProperties<Layer> = [
        "borderWidth": .value(\.borderWidth),
        "borderColor": .value(\.borderColor),
        "cornerRadius": .value(\.cornerRadius),
    ]
}

final class Label: KeyPathStylable {
    var text = ""
    var textColor: ThemeColor?
    var font: ThemeFont?
    var textAlignment = TextAlignment.natural
    var numberOfLines = 1
    let layer = Layer()
    static let themeProperties: ThemeProperties<Label> = [
        "text": .value(\.text),
        "textColor": .value(\.textColor),
        "font": .value(\.font),
        "textAlignment": .value(\.textAlignment),
        "numberOfLines": .value(\.numberOfLines),
        "layer": .child(\.layer),
    ]
}

final class Button: KeyPathStylable {
    var backgroundColor: ThemeColor?
    var titleColors: [ThemeState: ThemeColor] = [:]
    var font: ThemeFont?
    var contentInsets = ThemeEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    let titleLabel = Label()
    let layer = Layer()
    static let themeProperties: ThemeProperties<Button> = [
        "backgroundColor": .value(\.backgroundColor),
        "titleColor": .perState(\.titleColors),
        "font": .value(\.font),
        "contentEdgeInsets": .value(\.contentInsets),
        "titleLabel": .child(\.titleLabel),
        "layer": .child(\.layer),
    ]
}

final class Screen: KeyPathStylable {
    var backgroundColor: ThemeColor?
    var frame = CGRect.zero
    var tags: [String] = []
    var isHidden = false
    let title = Label()
    var buttons = [Button(), Button(), Button()]
    var footer: Label?
    static let themeProperties: ThemeProperties<Screen> = [
        "backgroundColor": .value(\.backgroundColor),
        "frame": .value(\.frame),
        "tags": .value(\.tags),
        "isHidden": .value(\.isHidden),
        "title": .child(\.title),
        "buttons": .children(\.buttons),
        "footer": .child(\.footer),
    ]
}

extension ThemeColor {
    /// A colour from hex digits known to be valid (tests only).
    static func hex(_ digits: String) -> ThemeColor {
        ThemeColor(hexDigits: digits[...]) ?? ThemeColor(red: -1, green: -1, blue: -1, alpha: -1)
    }
}
