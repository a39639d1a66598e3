import ThemeKit

/// What a style sets on a view, drawn as CSS: the object's background,
/// border, corner radius, shadow, opacity and insets (its `layer` too), the
/// text colour and font of its title in the normal state, the other states
/// as chips, and each child (`containerView`, `modifyButton`) as a mock of
/// its own nested inside, drawn with its own keys and its own `layer`.
struct MockView {
    /// The child's name (`containerView`), or the style's for the outermost view.
    var name: String
    /// The CSS of the object's box.
    var box = ""
    /// The CSS of its sample text.
    var text = ""
    /// The sample text: a `title` or `text` the style sets, else the view's name.
    var sample: String
    /// A text colour per state other than normal (`selected:titleColor`), with that state's background.
    var states: [(state: String, css: String)] = []
    /// Each child the view has, drawn inside it, in the order the style first names them.
    var children: [MockView] = []
    var isChild = false

    /// How deep children are drawn inside each other; deeper keys are in the card's table.
    static let depthLimit = 6

    /// One assignment seen from the view it is on: the key path's
    /// components below that view, its state and its value.
    struct Entry {
        var components: ArraySlice<String>
        var state: String?
        var value: ThemeValue
    }

    init(_ style: ResolvedStyle, memo: PreviewMemo) {
        let entries = style.assignments.map { assignment in
            Entry(components: assignment.path.components[...], state: assignment.path.state?.rawValue, value: assignment.value)
        }
        self.init(name: style.name, entries: entries, depth: 0, memo: memo)
    }

    init(name: String, entries: [Entry], depth: Int, memo: PreviewMemo) {
        self.name = name
        sample = name
        isChild = depth > 0
        var shadow = (color: ThemeColor?.none, opacity: 1.0, radius: 0.0, x: 0.0, y: 0.0)
        var border = (width: 0.0, color: ThemeColor?.none)
        var stateText: [String: ThemeColor] = [:]
        var stateBackgrounds: [String: ThemeColor] = [:]
        var childEntries: [String: [Entry]] = [:]
        var childOrder: [String] = []
        for entry in entries {
            // The components leave out the state qualifier, which `state` gives.
            guard let property = entry.components.last else { continue }
            let object = entry.components.dropLast()
            if let first = object.first, !(object.count == 1 && first == "layer") {
                guard depth + 1 < Self.depthLimit else { continue }
                if childEntries[first] == nil { childOrder.append(first) }
                childEntries[first, default: []].append(
                    Entry(components: entry.components.dropFirst(), state: entry.state, value: entry.value))
                continue
            }
            let value = entry.value
            if let state = entry.state, state != "normal" {
                if case .color(let color) = value {
                    if property == "backgroundColor" { stateBackgrounds[state] = color }
                    if property == "titleColor" || property == "textColor" { stateText[state] = color }
                }
                continue
            }
            switch (property, value) {
            case ("backgroundColor", .color(let color)): box += memo.color("background", color)
            case ("textColor", .color(let color)), ("titleColor", .color(let color)): text += memo.color("color", color)
            case ("font", .font(let font)), ("titleFont", .font(let font)): text += memo.font(font)
            case ("borderColor", .color(let color)): border.color = color
            case ("shadowColor", .color(let color)): shadow.color = color
            case ("shadowOffset", .size(let size)): (shadow.x, shadow.y) = (size.width, size.height)
            case ("title", .string(let title)), ("text", .string(let title)): sample = title
            case (_, .edgeInsets(let insets)) where Self.isInsets(property):
                let sides = [insets.top, insets.right, insets.bottom, insets.left].map { PreviewCSS.length($0, maximum: 40) + "px" }
                box += "padding:\(sides.joined(separator: " "));"
            default:
                guard let number = value.numberValue else { break }
                switch property {
                case "cornerRadius": box += "border-radius:\(PreviewCSS.length(number, maximum: 60))px;"
                case "borderWidth": border.width = number
                case "shadowRadius": shadow.radius = number
                case "shadowOpacity": shadow.opacity = number
                case "alpha": box += "opacity:\(PreviewCSS.length(max(number, 0.15), maximum: 1));"
                default: break
                }
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
        for state in Set(stateText.keys).union(stateBackgrounds.keys).sorted() {
            var css = stateText[state].map { memo.color("color", $0) } ?? ""
            if let background = stateBackgrounds[state] { css += memo.color("background", background) }
            states.append((state, css))
        }
        children = childOrder.map { child in
            MockView(name: child, entries: childEntries[child] ?? [], depth: depth + 1, memo: memo)
        }
    }

    /// Whether a property of edge insets pads the content (`contentEdgeInsets`, `layoutMargins`, `insets`).
    private static func isInsets(_ name: String) -> Bool {
        name.hasSuffix("Insets") || name.hasSuffix("insets") || name.hasSuffix("Inset") || name.hasSuffix("Margins")
            || name.hasSuffix("margins") || name == "padding"
    }

    func write(into html: inout HTMLWriter) {
        html.open("div", class: isChild ? "mock child" : "mock", style: box)
        // A child that sets no text (a container) is labelled with its name, small.
        html.open("div", class: isChild && text.isEmpty && sample == name ? "sample label" : "sample", style: text)
        html.text(sample)
        html.markup("</div>")
        if !states.isEmpty {
            // The normal state is the one drawn; the chips beside it show the others.
            html.markup("<div class=\"states\">")
            html.open("span", class: "state current", style: text)
            html.markup("normal</span>")
            for (state, css) in states {
                html.open("span", class: "state", style: css)
                html.text(state)
                html.markup("</span>")
            }
            html.markup("</div>")
        }
        for child in children { child.write(into: &html) }
        html.markup("</div>")
    }
}
