import ThemeKit

/// What a style sets on a view, drawn as CSS: the object's background,
/// border, corner radius, shadow, opacity and insets (its `layer` too), the
/// text colour and font of its title, a title per state, and each child
/// (`titleLabel.textColor`) as a line of its own.
struct MockView {
    /// The CSS of the object's box.
    var box = ""
    /// The CSS of its sample text.
    var text = ""
    /// The sample text: a `title` or `text` the style sets, else the style's name.
    var sample: String
    /// A text colour per state other than normal (`selected:titleColor`), with that state's background.
    var states: [(state: String, css: String)] = []
    /// Each child the style reaches, with the CSS of its text.
    var children: [(name: String, css: String)] = []

    init(_ style: ResolvedStyle, memo: PreviewMemo) {
        sample = style.name
        var shadow = (color: ThemeColor?.none, opacity: 1.0, radius: 0.0, x: 0.0, y: 0.0)
        var border = (width: 0.0, color: ThemeColor?.none)
        var stateText: [String: ThemeColor] = [:]
        var stateBackgrounds: [String: ThemeColor] = [:]
        var childCSS: [String: String] = [:]
        var childOrder: [String] = []
        for assignment in style.assignments {
            // The components leave out the state qualifier, which `state` gives.
            let components = assignment.path.components
            guard let name = components.last else { continue }
            let state = assignment.path.state?.rawValue
            let object = components.dropLast().joined(separator: ".")
            let value = assignment.value
            if object.isEmpty || object == "layer" {
                if let state, state != "normal" {
                    if case .color(let color) = value {
                        if name == "backgroundColor" { stateBackgrounds[state] = color }
                        if name == "titleColor" || name == "textColor" { stateText[state] = color }
                    }
                    continue
                }
                switch (name, value) {
                case ("backgroundColor", .color(let color)): box += memo.color("background", color)
                case ("textColor", .color(let color)), ("titleColor", .color(let color)): text += memo.color("color", color)
                case ("font", .font(let font)), ("titleFont", .font(let font)): text += memo.font(font)
                case ("borderColor", .color(let color)): border.color = color
                case ("shadowColor", .color(let color)): shadow.color = color
                case ("shadowOffset", .size(let size)): (shadow.x, shadow.y) = (size.width, size.height)
                case ("title", .string(let title)), ("text", .string(let title)): sample = title
                case (_, .edgeInsets(let insets)) where Self.isInsets(name):
                    let sides = [insets.top, insets.right, insets.bottom, insets.left].map { PreviewCSS.length($0, maximum: 40) + "px" }
                    box += "padding:\(sides.joined(separator: " "));"
                default:
                    guard let number = value.numberValue else { break }
                    switch name {
                    case "cornerRadius": box += "border-radius:\(PreviewCSS.length(number, maximum: 60))px;"
                    case "borderWidth": border.width = number
                    case "shadowRadius": shadow.radius = number
                    case "shadowOpacity": shadow.opacity = number
                    case "alpha": box += "opacity:\(PreviewCSS.length(max(number, 0.15), maximum: 1));"
                    default: break
                    }
                }
            } else {
                if childCSS[object] == nil { childOrder.append(object) }
                var css = childCSS[object, default: ""]
                switch (name, value) {
                case ("textColor", .color(let color)), ("titleColor", .color(let color)): css += memo.color("color", color)
                case ("backgroundColor", .color(let color)): css += memo.color("background", color)
                case ("font", .font(let font)): css += memo.font(font)
                default: break
                }
                childCSS[object] = css
            }
        }
        if border.width > 0 {
            box += "border:\(PreviewCSS.length(border.width, maximum: 12))px solid;"
            if let color = border.color { box += memo.color("border-color", color) }
        }
        if var color = shadow.color {
            color.alpha *= min(max(shadow.opacity, 0), 1)
            box +=
                "box-shadow:\(PreviewCSS.number(min(max(shadow.x, -20), 20)))px \(PreviewCSS.number(min(max(shadow.y, -20), 20)))px \(PreviewCSS.length(shadow.radius, maximum: 30))px var(--shadow);"
            box += memo.color("--shadow", color)
        }
        for state in stateText.keys.sorted() {
            var css = memo.color("color", stateText[state] ?? ValueCell.black)
            if let background = stateBackgrounds[state] { css += memo.color("background", background) }
            states.append((state, css))
        }
        children = childOrder.map { ($0, childCSS[$0] ?? "") }
    }

    /// Whether a property of edge insets pads the content (`contentEdgeInsets`, `layoutMargins`, `insets`).
    private static func isInsets(_ name: String) -> Bool {
        name.hasSuffix("Insets") || name.hasSuffix("insets") || name.hasSuffix("Inset") || name.hasSuffix("Margins")
            || name.hasSuffix("margins") || name == "padding"
    }

    func write(into html: inout HTMLWriter) {
        html.open("div", class: "mock", style: box)
        html.open("div", class: "sample", style: text)
        html.text(sample)
        html.markup("</div>")
        if !states.isEmpty {
            html.markup("<div class=\"states\">")
            for (state, css) in states {
                html.open("span", class: "state", style: css)
                html.text(state)
                html.markup("</span>")
            }
            html.markup("</div>")
        }
        for (name, css) in children {
            html.open("div", class: "child", style: css)
            html.text(name)
            html.markup(": Aa</div>")
        }
        html.markup("</div>")
    }
}
