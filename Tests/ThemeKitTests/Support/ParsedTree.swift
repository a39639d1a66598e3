import Foundation

@testable import ThemeKit

/// A parsed node without positions, for comparing what parsers read.
indirect enum Tree: Equatable, CustomStringConvertible {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case date(String)
    case data(Data)
    case uid(UInt64)
    case array([Tree])
    case dictionary([Member])

    struct Member: Equatable {
        var key: String
        var value: Tree
    }

    init(_ node: PlistNode) {
        switch node.kind {
        case .string(let text): self = .string(text)
        case .number(let number): self = .number(number)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        case .date(let text): self = .date(text)
        case .data(let data): self = .data(data)
        case .uid(let uid): self = .uid(uid)
        case .array(let elements): self = .array(elements.map(Tree.init))
        case .dictionary(let entries): self = .dictionary(entries.map { Member(key: $0.key, value: Tree($0.value)) })
        }
    }

    /// The same tree with dictionary members sorted by key (for formats that do not keep order).
    var sorted: Tree {
        switch self {
        case .array(let elements): return .array(elements.map(\.sorted))
        case .dictionary(let members):
            return .dictionary(members.map { Member(key: $0.key, value: $0.value.sorted) }.sorted { $0.key < $1.key })
        default: return self
        }
    }

    var description: String {
        switch self {
        case .string(let text): return "\"\(text)\""
        case .number(let number): return "\(number)"
        case .bool(let flag): return "\(flag)"
        case .null: return "null"
        case .date(let text): return "date(\(text))"
        case .data(let data): return "data(\(data.count))"
        case .uid(let uid): return "uid(\(uid))"
        case .array(let elements): return "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .dictionary(let members): return "{" + members.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
        }
    }
}

/// Runs one parser directly over `text`.
enum Parse {
    struct Outcome {
        var tree: Tree?
        var node: PlistNode?
        var warnings: [Diagnostic]
        var errors: [Diagnostic]
    }

    static func run(_ format: ThemeFileFormat, _ text: String, limits: ThemeLimits = .default) -> Outcome {
        run(format, Array(text.utf8), limits: limits)
    }

    static func run(_ format: ThemeFileFormat, _ bytes: [UInt8], limits: ThemeLimits = .default) -> Outcome {
        bytes.withUnsafeBytes { raw in
            let source = format == .binaryPropertyList ? SourceFile(binaryPath: "t") : SourceFile(path: "t", text: raw)
            var context = ParserContext(source: source, limits: limits)
            do throws(ThemeError) {
                let node: PlistNode
                switch format {
                case .xmlPropertyList: node = try XMLPropertyListParser.parse(raw, context: &context)
                case .json: node = try JSONParser.parse(raw, context: &context)
                case .openStep: node = try OpenStepParser.parse(raw, context: &context)
                case .binaryPropertyList: node = try BinaryPropertyListParser.parse(raw, context: &context)
                }
                return Outcome(tree: Tree(node), node: node, warnings: context.warnings, errors: [])
            } catch {
                return Outcome(tree: nil, node: nil, warnings: context.warnings, errors: error.diagnostics)
            }
        }
    }
}
