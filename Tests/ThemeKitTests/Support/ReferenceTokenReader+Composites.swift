import Foundation

extension ReferenceTokenReader.Resolution {
    /// The parts each composite type must have (composite-types.md), and
    /// the optional ones; "Adding additional sub-values … make[s] the
    /// composite token invalid".
    private static let parts: [String: (required: [String], optional: [String])] = [
        "border": (["color", "width", "style"], []),
        "transition": (["duration", "delay", "timingFunction"], []),
        "shadow": (["color", "offsetX", "offsetY", "blur", "spread"], ["inset"]),
        "typography": (["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"], []),
    ]

    /// Tokens Studio's parts of the same composites (its `boxShadow` and
    /// `typography` tokens), none required but what each says it needs.
    private static let exporterParts: [String: (required: [String], optional: [String])] = [
        "border": (["color", "width"], ["style"]),
        "shadow": (["color"], ["x", "y", "offsetX", "offsetY", "blur", "spread", "type", "inset"]),
        "typography": (
            [],
            [
                "fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight", "paragraphSpacing", "paragraphIndent",
                "textCase", "textDecoration", "fontStyle",
            ]
        ),
    ]

    /// The types a part holds, the first the one a literal is read as.
    private func partTypes(_ name: String) -> [String] {
        switch name {
        case "color": return ["color"]
        case "width", "offsetX", "offsetY", "x", "y", "blur", "spread", "fontSize", "paragraphSpacing", "paragraphIndent":
            return ["dimension"]
        case "style": return ["strokeStyle"]
        case "duration", "delay": return ["duration"]
        case "timingFunction": return ["cubicBezier"]
        case "fontFamily": return ["fontFamily"]
        case "fontWeight": return ["fontWeight"]
        case "letterSpacing": return dialect == .exporters ? ["letterSpacing", "dimension"] : ["dimension"]
        case "lineHeight": return dialect == .exporters ? ["lineHeight", "number", "dimension"] : ["number"]
        case "position": return ["number"]
        case "inset": return ["boolean"]
        default: return ["string"]
        }
    }

    /// The percentage a letter spacing writes, itself or through aliases (`-1%`), or nil.
    private func percentage(_ json: JSON, depth: Int = 0) -> String? {
        if let text = json.string, text.hasSuffix("%"), !text.contains("{") { return text }
        guard depth < 100, let components = alias(json), let path = target(components), let token = tokens[path] else { return nil }
        return percentage(token.raw, depth: depth + 1)
    }

    /// A shadow (one or several), gradient, border, transition or typography value.
    mutating func composite(_ json: JSON, as type: String) -> Result<Value, Problem> {
        switch type {
        case "shadow", "gradient":
            guard let list = json.elements else {
                return type == "shadow" ? object(json, as: type) : .failure(Problem("a gradient is an array of stops"))
            }
            var layers: [String: Value] = [:]
            for (index, element) in list.enumerated() {
                var layer: Result<Value, Problem>
                if let components = alias(element) {
                    layer = follow(components).flatMap { typed in
                        guard typed.type == type else { return .failure(Problem("an element refers to a `\(typed.type)` token")) }
                        return single(typed.value)
                    }
                } else {
                    layer = type == "shadow" ? object(element, as: type) : stop(element)
                }
                switch layer {
                case .success(let value): layers["\(index)"] = value
                case .failure(let problem): return .failure(Problem("element \(index): " + problem.reason))
                }
            }
            return list.isEmpty ? .failure(Problem("an empty \(type)")) : .success(.composite(layers))
        case "border", "transition", "typography": return object(json, as: type)
        default: return .failure(Problem("`\(type)` is not a type this form defines"))
        }
    }

    /// composite-types.md: "References in the array resolve to single …
    /// objects and do not cause array flattening": a one-element value is that element.
    private func single(_ value: Value) -> Result<Value, Problem> {
        guard case .composite(let parts) = value, parts["0"] != nil else { return .success(value) }
        guard parts.count == 1, let only = parts["0"] else {
            return .failure(Problem("an element refers to a token of \(parts.count) layers"))
        }
        return .success(only)
    }

    private mutating func stop(_ json: JSON) -> Result<Value, Problem> {
        guard json.members?.count == 2 else { return .failure(Problem("a stop is exactly `color` and `position`")) }
        let color = part(json["color"], "color", as: ["color"])
        let position = part(json["position"], "position", as: ["number"])
        return color.flatMap { color in
            position.flatMap { position in
                guard case .number(let at) = position else { return .failure(Problem("`position` is no number")) }
                // "it MUST be considered as if it were clamped to the range [0, 1]".
                return .success(.composite(["color": color, "position": .number(min(max(at, 0), 1))]))
            }
        }
    }

    private mutating func object(_ json: JSON, as type: String) -> Result<Value, Problem> {
        guard let members = json.members else { return .failure(Problem("a \(type) is an object")) }
        let table = dialect == .exporters ? Self.exporterParts[type] ?? Self.parts[type] : Self.parts[type]
        guard let table else { return .failure(Problem("`\(type)` is not a type this form defines")) }
        let known = Set(
            table.required + table.optional + (dialect == .exporters ? Self.parts[type].map { $0.required + $0.optional } ?? [] : []))
        if let extra = members.first(where: { !known.contains($0.key) }) {
            return .failure(Problem("a \(type) has no `\(extra.key)` part"))
        }
        if let missing = table.required.first(where: { json[$0] == nil }) { return .failure(Problem("`\(missing)` is missing")) }
        var values: [String: Value] = [:]
        for member in members {
            if type == "shadow", member.key == "type" {
                guard let kind = member.value.string, ["dropShadow", "innerShadow"].contains(kind) else {
                    return .failure(Problem("a shadow's `type` is dropShadow or innerShadow"))
                }
                values["inset"] = .boolean(kind == "innerShadow")
                continue
            }
            if type == "typography", member.key == "letterSpacing", dialect == .exporters, percentage(member.value) != nil {
                continue  // Read below, against the font size.
            }
            let key = member.key == "x" ? "offsetX" : member.key == "y" ? "offsetY" : member.key
            switch part(member.value, member.key, as: partTypes(member.key)) {
            case .success(let value): values[key] = value
            case .failure(let problem): return .failure(problem)
            }
        }
        if type == "shadow", dialect == .exporters {
            // Tokens Studio writes every offset; what it leaves out is none.
            for key in ["offsetX", "offsetY", "blur", "spread"] where values[key] == nil { values[key] = .dimension(px: 0) }
        }
        // sd-transforms `ts/size/css/letterspacing`: a percentage is hundredths of an em, the font's size.
        if type == "typography", dialect == .exporters, let spacing = json["letterSpacing"], let text = percentage(spacing),
            let percent = Double(text.dropLast())
        {
            guard case .dimension(let size)? = values["fontSize"] else {
                return .failure(Problem("a letter spacing of `\(text)` with no font size to take it of"))
            }
            values["letterSpacing"] = .dimension(px: percent / 100 * size)
        }
        return .success(.composite(values))
    }
}
