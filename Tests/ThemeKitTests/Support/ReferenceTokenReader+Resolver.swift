import Foundation

extension ReferenceTokenReader {
    /// A DTCG resolver document (Resolver Module 2025.10) read for one input:
    /// `contexts` names a context for some modifiers (matched without regard
    /// to case, inputs.md's SHOULD); a modifier it does not name takes its
    /// `default`, or, where it has none (the module then calls for an error),
    /// its first context, noted in the outcome's `notes`. The `resolutionOrder` items —
    /// `#/sets/…`, `#/modifiers/…` or inline — give their sources in order
    /// (resolution-logic.md, "Ordering"); a source is inline tokens or a
    /// reference object (`file.json`, `file.json#/pointer`, `#/sets/…`),
    /// local keys beside `$ref` overriding shallowly (syntax.md,
    /// "Extending"). The merged tokens are then read as one file.
    static func readResolver(_ url: URL, contexts: [String: String], dialect: Dialect = .format) throws -> Outcome {
        let document = try load(url)
        var reader = ResolverReading(document: document, folder: url.deletingLastPathComponent(), input: contexts)
        if document["version"]?.string != "2025.10" { reader.problems.append("`version` is not `2025.10`") }
        guard let order = document["resolutionOrder"]?.elements else { throw ReadError("no `resolutionOrder` array") }
        var tree = JSON.object([])
        for item in order {
            for source in try reader.sources(ofOrderItem: item) { tree = merge(tree, source) }
        }
        var outcome = read(tree, mode: nil, dialect: dialect)
        outcome.notes = reader.problems
        return outcome
    }

    /// The modifiers of a resolver document, each with its contexts in
    /// order and its default, for choosing inputs.
    static func modifiers(ofResolver url: URL) throws -> [(name: String, contexts: [String], defaultContext: String?)] {
        let document = try load(url)
        var found: [(String, [String], String?)] = []
        func add(_ name: String, _ modifier: JSON) {
            guard !found.contains(where: { $0.0 == name }) else { return }
            found.append((name, modifier["contexts"]?.members?.map(\.key) ?? [], modifier["default"]?.string))
        }
        for item in document["resolutionOrder"]?.elements ?? [] {
            if let reference = item["$ref"]?.string, reference.hasPrefix("#/modifiers/") {
                let name = String(reference.dropFirst("#/modifiers/".count))
                if let modifier = document.value(atPointer: String(reference.dropFirst())) { add(name, modifier) }
            } else if item["type"]?.string == "modifier", let name = item["name"]?.string {
                add(name, item)
            }
        }
        return found
    }

    private struct ResolverReading {
        let document: JSON
        let folder: URL
        let input: [String: String]
        var problems: [String] = []
        var files: [String: JSON] = [:]

        mutating func sources(ofOrderItem item: JSON) throws -> [JSON] {
            if let reference = item["$ref"]?.string {
                guard reference.hasPrefix("#/sets/") || reference.hasPrefix("#/modifiers/"),
                    let target = document.value(atPointer: String(reference.dropFirst()))
                else {
                    problems.append("`resolutionOrder` item `\(reference)` names no set or modifier")
                    return []
                }
                let name = reference.split(separator: "/").last.map(String.init) ?? reference
                return reference.hasPrefix("#/sets/") ? try sources(of: target["sources"]) : try chosen(target, name: name)
            }
            switch item["type"]?.string {
            case "set": return try sources(of: item["sources"])
            case "modifier": return try chosen(item, name: item["name"]?.string ?? "")
            default:
                problems.append("a `resolutionOrder` item is neither a reference nor an inline set or modifier")
                return []
            }
        }

        private mutating func chosen(_ modifier: JSON, name: String) throws -> [JSON] {
            guard let contexts = modifier["contexts"]?.members, !contexts.isEmpty else {
                problems.append("modifier `\(name)` has no contexts")
                return []
            }
            let asked = input[name] ?? input.first { $0.key.lowercased() == name.lowercased() }?.value
            var choice = asked ?? modifier["default"]?.string
            if choice == nil {
                choice = contexts[0].key
                problems.append("modifier `\(name)` has no default and no input: its first context `\(contexts[0].key)` taken")
            }
            guard
                let context = contexts.last(where: { $0.key == choice })
                    ?? contexts.last(where: { $0.key.lowercased() == choice?.lowercased() })
            else {
                problems.append("modifier `\(name)` has no context `\(choice ?? "")`")
                return []
            }
            return try sources(of: context.value)
        }

        private mutating func sources(of list: JSON?) throws -> [JSON] {
            var result: [JSON] = []
            for source in list?.elements ?? [] {
                guard let reference = source["$ref"]?.string else {
                    result.append(source)
                    continue
                }
                let overrides = source.removing(["$ref"])
                if reference.hasPrefix("#/sets/"), let set = document.value(atPointer: String(reference.dropFirst())) {
                    result += try sources(of: set["sources"])
                    continue
                }
                guard var target = try resolve(reference) else {
                    problems.append("source `\(reference)` names nothing")
                    continue
                }
                if case .object(var members) = target, let local = overrides.members {
                    for member in local {
                        members.removeAll { $0.key == member.key }
                        members.append(member)
                    }
                    target = .object(members)
                }
                result.append(target)
            }
            return result
        }

        private mutating func resolve(_ reference: String) throws -> JSON? {
            let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            var fragment = parts.count > 1 ? parts[1] : ""
            if !fragment.isEmpty, !fragment.hasPrefix("/") { fragment = "/" + fragment }
            if parts[0].isEmpty { return document.value(atPointer: fragment) }
            let url = folder.appendingPathComponent(parts[0]).standardizedFileURL
            if files[url.path] == nil {
                guard FileManager.default.fileExists(atPath: url.path) else { return nil }
                files[url.path] = try ReferenceTokenReader.load(url)
            }
            return files[url.path]?.value(atPointer: fragment)
        }
    }
}
