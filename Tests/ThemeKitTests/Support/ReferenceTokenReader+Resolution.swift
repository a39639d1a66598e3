import Foundation

extension ReferenceTokenReader {
    /// A value with the type it was read as.
    struct Typed {
        var type: String
        var value: Value
        /// The type as the file writes it (`fontSizes`, `dimension`), the target's for an alias.
        var written: String
    }

    /// The 2025.10 types (types.md, composite-types.md).
    static let formatTypes: Set = [
        "color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number", "strokeStyle", "border",
        "transition", "shadow", "gradient", "typography",
    ]

    /// Tokens Studio's types and the format type each is read as (its
    /// documentation's "available tokens"; sd-transforms' matchers).
    static let exporterTypes: [String: String] = [
        "sizing": "dimension", "spacing": "dimension", "borderRadius": "dimension", "borderWidth": "dimension",
        "fontSizes": "dimension", "paragraphSpacing": "dimension", "paragraphIndent": "dimension", "dimension": "dimension",
        "opacity": "number", "lineHeights": "lineHeight", "letterSpacing": "letterSpacing", "fontFamilies": "fontFamily",
        "fontWeights": "fontWeight", "boxShadow": "shadow", "text": "string", "string": "string", "textCase": "string",
        "textDecoration": "string", "other": "string", "boolean": "boolean", "asset": "string", "composition": "composition",
    ]

    /// The alias a whole value is (`{a.b}`), split; nil for anything else.
    static func aliasTarget(_ json: JSON) -> [String]? {
        guard let text = json.string?.trimmingCharacters(in: .whitespaces), text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else {
            return nil
        }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// Aliases followed and values read, each token once.
    struct Resolution {
        let tokens: [String: Token]
        let dialect: Dialect
        private var memo: [String: Result<Typed, Problem>] = [:]
        private var stack: [String] = []

        init(tokens: [String: Token], dialect: Dialect) {
            self.tokens = tokens
            self.dialect = dialect
        }

        /// The alias a whole value is: `{a.b}`, or with exporters' forms also
        /// Tokens Studio's older `$a.b` ("you can also write them in the older
        /// `$` notation, like this: `$spacing.sm`", its aliases page until 2023).
        func alias(_ json: JSON) -> [String]? {
            if let components = ReferenceTokenReader.aliasTarget(json) { return components }
            guard dialect == .exporters, let text = json.string, text.count > 1, text.hasPrefix("$"),
                !text.contains(where: { $0.isWhitespace || "{}(),*+/".contains($0) })
            else { return nil }
            return text.dropFirst().split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        }

        /// The type a token names itself or inherits, as written, or its alias target's.
        func writtenType(_ path: String, depth: Int = 0) -> String? {
            guard let token = tokens[path], depth < 100 else { return nil }
            if let own = token.ownType { return own }
            if let components = alias(token.raw), let target = target(components) {
                return writtenType(target, depth: depth + 1) ?? token.groupType
            }
            return token.groupType
        }

        /// The format type a written type is read as, or nil where this dialect knows no such type.
        func normalized(_ type: String) -> String? {
            if ReferenceTokenReader.formatTypes.contains(type) { return type }
            return dialect == .exporters ? ReferenceTokenReader.exporterTypes[type] : nil
        }

        /// The dotted path an alias names: the path itself, or for Style
        /// Dictionary's `{a.b.value}` the token `a.b`.
        func target(_ components: [String]) -> String? {
            let dotted = components.joined(separator: ".")
            if tokens[dotted] != nil { return dotted }
            if components.count > 1, components.last == "value" || components.last == "$value" {
                let shorter = components.dropLast().joined(separator: ".")
                if tokens[shorter] != nil { return shorter }
            }
            return nil
        }

        /// Follows the alias `{components}` from a token's value or part:
        /// it must name a token, and one that is read.
        mutating func follow(_ components: [String]) -> Result<Typed, Problem> {
            let written = "{" + components.joined(separator: ".") + "}"
            guard let path = target(components) else { return .failure(Problem("refers to `\(written)`, which names no token")) }
            switch resolve(path) {
            case .success(let typed): return .success(typed)
            case .failure(let problem):
                if problem.reason.hasPrefix("circular") { return .failure(problem) }
                return .failure(Problem("refers to `\(written)`, which is left out (\(problem.reason))"))
            }
        }

        /// The token at `path` read, once: a loop leaves every member out.
        mutating func resolve(_ path: String) -> Result<Typed, Problem> {
            if let known = memo[path] { return known }
            if let start = stack.firstIndex(of: path) {
                let loop = stack[start...] + [path]
                let problem = Problem("circular reference: " + loop.joined(separator: " → "))
                for member in stack[start...] { memo[member] = .failure(problem) }
                return .failure(problem)
            }
            guard stack.count < 2000 else { return .failure(Problem("an alias chain longer than 2000 tokens")) }
            stack.append(path)
            let result = compute(path)
            stack.removeLast()
            if memo[path] == nil { memo[path] = result }
            return memo[path] ?? result
        }

        /// Style Dictionary's category (the first name of the path, its
        /// `attribute/cti`) where its built-in transforms read it one way
        /// only: `color` (`attribute/color`: "category === 'color'"), and
        /// `size` with a unit (a bare number is px to `size/px`, rem to
        /// `size/remToPt`); a bare `time` is ms to `time/seconds` alone, and is not read.
        private func category(of token: Token) -> String? {
            guard dialect == .exporters else { return nil }
            switch token.path.first {
            case "color": return "color"
            case "size":
                guard let text = token.raw.string, let (_, unit) = ReferenceTokenReader.measure(text), ["px", "rem"].contains(unit) else {
                    return nil
                }
                return "dimension"
            default: return nil
            }
        }

        private mutating func compute(_ path: String) -> Result<Typed, Problem> {
            guard let token = tokens[path] else { return .failure(Problem("no such token")) }
            if let invalid = token.invalid { return .failure(Problem(invalid)) }
            var own: String?
            if let written = token.ownType {
                guard let type = normalized(written) else { return .failure(Problem("`\(written)` is not a type this form defines")) }
                own = type
            }
            if let components = alias(token.raw) {
                // design-token.md: an alias without `$type` has its target's type.
                let followed = follow(components)
                guard case .success(let typed) = followed, let own, own != typed.type else { return followed }
                return .failure(Problem("typed `\(own)` but refers to a `\(typed.type)` token"))
            }
            guard let written = token.ownType ?? token.groupType ?? category(of: token) else {
                return .failure(Problem("no type: not on the token, not from an alias, not on a group"))
            }
            guard let type = own ?? normalized(written) else { return .failure(Problem("`\(written)` is not a type this form defines")) }
            return value(of: token.raw, as: type).map { Typed(type: type, value: $0, written: written) }
        }
    }
}
