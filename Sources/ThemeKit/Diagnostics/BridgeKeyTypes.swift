/// What the bridges' class tables take at each key, without the bridges:
/// for each table (`UIKit UILabel`, `AppKit NSTextField`, `QuartzCore
/// CALayer`, `SwiftUI ThemeViewStyle`), the keys it declares, the kind of
/// value each converts from, and the keys that continue into another table
/// (`layer`). What `property-type` judges a style's values by.
///
/// The core cannot import the bridges, so this is a copy; BridgeTests walks
/// the real tables, compiled against the stubs, and fails when it differs.
package enum BridgeKeyTypes {
    /// The kind of value a row converts from, as wide as its conversion: a
    /// number row takes a numeric string too, as apply does.
    package enum Kind: String, Sendable, CaseIterable {
        case color, font, number, boolean, text, caseName, image, point, size, rect, edgeInsets

        /// Whether a row of this kind takes `value` (null is always taken).
        package func accepts(_ value: ThemeValue) -> Bool {
            switch (self, value) {
            case (_, .null): true
            case (.color, .color), (.color, .namedColor), (.font, .font), (.point, .point), (.size, .size), (.rect, .rect),
                (.edgeInsets, .edgeInsets), (.image, .image):
                true
            case (.number, _): value.numberValue != nil
            // What apply's own conversion takes, asked rather than copied.
            case (.boolean, _): (try? Bool(themeValue: value)) != nil
            case (.text, .string), (.text, .number), (.image, .string), (.image, .number), (.caseName, .string): true
            default: false
            }
        }

        /// The kind as a message names it.
        package var description: String {
            switch self {
            case .color: "a colour"
            case .font: "a font"
            case .number: "a number"
            case .boolean: "a boolean"
            case .text: "a string"
            case .caseName: "the name of a case"
            case .image: "an image (`i:NAME`, `i:sf:SYMBOL`) or an image name"
            case .point: "a point"
            case .size: "a size"
            case .rect: "a rectangle"
            case .edgeInsets: "edge insets"
            }
        }
    }

    /// One class's table: the rows it adds to its superclass's, and the keys
    /// that continue into another table.
    package struct Table: Sendable {
        /// `UIKit UILabel`: the framework and the class.
        package let name: String
        /// The table whose rows this one inherits.
        package let superclass: String?
        package let keys: [String: Kind]
        /// Key -> the table of the object the key path continues into.
        package let children: [String: String]

        init(_ name: String, superclass: String? = nil, _ keys: [String: Kind], children: [String: String] = [:]) {
            self.name = name
            self.superclass = superclass
            self.keys = keys
            self.children = children
        }
    }

    /// A key path's kind where every table that declares it agrees.
    package struct Expectation: Sendable, Equatable {
        package var kind: Kind
        /// The tables whose own rows declare it, sorted.
        package var tables: [String]
    }

    /// The tables by name.
    package static let tablesByName: [String: Table] = Dictionary(tables.map { ($0.name, $0) }) { first, _ in first }

    /// Every key of `table`, its superclasses' too, with the table whose row it is.
    package static func allKeys(of table: String) -> [String: (kind: Kind, owner: String)] {
        guard let found = tablesByName[table] else { return [:] }
        var keys = found.superclass.map(allKeys(of:)) ?? [:]
        for (key, kind) in found.keys { keys[key] = (kind, found.name) }
        return keys
    }

    /// Every child key of `table`, its superclasses' too.
    package static func allChildren(of table: String) -> [String: String] {
        guard let found = tablesByName[table] else { return [:] }
        return (found.superclass.map(allChildren(of:)) ?? [:]).merging(found.children) { _, own in own }
    }

    /// Each table with its inherited rows, worked out once.
    private static let flattened: [(keys: [String: (kind: Kind, owner: String)], children: [String: String])] = tables.map {
        (allKeys(of: $0.name), allChildren(of: $0.name))
    }

    /// How many components a key path the index holds may have: deep enough
    /// for `titleLabel.layer.borderWidth` and `view.layer.borderWidth`.
    static let indexedDepth = 4

    /// The expectation of every key path the tables declare, to
    /// ``indexedDepth`` components, worked out once: a lint looks one up per
    /// value of every style, by the key path's own text.
    private static let index: [String: Expectation] = {
        var found: [String: Expectation] = [:]
        var level: [(prefix: String, tables: [Int])] = [("", Array(flattened.indices))]
        for _ in 0..<indexedDepth {
            var next: [String: Set<String>] = [:]
            for (prefix, candidates) in level {
                for key in Set(candidates.flatMap { flattened[$0].keys.keys }) {
                    found[prefix + key] = expectation(forLast: key, in: candidates)
                }
                for index in candidates {
                    for (key, child) in flattened[index].children { next[prefix + key + ".", default: []].insert(child) }
                }
            }
            level = next.map { prefix, names in (prefix, tables.indices.filter { names.contains(tables[$0].name) }) }
        }
        return found
    }()

    /// The kind every table declaring `path` gives it, walking from every
    /// table through the child keys; nil when no table declares it, two give
    /// it different kinds, or it is deeper than any table's.
    package static func expectation(for path: StyleKeyPath) -> Expectation? {
        if let found = index[path.description] { return found }
        // A state qualifier (`selected:titleColor`) is not part of what the tables declare.
        guard path.description.utf8.contains(UInt8(ascii: ":")) else { return nil }
        return index[path.components.joined(separator: ".")]
    }

    private static func expectation(forLast key: String, in candidates: [Int]) -> Expectation? {
        var kinds = Set<Kind>()
        var owners = Set<String>()
        for index in candidates {
            guard let declared = flattened[index].keys[key] else { continue }
            kinds.insert(declared.kind)
            owners.insert(declared.owner)
        }
        guard kinds.count == 1, let kind = kinds.first else { return nil }
        return Expectation(kind: kind, tables: owners.sorted())
    }
}
