import Foundation

extension ReferenceTokenReader {
    /// Why a token has no value.
    struct Problem: Error, Equatable {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// One token as the file writes it, before aliases are followed.
    struct Token {
        var path: [String]
        /// `$value` (or `value`), or the mode's value where one was asked for.
        var raw: JSON
        /// The token's own `$type` (or `type` beside `value`).
        var ownType: String?
        /// The closest group's `$type`.
        var groupType: String?
        /// Set when the token is invalid whatever its value.
        var invalid: String?
    }

    /// Whether `json` is a token: it has `$value`, or it is an earlier
    /// draft's or Style Dictionary's token, `value` holding no token of its own.
    static func isToken(_ json: JSON) -> Bool {
        guard json.members != nil else { return false }
        if json["$value"] != nil { return true }
        guard let value = json["value"] else { return false }
        guard let members = value.members else { return true }
        // A group may hold a token or group named `value`: then `value` is, or holds, a token.
        if value["$value"] != nil { return false }
        return !members.contains { $0.value.members != nil && ($0.value["$value"] != nil || $0.value["value"] != nil) }
    }

    /// `over` merged onto `base`: groups member by member, a token (or any
    /// other value) replacing what was there whole — the resolver's "the last
    /// occurrence … will be the final value" and `$extends`' "complete
    /// replacement".
    static func merge(_ base: JSON, _ over: JSON) -> JSON {
        guard case .object(var members) = base, case .object(let overMembers) = over, !isToken(base), !isToken(over) else {
            return over
        }
        for member in overMembers {
            if let index = members.lastIndex(where: { $0.key == member.key }) {
                members[index].value = merge(members[index].value, member.value)
            } else {
                members.append(member)
            }
        }
        return .object(members)
    }

