extension ThemeExport {
    /// The constants as one DTCG token file (sorted keys, one token a
    /// constant, named by the constant).
    ///
    /// Reading the file back as a theme gives the same constants: a token's
    /// type follows its value (`color`, `dimension` for a `DIMENSION_` number,
    /// `number`, `fontFamily`, `typography`); what ThemeKit needs to read it
    /// back exactly goes in `$extensions["org.themekit"]`: a name the
    /// importer would spell otherwise (`constant`), a number the theme writes
    /// as a string (`written`), and the constants no token type holds (plain
    /// strings, booleans, geometry), by group, at the top (`constants`).
    /// Designers' tools ignore extensions they do not know.
    ///
    /// `grouped` nests tokens as design tools name them: `COLOR_BRAND_PRIMARY`
    /// becomes `color.brand.primary` (a constant that is also a group's start,
    /// `COLOR_BRAND`, is that group's `$root`); a name of other letters keeps its flat key.
    package func designTokens(grouped: Bool = false) -> String {
        let keys = Self.tokenKeys(for: entries.map(\.name))
        let paths = Self.tokenPaths(for: entries.map(\.name), keys: keys, grouped: grouped)
        // A path that is also a group (another path goes on from it) holds its token in `$root`.
        let groups = Set(paths.values.flatMap { path in (1..<max(path.count, 1)).map { path.prefix($0).joined(separator: ".") } })
        let written = { (name: String) -> [String] in
            let path = paths[name] ?? [name]
            return groups.contains(path.joined(separator: ".")) ? path + ["$root"] : path
        }
        // The token name of each constant written as a token, for aliases to it.
        var exported: [String: String] = [:]
        for entry in entries where token(for: entry.value, of: entry) != nil {
            exported[entry.name] = written(entry.name).joined(separator: ".")
        }
        var members: [(path: [String], json: String)] = []
        var carried: [String: [(key: String, json: String)]] = [:]
        for entry in entries {
            guard let (type, value) = token(for: entry.value, of: entry, exported: exported) else {
                carried["Constants", default: []].append((key: entry.name, json: Self.literal(entry.value.written)))
                for mode in entry.modes {
                    carried[VariantName.constantsGroup(of: mode.mode), default: []].append(
                        (key: entry.name, json: Self.literal(mode.value.written)))
                }
                continue
            }
            let path = written(entry.name)
            let indent = String(repeating: "  ", count: path.count)
            var fields: [(key: String, json: String)] = [(key: "$type", json: JSONText.string(type)), (key: "$value", json: value)]
            var extensions: [(key: String, json: String)] = []
            let modes = entry.modes.compactMap { mode in
                token(for: mode.value, of: entry, exported: exported).map { (key: mode.mode.lowercased(), json: $0.value) }
            }
            if !modes.isEmpty { extensions.append((key: "mode", json: JSONText.object(modes, indent: indent + "    "))) }
            var own: [(key: String, json: String)] = []
            if DesignTokenReader.constantName(path: paths[entry.name] ?? [entry.name], type: type) != entry.name {
                own.append((key: "constant", json: JSONText.string(entry.name)))
            }
            if entry.value.alias == nil, case .string(let text) = entry.value.resolved {
                own.append((key: "written", json: JSONText.string(text)))
            }
            // A text style has no DTCG form: the convention text carries it back (`f:body`).
            if entry.value.alias == nil, case .font(let font) = entry.value.resolved, font.textStyle != nil {
                own.append((key: "written", json: JSONText.string(FontSyntax.format(font))))
            }
            if !own.isEmpty { extensions.append((key: "org.themekit", json: JSONText.object(own, indent: indent + "    "))) }
            if !extensions.isEmpty { fields.append((key: "$extensions", json: JSONText.object(extensions, indent: indent + "  "))) }
            members.append((path: path, json: JSONText.object(fields, indent: indent)))
        }
        // A constant only a mode defines travels in that mode's group, as the theme writes it.
        for (mode, entry) in modeOnly {
            carried[VariantName.constantsGroup(of: mode), default: []].append((key: entry.name, json: Self.literal(entry.value.written)))
        }
        var top = Self.nested(members, depth: 0)
        if !carried.isEmpty {
            let groups = carried.map { (key: $0.key, json: JSONText.object($0.value, indent: "        ")) }
            let themekit = JSONText.object([(key: "constants", json: JSONText.object(groups, indent: "      "))], indent: "    ")
            top.append((key: "$extensions", json: JSONText.object([(key: "org.themekit", json: themekit)], indent: "  ")))
        }
        return JSONText.object(top, indent: "") + "\n"
    }

    /// Tokens at their paths as the members of one group `depth` deep: a
    /// token whose path ends here is a member, the others are nested by their next name.
    private static func nested(_ tokens: [(path: [String], json: String)], depth: Int) -> [(key: String, json: String)] {
        var members: [(key: String, json: String)] = []
        var deeper: [String: [(path: [String], json: String)]] = [:]
        for token in tokens {
            if token.path.count == depth + 1 {
                members.append((key: token.path[depth], json: token.json))
            } else {
                deeper[token.path[depth], default: []].append(token)
            }
        }
        for (key, group) in deeper {
            members.append(
                (key: key, json: JSONText.object(nested(group, depth: depth + 1), indent: String(repeating: "  ", count: depth + 1))))
        }
        return members
    }

