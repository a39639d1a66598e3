import Foundation

/// A theme's colours as an Xcode asset catalogue (`themecheck export
/// xcassets`): a colour set per colour constant, with its dark
/// (`Constants_DARK`), high-contrast (`Constants_HIGH_CONTRAST`) and dark
/// high-contrast (`Constants_DARK_HIGH_CONTRAST`) appearances and its colour
/// space, so Interface Builder and SwiftUI's `Color("color.brand")` see the
/// theme's colours.
package struct AssetCatalog: Sendable {
    /// One colour set: its folder's name (without `.colorset`), the constant it holds and its `Contents.json`.
    package struct ColorSet: Sendable, Equatable {
        package var name: String
        package var constant: String
        package var contents: String
    }

    /// The colour sets, by name.
    package var colorSets: [ColorSet]
    /// What was left out, each named: named colours, a set name taken twice
    /// or too long for a file name, and variant values no appearance holds.
    package var leftOut: [Diagnostic]

    /// The `author` the catalogue's files carry, by which a later export knows its own colour sets.
    package static let author = "themecheck"

    /// The catalogue's own `Contents.json`, for a catalogue that has none.
    package static let rootContents = "{\n  \"info\" : {\n    \"author\" : \"\(author)\",\n    \"version\" : 1\n  }\n}\n"

    /// The appearances Xcode gives a colour set beyond "Any", each with the
    /// variant that holds its value; a cell of the grid takes the values of
    /// every row whose appearances it has, in this order (the last wins).
    static let appearances: [(entries: [String], variant: String)] = [
        (["luminosity-dark"], "DARK"), (["contrast-high"], "HIGH_CONTRAST"),
        (["luminosity-dark", "contrast-high"], "DARK_HIGH_CONTRAST"),
    ]

    /// One cell of Xcode's grid of appearances: its appearances, and the variants whose values it shows (the last wins).
    struct Cell {
        var entries: [String]
        var variants: [String]
    }

    /// "Any", and each cell of the grid that the appearances `defined` variants hold make.
    static func cells(holding defined: Set<String>) -> [Cell] {
        let held = Set(appearances.filter { defined.contains($0.variant) }.flatMap(\.entries))
        return [Cell(entries: [], variants: [])]
            + appearances.filter { held.isSuperset(of: $0.entries) }.map { cell in
                Cell(entries: cell.entries, variants: appearances.filter { Set(cell.entries).isSuperset(of: $0.entries) }.map(\.variant))
            }
    }

    /// The longest file name a Mac allows (APFS and HFS+), in UTF-8 bytes.
    static let maximumNameBytes = 255

    /// The colour sets of `chain`'s colour constants, its active variants applied.
    package init(chain: ThemeChain) {
        let lookup = chain.lookup
        let defined = Set(lookup.layers.flatMap(\.constantVariants))
        let cells = Self.cells(holding: defined)
        let resolvers = cells.map {
            ChainResolver(chain: LookupChain(layers: lookup.layers, variants: lookup.variants + $0.variants), limits: chain.limits)
        }
        let unheld = UnheldVariants(
            chain: chain, variants: defined.subtracting(lookup.variants).subtracting(Self.appearances.map(\.variant)))
        var sets: [ColorSet] = []
        var owners: [String: (constant: String, set: String, location: SourceLocation)] = [:]
        var leftOut: [Diagnostic] = []
        for name in lookup.allConstantNames {
            guard let value = resolvers[0].constant(named: name), let found = lookup.constant(named: name) else { continue }
            let location = lookup.layers[found.layer].source(of: found.definition).location(ofOffset: found.definition.value.offset)
            func leave(_ why: String, code: Diagnostic.Code = .unsupportedToken, notes: [Diagnostic.Note] = []) {
                leftOut.append(
                    Diagnostic(code, "constant `\(name)` is left out of the asset catalogue: \(why)", at: location, notes: notes))
            }
            let color: ThemeColor
            switch value {
            case .color(let value): color = value
            case .namedColor(let asset):
                leave("it names the catalogue's colour `\(asset)` rather than holding one")
                continue
            default: continue
            }
            let setName = Self.setName(of: name)
            let bytes = (setName + ".colorset").utf8.count
            guard bytes <= Self.maximumNameBytes else {
                leave(
                    "its colour set's folder name would be \(bytes) bytes, more than the \(Self.maximumNameBytes) a Mac allows in a file "
                        + "name; shorten the constant's name", code: .limitExceeded)
                continue
            }
            if let first = owners[Self.fileSystemKey(setName)] {
                let spelling = first.set == setName ? "" : " (`\(first.set)`: a Mac's file system does not tell upper from lower case)"
                leave(
                    "its colour set name `\(setName)` is `\(first.constant)`'s too\(spelling)", code: .nameCollision,
                    notes: [Diagnostic.Note(message: "`\(first.constant)` gives the colour set `\(first.set)`", at: first.location)])
                continue
            }
            owners[Self.fileSystemKey(setName)] = (name, setName, location)
            let entries = zip(cells, resolvers).compactMap { cell, resolver -> String? in
                guard case .color(let color)? = resolver.constant(named: name) else { return nil }
                return Self.entry(color, appearances: cell.entries)
            }
            sets.append(ColorSet(name: setName, constant: name, contents: Self.contents(entries)))
            leftOut += unheld.leftOut(name, showing: color, at: location)
        }
        colorSets = sets.sorted { $0.name < $1.name }
        self.leftOut = leftOut
    }

    /// A set name as a Mac's file system compares it: APFS (as formatted by
    /// default) and HFS+ do not tell upper from lower case, so `color.-uC9`
    /// (`É`) and `color.-uc9` name one folder. Unicode normalisation needs no
    /// folding: a set name is ASCII, and `String` compares canonically anyway.
    package static func fileSystemKey(_ setName: String) -> String {
        setName.lowercased()
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

    /// A colour set's `Contents.json` holding `entries`, marked as the export's by its `info.author`.
    static func contents(_ entries: [String]) -> String {
        "{\n  \"colors\" : [\n" + entries.joined(separator: ",\n")
            + "\n  ],\n  \"info\" : {\n    \"author\" : \"\(author)\",\n    \"version\" : 1\n  }\n}\n"
    }

    /// Whether a colour set's `Contents.json` is one an export wrote: its
    /// `info.author` is ``author`` (Xcode writes its own when someone edits the set).
    package static func isWrittenByExport(_ contents: Data) -> Bool {
        author(of: contents) == author
    }

    /// The `info.author` of a `Contents.json`; nil when it is not JSON or has none.
    package static func author(of contents: Data) -> String? {
        let top = try? JSONSerialization.jsonObject(with: contents) as? [String: Any]
        return (top?["info"] as? [String: Any])?["author"] as? String
    }
}