    /// A pointer (`/a/b`) escaped from path components.
    static func pointer(_ components: [String]) -> String {
        components.map { "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }.joined()
    }

    /// The dotted token path a pointer lies in (`/a/b/$value/0` is in `a.b`).
    static func tokenPath(ofPointer pointer: String) -> String {
        let segments = pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
            .map { $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~") }
        return segments.prefix { $0 != "$value" && $0 != "value" }.joined(separator: ".")
    }

    /// `$ref` (RFC 6901, `#/…`) and `$extends` (`{a.b}` or `#/…`) replaced by
    /// what they name, the local members deep-merged over it (groups.md,
    /// "Inheritance Semantics"; aliases.md, "JSON Pointer Syntax"). A loop,
    /// a pointer into its own parent, a target that is missing, or an
    /// `$extends` naming a token is reported at the referring path, which
    /// then inherits nothing.
    static func expandReferences(in tree: JSON, outcome: inout Outcome) -> JSON {
        var expander = Expander(root: tree)
        let expanded = expander.expand(tree, at: "")
        for (path, reason) in expander.problems where outcome.leftOut[path] == nil { outcome.leftOut[path] = reason }
        return expanded
    }

    private struct Expander {
        let root: JSON
        var cache: [String: JSON] = [:]
        var active: [String] = []
        var problems: [(String, String)] = []
        var budget = 2_000_000

        mutating func expand(_ node: JSON, at location: String) -> JSON {
            budget -= 1
            guard budget > 0 else { return node }
            switch node {
            case .array(let elements):
                return .array(elements.enumerated().map { expand($1, at: location + "/\($0)") })
            case .object(let members):
                let isGroup = !ReferenceTokenReader.isToken(node)
                let key = members.contains { $0.key == "$ref" } ? "$ref" : (isGroup && node["$extends"] != nil ? "$extends" : nil)
                guard let key else {
                    return .object(
                        members.map { .init(key: $0.key, value: expand($0.value, at: location + ReferenceTokenReader.pointer([$0.key]))) })
                }
                let local = expand(node.removing([key]), at: location)
                guard let target = target(of: node[key], key: key, at: location) else { return local }
                if local.members?.isEmpty ?? false { return target }
                return ReferenceTokenReader.merge(target, local)
            default:
                return node
            }
        }

        /// What `reference` names, expanded, or nil with the problem noted.
        private mutating func target(of reference: JSON?, key: String, at location: String) -> JSON? {
            let here = ReferenceTokenReader.tokenPath(ofPointer: location)
            guard let text = reference?.string else {
                problems.append((here, "`\(key)` is no string"))
                return nil
            }
            var pointer: String
            if text.hasPrefix("{"), text.hasSuffix("}"), key == "$extends" {
                pointer = ReferenceTokenReader.pointer(
                    text.dropFirst().dropLast().split(separator: ".", omittingEmptySubsequences: false).map(String.init))
            } else if text.hasPrefix("#") {
                pointer = String(text.dropFirst())
            } else {
                problems.append((here, "`\(key)` `\(text)` names no place in this document"))
                return nil
            }
            if pointer == "/" { pointer = "" }
            if location == pointer || location.hasPrefix(pointer + "/") {
                problems.append((here, "`\(key)` `\(text)` names its own parent, a loop"))
                return nil
            }
            if let loop = active.firstIndex(of: pointer) {
                for member in active[loop...] {
                    problems.append((ReferenceTokenReader.tokenPath(ofPointer: member), "`\(key)` is part of a loop"))
                }
                problems.append((here, "`\(key)` `\(text)` is part of a loop"))
                return nil
            }
            if let cached = cache[pointer] { return checked(cached, key: key, text: text, here: here) }
            guard let found = root.value(atPointer: pointer) else {
                problems.append((here, "`\(key)` `\(text)` names nothing"))
                return nil
            }
            active.append(pointer)
            let expanded = expand(found, at: pointer)
            active.removeLast()
            cache[pointer] = expanded
            return checked(expanded, key: key, text: text, here: here)
        }

        private mutating func checked(_ target: JSON, key: String, text: String, here: String) -> JSON? {
            guard key == "$extends" else { return target }
            guard target.members != nil, !ReferenceTokenReader.isToken(target) else {
                problems.append((here, "`$extends` `\(text)` names a token, not a group"))
                return nil
            }
            return target
        }
    }

    /// Every token of the tree by dotted path, types inherited from groups.
    static func flatten(_ tree: JSON, mode: String?, outcome: inout Outcome) -> [String: Token] {
        var tokens: [String: Token] = [:]
        func walk(_ node: JSON, path: [String], groupType: String?, invalid: String?) {
            for member in node.members ?? [] where !member.key.hasPrefix("$") || member.key == "$root" {
                guard member.value.members != nil else { continue }
                let childPath = path + [member.key]
                var problem = invalid
                if problem == nil, member.key.contains(where: { "{}.".contains($0) }) {
                    problem = "the name `\(member.key)` holds `{`, `}` or `.`, which names must not"
                }
                guard isToken(member.value) else {
                    let type = member.value["$type"]?.string ?? groupType
                    walk(member.value, path: childPath, groupType: type, invalid: problem)
                    continue
                }
                let isDollar = member.value["$value"] != nil
                var raw = member.value["$value"] ?? member.value["value"] ?? .null
                if let mode, let modal = member.value["$extensions"]?["mode"]?[mode] { raw = modal }
                var ownType = member.value["$type"]?.string
                if !isDollar, ownType == nil { ownType = member.value["type"]?.string }
                if problem == nil, isDollar,
                    member.value.members?.contains(where: { !$0.key.hasPrefix("$") && $0.value.members != nil }) ?? false
                {
                    problem = "it is both a token (`$value`) and a group (it has children)"
                }
                if problem == nil, let type = member.value["$type"], type.string == nil { problem = "`$type` is no string" }
                if problem == nil, member.value["$extensions"]?["studio.tokens"]?["modify"] != nil {
                    problem = "a Tokens Studio colour modifier, which needs computing"
                }
                let dotted = childPath.joined(separator: ".")
                tokens[dotted] = Token(path: childPath, raw: raw, ownType: ownType, groupType: groupType, invalid: problem)
            }
        }
        walk(tree, path: [], groupType: tree["$type"]?.string, invalid: nil)
        return tokens
    }
}
