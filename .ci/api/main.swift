import Foundation

/// api-surface: the public API of the package's modules, read from their
/// symbol graphs, for the two checks `.ci/api-check` runs.
///
///     api-surface surface GRAPH_DIR OUT_DIR    one sorted text file a module: every public declaration
///     api-surface undocumented GRAPH_DIR       every public declaration without a doc comment; exit 1 if any
///
/// The bridges are extracted from their `Stubbed…` builds (the same source
/// files, compiled here against the stubs), and named as the products.
struct Graph: Decodable {
    struct Module: Decodable { var name: String }
    struct Symbol: Decodable {
        struct Kind: Decodable { var identifier: String }
        struct Fragment: Decodable { var spelling: String }
        struct DocComment: Decodable {
            struct Line: Decodable { var text: String }
            var lines: [Line]
        }
        struct Availability: Decodable {
            struct Version: Decodable {
                var major: Int
                var minor: Int?
                var patch: Int?
            }
            var domain: String?
            var introduced: Version?
            var isUnconditionallyUnavailable: Bool?
        }
        var kind: Kind
        var accessLevel: String
        var pathComponents: [String]
        var declarationFragments: [Fragment]?
        var docComment: DocComment?
        var availability: [Availability]?
        var location: Location?
        struct Location: Decodable {
            struct Position: Decodable {
                var line: Int
                var character: Int
            }
            var uri: String
            var position: Position
        }

        /// `path/File.swift:12:5` for a message, relative to the working folder.
        var place: String {
            guard let location else { return "(no location)" }
            let path = URL(string: location.uri)?.path ?? location.uri
            let root = FileManager.default.currentDirectoryPath + "/"
            let relative = path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
            return "\(relative):\(location.position.line + 1):\(location.position.character + 1)"
        }
    }
    var module: Module
    var symbols: [Symbol]
}

/// The product a graph's module stands for.
func productName(_ file: String) -> String {
    let module = String(file.prefix { $0 != "@" && $0 != "." })
    return module.hasPrefix("Stubbed") ? String(module.dropFirst("Stubbed".count)) : module
}

func graphs(in folder: String) throws -> [(product: String, graph: Graph)] {
    try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".symbols.json") }.sorted().map { file in
        let data = try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(file))
        return (productName(file), try JSONDecoder().decode(Graph.self, from: data))
    }
}

func line(_ symbol: Graph.Symbol) -> String {
    let declaration = (symbol.declarationFragments ?? []).map(\.spelling).joined()
        .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let availability = (symbol.availability ?? []).compactMap { entry -> String? in
        guard let domain = entry.domain else { return nil }
        if entry.isUnconditionallyUnavailable == true { return "\(domain) unavailable" }
        guard let version = entry.introduced else { return nil }
        return "\(domain) \(version.major).\(version.minor ?? 0)"
    }.sorted()
    let suffix = availability.isEmpty ? "" : "  [" + availability.joined(separator: ", ") + "]"
    return "\(symbol.pathComponents.joined(separator: ".")) | \(declaration)\(suffix)"
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: api-surface surface GRAPH_DIR OUT_DIR | undocumented GRAPH_DIR\n".utf8))
    exit(2)
}
do {
    let all = try graphs(in: arguments[2])
    switch arguments[1] {
    case "surface" where arguments.count == 4:
        var byProduct: [String: Set<String>] = [:]
        for (product, graph) in all {
            for symbol in graph.symbols where ["public", "open"].contains(symbol.accessLevel) {
                byProduct[product, default: []].insert(line(symbol))
            }
        }
        try FileManager.default.createDirectory(atPath: arguments[3], withIntermediateDirectories: true)
        for (product, lines) in byProduct {
            let text = lines.sorted().joined(separator: "\n") + "\n"
            try Data(text.utf8).write(to: URL(fileURLWithPath: arguments[3]).appendingPathComponent("\(product).txt"))
        }
        print("api-surface: \(byProduct.values.map(\.count).reduce(0, +)) public declarations in \(byProduct.count) products")
    case "undocumented":
        var missing: [String] = []
        for (product, graph) in all {
            for symbol in graph.symbols where ["public", "open"].contains(symbol.accessLevel) {
                let text = symbol.docComment?.lines.map(\.text).joined().trimmingCharacters(in: .whitespaces) ?? ""
                if text.isEmpty { missing.append("\(symbol.place): \(product): \(line(symbol))") }
            }
        }
        for entry in Set(missing).sorted() { print("undocumented: \(entry)") }
        print("api-surface: \(Set(missing).count) public declarations without a doc comment")
        exit(missing.isEmpty ? 0 : 1)
    default:
        FileHandle.standardError.write(Data("usage: api-surface surface GRAPH_DIR OUT_DIR | undocumented GRAPH_DIR\n".utf8))
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("api-surface: \(error)\n".utf8))
    exit(2)
}
