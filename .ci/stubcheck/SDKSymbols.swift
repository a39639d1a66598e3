import Foundation

/// One SDK's declarations, read from the symbol graphs of its frameworks, and
/// found the way Swift finds a member: on the type, then on its superclasses
/// and the protocols it conforms to.
///
/// `UIView.traitCollection` is declared once, by the protocol
/// `UITraitEnvironment`; `UIView.init()` comes from `NSObject`. The graphs
/// are extracted with `-skip-synthesized-members`, which keeps them small
/// (SwiftUI's is 20 times larger with every conforming type's copy of every
/// `View` modifier), so the walk through supertypes is made here.
struct SDKSymbols {
    /// A declaration and the module whose graph holds it.
    struct Entry {
        let symbol: Symbol
        let module: String
    }

    private var byPath: [String: [Entry]] = [:]
    private var byIdentifier: [String: Entry] = [:]
    private var supertypes: [String: [String]] = [:]
    private var members: [String: Set<String>] = [:]

    init(folder: URL) throws {
        for graph in try SymbolGraph.read(folder: folder) {
            for symbol in graph.symbols where !symbol.isSynthesized {
                let entry = Entry(symbol: symbol, module: graph.module.name)
                byPath[symbol.path, default: []].append(entry)
                if byIdentifier[symbol.identifier.precise] == nil { byIdentifier[symbol.identifier.precise] = entry }
                if let name = symbol.pathComponents.last {
                    members[symbol.pathComponents.dropLast().joined(separator: "."), default: []].insert(name)
                }
            }
            for edge in graph.relationships where edge.kind == "inheritsFrom" || edge.kind == "conformsTo" {
                supertypes[edge.source, default: []].append(edge.target)
            }
        }
    }

    /// The declarations at `path` in `modules`, or, for a member the type does
    /// not declare itself, those of its nearest superclass or protocol that does.
    func declarations(at path: [String], in modules: Set<String>) -> [Entry] {
        let direct = (byPath[path.joined(separator: ".")] ?? []).filter { modules.contains($0.module) }
        guard direct.isEmpty, path.count > 1, let name = path.last else { return direct }
        var level = (byPath[path.dropLast().joined(separator: ".")] ?? []).filter { modules.contains($0.module) }
            .map(\.symbol.identifier.precise)
        var seen = Set(level)
        while !level.isEmpty {
            var found: [Entry] = []
            var next: [String] = []
            for identifier in level {
                if let type = byIdentifier[identifier] { found += byPath[type.symbol.path + "." + name] ?? [] }
                for target in supertypes[identifier] ?? [] where seen.insert(target).inserted { next.append(target) }
            }
            if !found.isEmpty { return found }
            level = next
        }
        return []
    }

    /// The members of the same type whose names are near `path`'s last
    /// component (the same base name, or a few letters apart): what a
    /// misspelt or mislabelled stub meant.
    func nearNames(of path: [String]) -> [String] {
        guard let name = path.last else { return [] }
        let base = name.prefix { $0 != "(" }
        let siblings = members[path.dropLast().joined(separator: ".")] ?? []
        return siblings.filter { $0.prefix { $0 != "(" } == base || editDistance($0, name) <= 2 }.sorted()
    }
}

/// The Levenshtein distance of two names, for "did you mean".
func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let left = Array(lhs)
    let right = Array(rhs)
    var previous = Array(0...right.count)
    for (row, character) in left.enumerated() {
        var current = [row + 1]
        for (column, other) in right.enumerated() {
            current.append(min(previous[column + 1] + 1, current[column] + 1, previous[column] + (character == other ? 0 : 1)))
        }
        previous = current
    }
    return previous[right.count]
}
