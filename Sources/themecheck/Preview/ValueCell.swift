import ThemeKit

/// How one value is drawn in a constant's cell: a colour as a swatch with
/// its hex, space and contrast over the column's background (a translucent
/// colour composited over it, as it is seen); a font as a
/// specimen; a number as a bar to scale; geometry as a box; anything else
/// as text.
enum ValueCell {
    /// What the ratio of a swatch is, shown when the pointer rests on it.
    static let contrastNote =
        "WCAG contrast of the colour as drawn over the background of its column (a translucent colour composited over it)"

    static func write(_ value: ThemeValue, on appearance: ColumnAppearance, memo: PreviewMemo, into html: inout HTMLWriter) {
        switch value {
        case .color(let color):
            // The colour over a checkerboard, so its opacity shows.
            html.markup("<div class=\"swatch\">")
            html.open("div", style: memo.color("background-color", color))
            html.markup("</div></div>")
            let space = color.space == .displayP3 ? " · Display P3" : ""
            // A translucent colour is judged as it is seen: composited over the column's background.
            let ratio = ThemeColor.formattedRatio(color.contrastRatio(over: appearance.background))
            html.element("div", class: "hex", "\(memo.text(value))\(space)")
            html.markup("<div class=\"meta ratio\" title=\"\(Self.contrastNote)\">")
            html.text("\(ratio):1 on its background")
            html.markup("</div>")
        case .namedColor(let name):
            html.markup("<div class=\"swatch named\"></div><div class=\"meta\">")
            html.text("named colour \(name) (the platform's)")
            html.markup("</div>")
        case .font(let font):
            html.open("div", class: "specimen", style: memo.font(font))
            html.markup("Aa The quick brown fox</div>")
            html.element("div", class: "meta", fontDescription(font))
        case .number(let number):
            html.markup("<div class=\"bar\" style=\"width:\(PreviewCSS.length(number, maximum: 320))px\"></div>")
            html.element("div", class: "meta", memo.text(value))
        case .rect(let rect):
            box(width: rect.width, height: rect.height, into: &html)
            html.element("div", class: "meta", memo.text(value))
        case .size(let size):
            box(width: size.width, height: size.height, into: &html)
            html.element("div", class: "meta", memo.text(value))
        case .edgeInsets(let insets):
            let padding = [insets.top, insets.right, insets.bottom, insets.left].map { PreviewCSS.length($0, maximum: 48) + "px" }
            html.markup("<div class=\"insets\" style=\"padding:\(padding.joined(separator: " "))\"><div></div></div>")
            html.element("div", class: "meta", memo.text(value))
        case .image(let image):
            html.element("div", class: "value", memo.text(value))
            html.element("div", class: "meta", imageDescription(image))
        case .point, .string, .bool, .null, .array:
            html.element("div", class: "value", memo.text(value))
        }
    }

    /// `SF Symbol star.fill · 17 pt · semibold`, or `asset catalogue image Logo`:
    /// the page cannot draw either, so it says what the app will look up.
    static func imageDescription(_ image: ThemeImage) -> String {
        switch image.source {
        case .asset(let name):
            return "asset catalogue image \(name)"
        case .symbol(let name, let size, let weight):
            return (["SF Symbol \(name)"] + [size.map { PreviewCSS.number($0) + " pt" }, weight?.rawValue].compactMap { $0 })
                .joined(separator: " · ")
        }
    }

    /// `systemBold 17 · bold · text style body`.
    static func fontDescription(_ font: ThemeFont) -> String {
        var parts = [font.name, PreviewCSS.number(font.size)]
        if let weight = font.weight { parts.append(weight.rawValue) }
        if let style = font.textStyle { parts.append("text style \(style.rawValue)") }
        return parts.joined(separator: " · ")
    }

    private static func box(width: Double, height: Double, into html: inout HTMLWriter) {
        // Scaled to fit 240 × 160, keeping its proportions.
        let scale = min(1, 240 / max(width, 1), 160 / max(height, 1))
        html.markup(
            "<div class=\"box\" style=\"width:\(PreviewCSS.length(width * scale, maximum: 240))px;height:\(PreviewCSS.length(height * scale, maximum: 160))px\"></div>"
        )
    }
}