    /// Each constant's token path: its words when `grouped` and the name has
    /// them, else its flat key. A flat key that a group already starts with
    /// (`color` beside `COLOR_A`) is numbered (`color_2`), so no two tokens
    /// share a place; the constant's own name then travels in its extension.
    private static func tokenPaths(for names: [String], keys: [String: String], grouped: Bool) -> [String: [String]] {
        var paths: [String: [String]] = [:]
        var taken = Set<String>()
        if grouped {
            for name in names {
                guard let path = groupPath(of: name) else { continue }
                paths[name] = path
                taken.insert(path[0])
            }
        }
        for name in names where paths[name] == nil {
            let base = keys[name] ?? name
            var key = base
            var suffix = 2
            while taken.contains(key) {
                key = "\(base)_\(suffix)"
                suffix += 1
            }
            taken.insert(key)
            paths[name] = [key]
        }
        return paths
    }

    /// `COLOR_BRAND_PRIMARY` as `["color", "brand", "primary"]`: a name of
    /// upper-case ASCII letters and digits in words joined by single `_`; nil for any other.
    static func groupPath(of name: String) -> [String]? {
        let words = name.split(separator: "_", omittingEmptySubsequences: false)
        guard
            words.allSatisfy({ word in
                !word.isEmpty && word.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
            })
        else { return nil }
        return words.map { $0.lowercased() }
    }

    /// The token name of each constant: the constant's own name where DTCG
    /// allows it, else with a leading `$` (reserved: `$type`, `$value`,
    /// `$extensions`) and every `{`, `}` and `.` (alias syntax) as `_`, and a
    /// number where that name is taken. The constant's own name then goes in
    /// `$extensions["org.themekit"].constant`, so reading back keeps it.
    static func tokenKeys(for names: [String]) -> [String: String] {
        var taken = Set(names.filter(isTokenName))
        var keys: [String: String] = [:]
        for name in names {
            guard !isTokenName(name) else {
                keys[name] = name
                continue
            }
            let base = String(
                String.UnicodeScalarView(
                    name.unicodeScalars.enumerated().map { index, scalar in
                        (index == 0 && scalar == "$") || scalar == "{" || scalar == "}" || scalar == "." ? "_" : scalar
                    }))
            var key = base
            var suffix = 2
            while !taken.insert(key).inserted {
                key = "\(base)_\(suffix)"
                suffix += 1
            }
            keys[name] = key
        }
        return keys
    }

    /// Whether DTCG allows `name` as a token name: not starting with `$`, without `{`, `}` or `.`.
    private static func isTokenName(_ name: String) -> Bool {
        !name.hasPrefix("$") && !name.unicodeScalars.contains { $0 == "{" || $0 == "}" || $0 == "." }
    }

    /// A scalar as JSON, as the theme writes it.
    static func literal(_ node: PlistNode) -> String {
        switch node.kind {
        case .string(let text): return JSONText.string(text)
        case .number(let number): return JSONText.number(number)
        case .bool(let flag): return flag ? "true" : "false"
        default: return "null"
        }
    }

    /// The token type and `$value` JSON of a value, or nil when no type holds it.
    private func token(for value: Value, of entry: Entry, exported: [String: String] = [:]) -> (type: String, value: String)? {
        guard let type = Self.tokenType(of: value.resolved, named: entry.name) else { return nil }
        if let alias = value.alias, let key = exported[alias] { return (type, JSONText.string("{\(key)}")) }
        switch value.resolved {
        case .number(let number):
            return (type, Self.number(number, as: type))
        case .string(let text):
            // A number written as a string (`"12"`) is a dimension or number token; else a font family.
            guard type == "dimension" || type == "number", let number = value.resolved.numberValue else {
                return (type, JSONText.string(text))
            }
            return (type, Self.number(number, as: type))
        default:
            // Any other value is written as its kind writes a token.
            return value.resolved.kind.designToken(value.resolved)
        }
    }

    /// A number as a `dimension` (`{"value", "unit": "px"}`) or a plain `number` token value.
    private static func number(_ number: Double, as type: String) -> String {
        type == "dimension" ? "{\"value\": \(JSONText.number(number)), \"unit\": \"px\"}" : JSONText.number(number)
    }

    /// The token type of a constant's value, where one fits.
    static func tokenType(of value: ThemeValue, named name: String) -> String? {
        switch value {
        case .number: return name.hasPrefix("DIMENSION_") ? "dimension" : "number"
        case .string where name.hasPrefix("DIMENSION_") && value.numberValue != nil: return "dimension"
        case .string: return name.hasPrefix("FONT_") ? "fontFamily" : nil
        default: return value.kind.designToken(value)?.type
        }
    }
}
