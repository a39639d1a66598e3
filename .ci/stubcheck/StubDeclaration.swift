import Foundation

/// A public declaration of a stub module that stands for an Apple API: its
/// symbol, where it is, and the SDK file its comment cites.
///
/// The stubs' own state is left out, as `StubCitationTests` leaves it out:
/// `stub`-prefixed members and types, and the members a conformance needs
/// (`==`, `description`, `rawValue`, `init(rawValue:)`, a view's `body`).
/// A declaration without a citation of its own (an enum's case, one of
/// `var top, left, bottom, right`) is checked against its type's.
struct StubDeclaration {
    let symbol: Symbol
    /// The stub module (`UIKitStubs`).
    let module: String
    /// The file, relative to the package root when it is inside it.
    let file: String
    /// The 1-based line of the declaration.
    let line: Int
    /// What follows `Checked against: ` above it, or above the declaration it belongs to; nil for none.
    let citation: String?
    /// Whether `citation` is the enclosing declaration's.
    let isCitationInherited: Bool

    /// The declarations of every stub graph in `graphs` that stand for Apple API, in file order.
    static func read(_ graphs: [SymbolGraph], root: URL) throws -> [StubDeclaration] {
        var sources: [String: [String]] = [:]
        var declarations: [StubDeclaration] = []
        for graph in graphs {
            let protocols = Set(graph.symbols.filter { $0.kind.identifier == "swift.protocol" }.map(\.path))
            var own: [String: String] = [:]
            var found: [(Symbol, String, Int, String?)] = []
            for symbol in graph.symbols where !symbol.isSynthesized && !isStubOwn(symbol, protocols: protocols) {
                guard let location = symbol.location, let path = URL(string: location.uri)?.path else { continue }
                if sources[path] == nil { sources[path] = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n") }
                try requireCurrent(symbol, at: location.position.line, in: sources[path] ?? [], path: path)
                let citation = citation(above: location.position.line, in: sources[path] ?? [])
                if let citation, own[symbol.path] == nil { own[symbol.path] = citation }
                let file = path.hasPrefix(root.path + "/") ? String(path.dropFirst(root.path.count + 1)) : path
                found.append((symbol, file, location.position.line + 1, citation))
            }
            for (symbol, file, line, citation) in found {
                let enclosing = (1..<max(symbol.pathComponents.count, 1)).reversed().lazy
                    .compactMap { own[symbol.pathComponents.prefix($0).joined(separator: ".")] }.first
                declarations.append(
                    StubDeclaration(
                        symbol: symbol, module: graph.module.name, file: file, line: line, citation: citation ?? enclosing,
                        isCitationInherited: citation == nil && enclosing != nil))
            }
        }
        return declarations.sorted { ($0.file, $0.line, $0.symbol.path) < ($1.file, $1.line, $1.symbol.path) }
    }

    /// The citation in the comment directly above a 0-based line (attributes between them skipped).
    private static func citation(above line: Int, in lines: [String]) -> String? {
        var index = line - 1
        while index >= 0, isAttributes(lines[index]) { index -= 1 }
        while index >= 0, lines[index].trimmed.hasPrefix("//") {
            if let range = lines[index].range(of: "Checked against: ") { return String(lines[index][range.upperBound...]).trimmed }
            index -= 1
        }
        return nil
    }

    /// Fails when the declaration is not on the line the graph gives: the
    /// stub module was built from an older text of the file, so comments
    /// would be read from the wrong lines.
    private static func requireCurrent(_ symbol: Symbol, at line: Int, in lines: [String], path: String) throws {
        let name = (symbol.pathComponents.last ?? "").prefix { $0 != "(" }.replacingOccurrences(of: "`", with: "")
        guard line < lines.count, lines[line].contains(name) else {
            throw CheckFailure("\(path):\(line + 1) does not declare `\(symbol.path)` any more: build the stub modules again")
        }
    }

    /// Whether a line holds only attributes (`@available(iOS 17.0, *)`), not
    /// a declaration that begins with one (`@MainActor open class UIView {`).
    private static func isAttributes(_ line: String) -> Bool {
        let introducers: Set = ["class", "struct", "enum", "protocol", "extension", "func", "var", "let", "init", "case", "typealias"]
        let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        return line.trimmed.hasPrefix("@") && !words.contains { introducers.contains(String($0)) }
    }

    /// Whether a symbol is the stub's own rather than Apple API.
    private static func isStubOwn(_ symbol: Symbol, protocols: Set<String>) -> Bool {
        let conformanceMembers: Set = ["==(_:_:)", "description", "hashValue", "hash(into:)", "rawValue", "init(rawValue:)"]
        guard let name = symbol.pathComponents.last else { return true }
        let isStubNamed = symbol.pathComponents.contains { $0.hasPrefix("stub") || $0.hasPrefix("Stub") || $0.contains("(stub") }
        let isViewBody = name == "body" && !protocols.contains(symbol.pathComponents.dropLast().joined(separator: "."))
        return isStubNamed || conformanceMembers.contains(name) || isViewBody
    }
}
