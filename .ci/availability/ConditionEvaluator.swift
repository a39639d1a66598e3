/// Evaluates a `#if` condition as a build for one platform would.
///
/// Knows `os`, `canImport`, `targetEnvironment`, `compiler`, `swift`,
/// `hasFeature`, `!`, `&&`, `||` and parentheses; `DEBUG` is set (what a
/// developer builds), every other flag (`THEMEKIT_STUBS`) is not.
struct ConditionEvaluator {
    let platform: Platform

    func evaluate(_ condition: String) throws -> Bool {
        var parser = Parser(tokens: Self.tokens(of: condition), platform: platform)
        let value = try parser.disjunction()
        guard parser.isAtEnd else { throw CheckFailure("cannot read the condition `#if \(condition)`") }
        return value
    }

    private static func tokens(of text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        func flush() {
            if !current.isEmpty {
                tokens.append(current)
                current = ""
            }
        }
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                current.append(character)
            } else {
                flush()
                if character.isWhitespace { continue }
                if character == "&" || character == "|" || character == ">" || character == "<" || character == "=",
                    characters.first == "&" || characters.first == "|" || characters.first == "="
                {
                    tokens.append(String(character) + String(characters.removeFirst()))
                } else {
                    tokens.append(String(character))
                }
            }
        }
        flush()
        return tokens
    }

    private struct Parser {
        var tokens: [String]
        let platform: Platform
        var position = 0

        var isAtEnd: Bool { position == tokens.count }

        init(tokens: [String], platform: Platform) {
            self.tokens = tokens
            self.platform = platform
        }

        mutating func next() -> String? {
            guard position < tokens.count else { return nil }
            defer { position += 1 }
            return tokens[position]
        }

        mutating func disjunction() throws -> Bool {
            var value = try conjunction()
            while tokens.indices.contains(position), tokens[position] == "||" {
                position += 1
                value = try conjunction() || value
            }
            return value
        }

        mutating func conjunction() throws -> Bool {
            var value = try unary()
            while tokens.indices.contains(position), tokens[position] == "&&" {
                position += 1
                value = try unary() && value
            }
            return value
        }

        mutating func unary() throws -> Bool {
            guard let token = next() else { throw CheckFailure("a `#if` condition ends early") }
            switch token {
            case "!": return !(try unary())
            case "(":
                let value = try disjunction()
                guard next() == ")" else { throw CheckFailure("a `#if` condition misses `)`") }
                return value
            default:
                guard tokens.indices.contains(position), tokens[position] == "(" else { return token == "DEBUG" }
                position += 1
                var argument: [String] = []
                while let part = next(), part != ")" { argument.append(part) }
                let name = argument.first ?? ""
                switch token {
                case "os": return name == platform.operatingSystem
                case "canImport": return platform.importableModules.contains(name)
                case "targetEnvironment": return platform.targetEnvironments.contains(name)
                case "compiler", "swift", "hasFeature", "hasAttribute": return true
                default: return false
                }
            }
        }
    }
}
