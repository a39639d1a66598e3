import Foundation

/// The part of a symbol graph (the JSON `swift-symbolgraph-extract` writes)
/// that the check reads, for the stubs and for an SDK alike.
///
/// Both sides come from the same tool, so a stub and the SDK declaration it
/// stands for are compared in one form: path components with the Swift
/// names (`UIColor`, `init(red:green:blue:alpha:)`), declaration fragments
/// and availability per domain.
struct SymbolGraph: Decodable {
    struct Module: Decodable { var name: String }
    /// An `inheritsFrom` or `conformsTo` edge (other kinds are read and ignored).
    struct Relationship: Decodable {
        var kind: String
        var source: String
        var target: String
    }

    var module: Module
    var symbols: [Symbol]
    var relationships: [Relationship]

    /// Every graph in `folder` (`UIKit.symbols.json`, `UIKit@Foundation.symbols.json`, ...).
    static func read(folder: URL) throws -> [SymbolGraph] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".symbols.json") }
        return try names.sorted().map { name in
            try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: folder.appendingPathComponent(name)))
        }
    }
}

/// One declaration of a symbol graph.
struct Symbol: Decodable {
    struct Kind: Decodable { var identifier: String }
    struct Identifier: Decodable { var precise: String }
    /// A piece of a declaration as the graph spells it: a keyword, a type name, text between them.
    struct Fragment: Decodable {
        var kind: String
        var spelling: String
    }
    struct FunctionSignature: Decodable {
        struct Parameter: Decodable { var declarationFragments: [Fragment]? }
        var parameters: [Parameter]?
        var returns: [Fragment]?
    }
    struct Generics: Decodable {
        struct Parameter: Decodable {
            var name: String
            var index: Int
            var depth: Int
        }
        struct Constraint: Decodable {
            var kind: String
            var lhs: String
            var rhs: String
        }
        var parameters: [Parameter]?
        var constraints: [Constraint]?
    }
    /// One `@available` domain: `iOS`, `tvOS`, `macOS`, ...
    struct Availability: Decodable {
        struct Numbers: Decodable {
            var major: Int
            var minor: Int?
            var patch: Int?
        }
        var domain: String?
        var introduced: Numbers?
        var obsoleted: Numbers?
        var isUnconditionallyUnavailable: Bool?
    }
    /// Where a declaration is: a file URL and a 0-based line.
    struct Location: Decodable {
        struct Position: Decodable { var line: Int }
        var uri: String
        var position: Position
    }

    var kind: Kind
    var identifier: Identifier
    var pathComponents: [String]
    var declarationFragments: [Fragment]?
    var functionSignature: FunctionSignature?
    var swiftGenerics: Generics?
    var availability: [Availability]?
    var location: Location?

    /// `UIFont.TextStyle.largeTitle`: the key a stub and its SDK declaration share.
    var path: String { pathComponents.joined(separator: ".") }

    /// A member the graph copied from a protocol extension or superclass, not declared here.
    var isSynthesized: Bool { identifier.precise.contains("::SYNTHESIZED::") }
}
