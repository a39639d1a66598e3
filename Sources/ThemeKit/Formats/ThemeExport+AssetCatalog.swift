/// A theme's colours as an Xcode asset catalogue (`themecheck export
/// xcassets`): a colour set per colour constant, with its dark
/// (`Constants_DARK`) and high-contrast (`Constants_HIGH_CONTRAST`)
/// appearances and its colour space, so Interface Builder and SwiftUI's
/// `Color("color.brand")` see the theme's colours.
package struct AssetCatalog: Sendable {
    /// One colour set: its folder's name (without `.colorset`) and its `Contents.json`.
    package struct ColorSet: Sendable, Equatable {
        package var name: String
        package var contents: String
    }

    /// The colour sets, by name.
    package var colorSets: [ColorSet]
    /// The constants left out (named colours, a set name taken twice), each named.
    package var leftOut: [Diagnostic]

    /// The `author` the catalogue's files carry, by which a later export knows its own colour sets.
    package static let author = "themecheck"

    /// The catalogue's own `Contents.json`.
    package static let rootContents = "{\n  \"info\" : {\n    \"author\" : \"\(author)\",\n    \"version\" : 1\n  }\n}\n"

    /// The colour sets of `chain`'s colour constants, its active variants applied.
    package init(chain: ThemeChain) {
        let lookup = chain.lookup
        let defined = Set(lookup.layers.flatMap(\.constantVariants))
        /// The appearances the catalogue has, each with the variants it adds: Xcode's "Any, Dark" and "High Contrast".
        var appearances: [(entries: [String], variants: [String])] = [([], [])]
        if defined.contains("DARK") { appearances.append((["luminosity-dark"], ["DARK"])) }
        if defined.contains("HIGH_CONTRAST") {
            appearances.append((["contrast-high"], ["HIGH_CONTRAST"]))
            if defined.contains("DARK") { appearances.append((["luminosity-dark", "contrast-high"], ["DARK", "HIGH_CONTRAST"])) }
        }
        let resolvers = appearances.map {
            ChainResolver(chain: LookupChain(layers: lookup.layers, variants: lookup.variants + $0.variants), limits: chain.limits)
        }
        var sets: [ColorSet] = []
        var owners: [String: String] = [:]
        var leftOut: [Diagnostic] = []
        for name in lookup.allConstantNames {
            guard let value = resolvers[0].constant(named: name), let found = lookup.constant(named: name) else { continue }
            let location = lookup.layers[found.layer].source(of: found.definition).location(ofOffset: found.definition.value.offset)
            func warn(_ why: String, code: Diagnostic.Code = .unsupportedToken) {
                leftOut.append(
                    Diagnostic(
                        severity: code.severity, code: code.rawValue,
                        message: "constant `\(name)` is left out of the asset catalogue: \(why)",
                        file: location.file, line: location.line, column: location.column))
            }
            switch value {
            case .color: break
            case .namedColor(let asset):
                warn("it names the catalogue's colour `\(asset)` rather than holding one")
                continue
            default: continue
            }
            let setName = Self.setName(of: name)
            if let first = owners[setName] {
                warn("its colour set name `\(setName)` is `\(first)`'s too", code: .nameCollision)
                continue
            }
            owners[setName] = name
            let entries = zip(appearances, resolvers).compactMap { appearance, resolver -> String? in
                guard case .color(let color)? = resolver.constant(named: name) else { return nil }
                return Self.entry(color, appearances: appearance.entries)
            }
            sets.append(ColorSet(name: setName, contents: Self.contents(entries)))
        }
        colorSets = sets.sorted { $0.name < $1.name }
        self.leftOut = leftOut
    }

    /// `color.brand.primary` for `COLOR_BRAND_PRIMARY`: letters lower-cased,
    /// `_` as `.`, digits and `-` kept, any other scalar as `-uHEX`, so a
    /// name is never a path and two constants rarely meet.
    static func setName(of constant: String) -> String {
        var name = ""
        for scalar in constant.unicodeScalars {
            switch scalar {
            case "A"..."Z": name.unicodeScalars.append(Unicode.Scalar(scalar.value + 32) ?? scalar)
            case "a"..."z", "0"..."9", "-": name.unicodeScalars.append(scalar)
            case "_": name += "."
            default: name += "-u" + String(scalar.value, radix: 16, uppercase: true)
            }
        }
        return name
    }

    /// One entry of a colour set's `colors`, in Xcode's form.
    static func entry(_ color: ThemeColor, appearances: [String]) -> String {
        let components = [("alpha", color.alpha), ("blue", color.blue), ("green", color.green), ("red", color.red)]
            .map { "          \(JSONText.string($0.0)) : \(JSONText.string(component($0.1)))" }.joined(separator: ",\n")
        var lines: [String] = []
        if !appearances.isEmpty {
            let items = appearances.map { appearance -> String in
                let (kind, value) = appearance == "contrast-high" ? ("contrast", "high") : ("luminosity", "dark")
                return "        {\n          \"appearance\" : \"\(kind)\",\n          \"value\" : \"\(value)\"\n        }"
            }
            lines.append("      \"appearances\" : [\n" + items.joined(separator: ",\n") + "\n      ]")
        }
        lines.append(
            "      \"color\" : {\n        \"color-space\" : \(JSONText.string(color.space.rawValue)),\n        \"components\" : {\n"
                + components + "\n        }\n      }")
        lines.append("      \"idiom\" : \"universal\"")
        return "    {\n" + lines.joined(separator: ",\n") + "\n    }"
    }

    /// A component as Xcode reads it: a decimal string, `0.0` to `1.0`, clamped.
    static func component(_ value: Double) -> String {
        let clamped = value.isFinite ? min(max(value, 0), 1) : 0
        return clamped.description
    }

    static func contents(_ entries: [String]) -> String {
        "{\n  \"colors\" : [\n" + entries.joined(separator: ",\n")
            + "\n  ],\n  \"info\" : {\n    \"author\" : \"\(author)\",\n    \"version\" : 1\n  }\n}\n"
    }
}
