import Foundation

/// What a symbol needs on one platform: a version, or not there at all.
enum Requirement: Equatable {
    case introduced(Version)
    case unavailable
}

/// A `major.minor.patch` version, compared component by component.
struct Version: Comparable, CustomStringConvertible {
    var components: [Int]

    init(_ components: [Int]) {
        self.components = components
    }

    /// `"17"`, `"10.15"`, `"16.0.1"`; nil for anything else.
    init?(_ text: Substring) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ $0 != nil }) else { return nil }
        components = parts.compactMap { $0 }
    }

    static func < (lhs: Version, rhs: Version) -> Bool {
        for index in 0..<3 {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    /// `18`, `10.15`, `16.0.1`: trailing zero components left out.
    var description: String {
        var shown = components
        while shown.count > 1, shown.last == 0 { shown.removeLast() }
        return shown.map(String.init).joined(separator: ".")
    }
}

/// The availability of every symbol of some modules, by USR, read from the
/// symbol graphs `swift-symbolgraph-extract` writes.
struct SymbolAvailability {
    private(set) var requirements: [String: [Platform: Requirement]] = [:]

    /// Reads every `*.symbols.json` file of `folders`, one folder a module (as
    /// `swift-symbolgraph-extract -output-dir` writes them: `Foundation.symbols.json`,
    /// `Foundation@Swift.symbols.json` for its extensions of the standard library).
    mutating func read(folders: [URL]) throws {
        var files: [URL] = []
        for folder in folders {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
                throw CheckFailure("no symbol graphs at \(folder.path): extract them first (`.ci/availability-check` does)")
            }
            files += names.filter { $0.hasSuffix(".symbols.json") }.sorted().map { folder.appendingPathComponent($0) }
        }
        for file in files {
            let data = try Data(contentsOf: file)
            let graph = try JSONDecoder().decode(Graph.self, from: data)
            for symbol in graph.symbols {
                var needs: [Platform: Requirement] = [:]
                for entry in symbol.availability ?? [] {
                    guard let platform = Platform(domain: entry.domain) else { continue }
                    if entry.isUnconditionallyUnavailable == true {
                        needs[platform] = .unavailable
                    } else if let introduced = entry.introduced {
                        needs[platform] = .introduced(Version([introduced.major, introduced.minor ?? 0, introduced.patch ?? 0]))
                    }
                }
                if !needs.isEmpty { requirements[symbol.identifier.precise] = needs }
            }
            // A requirement added later with a default implementation that was always there
            // (`FixedWidthInteger.&*` in Swift 6) is met by that default on older systems.
            let limited = Set(graph.symbols.filter { !($0.availability ?? []).isEmpty }.map(\.identifier.precise))
            for relationship in graph.relationships
            where relationship.kind == "defaultImplementationOf" && !limited.contains(relationship.source) {
                alwaysImplemented.insert(relationship.target)
            }
        }
        for requirement in alwaysImplemented { requirements[requirement] = nil }
    }

    private var alwaysImplemented: Set<String> = []

    /// What `usr` needs on `platform`; Mac Catalyst takes iOS's unless the symbol names it.
    func requirement(of usr: String, on platform: Platform) -> Requirement? {
        guard let needs = requirements[usr] else { return nil }
        if let own = needs[platform] { return own }
        return platform == .macCatalyst ? needs[.iOS] : nil
    }

    private struct Graph: Decodable {
        struct Relationship: Decodable {
            var kind: String
            var source: String
            var target: String
        }
        var symbols: [Symbol]
        var relationships: [Relationship]
    }

    private struct Symbol: Decodable {
        struct Identifier: Decodable { var precise: String }
        struct Entry: Decodable {
            struct Numbers: Decodable {
                var major: Int
                var minor: Int?
                var patch: Int?
            }
            var domain: String
            var introduced: Numbers?
            var isUnconditionallyUnavailable: Bool?
        }
        var identifier: Identifier
        var availability: [Entry]?
    }
}
