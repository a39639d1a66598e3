/// A DTCG 2025.10 resolver document (`*.resolver.json`) read as a theme
/// (api.md, third edition): the tokens of its sets, in `resolutionOrder`, a
/// later one replacing an earlier one's token of the same path, give
/// `Constants` (and `Tokens` styles); each context of a modifier gives
/// `Constants_V`, V the context's name upper-cased with `-` as `_`
/// (`dark-high-contrast` is `DARK_HIGH_CONTRAST`), except the modifier's
/// `default` context (its first when it names none), whose tokens are part of
/// the base. A source is a token tree written in the document or a `$ref` to
/// a file (with an optional `#/json/pointer`), read as an include is (§9):
/// never outside the document's folder. Each file's tokens become that
/// file's definitions, so every diagnostic points into the file it is about.
enum DesignTokenResolverDocument {
    /// Whether a parsed JSON file is a resolver document: named
    /// `*.resolver.json`, or with `resolutionOrder` and sets or modifiers at its top.
    static func isResolverDocument(name: String, top: PlistNode) -> Bool {
        if name.lowercased().hasSuffix(".resolver.json") { return true }
        guard let entries = top.entries, entries.contains(where: { $0.key == "resolutionOrder" }) else { return false }
        return entries.contains { $0.key == "sets" || $0.key == "modifiers" }
    }

    typealias Layer = DesignTokenReader.Layer

    /// Replaces the document's tree with the theme tree of its own tokens,
    /// queues each referenced file's tree on `includes`, and returns the problems met.
    /// `document` is the document's own place among the files `includes` has read (0 when it is the theme itself).
    static func readAsTheme(_ top: inout PlistNode, source: SourceFile, includes: IncludeLoader?, document: Int = 0) -> [Diagnostic] {
        var reading = Reading(top: top, source: source, includes: includes, document: document)
        reading.readResolutionOrder()
        return reading.problems
            + DesignTokenReader.read(reading.layers, into: &top, source: source, includes: includes, document: document)
    }

    /// The walk of `resolutionOrder`, collecting layers and problems.
    struct Reading {
        let top: PlistNode
        let source: SourceFile
        let includes: IncludeLoader?
        /// The document's place among the files read.
        let document: Int
        var layers: [Layer] = []
        var problems: [Diagnostic] = []
        /// Each context's variant name, with the modifier and context that gave it, to report two that meet.
        var variants: [String: String] = [:]

        init(top: PlistNode, source: SourceFile, includes: IncludeLoader?, document: Int) {
            self.top = top
            self.source = source
            self.includes = includes
            self.document = document
        }

        mutating func report(_ code: Diagnostic.Code, _ message: String, at offset: Int) {
            problems.append(source.diagnostic(code, message, at: offset, keyPath: "resolutionOrder"))
        }

        mutating func readResolutionOrder() {
            guard case .array(let order)? = top.member("resolutionOrder")?.kind else {
                report(
                    .invalidConstantValue,
                    "a resolver document needs `resolutionOrder`, an array of sets and modifiers, so it gives no tokens",
                    at: top.offset)
                return
            }
            for item in order {
                if let reference = item.member("$ref")?.string {
                    let parts = reference.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
                    guard parts.count == 3, parts[0] == "#", parts[1] == "sets" || parts[1] == "modifiers",
                        let node = top.member(parts[1])?.member(parts[2])
                    else {
                        report(.includeNotFound, "`\(reference)` names no set or modifier of this document; it is skipped", at: item.offset)
                        continue
                    }
                    parts[1] == "sets" ? readSet(node) : readModifier(node, named: parts[2])
                } else {
                    switch item.member("type")?.string {
                    case "set"?: readSet(item)
                    case "modifier"?: readModifier(item, named: item.member("name")?.string ?? "modifier")
                    default:
                        report(
                            .invalidConstantValue,
                            "an entry of `resolutionOrder` is `{\"$ref\": \"#/sets/NAME\"}`, `{\"$ref\": \"#/modifiers/NAME\"}` or an inline set or modifier with `type`; it is skipped",
                            at: item.offset)
                    }
                }
            }
        }

        mutating func readSet(_ set: PlistNode) {
            guard case .array(let sources)? = set.member("sources")?.kind else {
                report(.invalidConstantValue, "a set needs `sources`, an array of token trees and `$ref`s; it is skipped", at: set.offset)
                return
            }
            for source in sources { add(source, variant: nil) }
        }

        mutating func readModifier(_ modifier: PlistNode, named name: String) {
            guard let contexts = modifier.member("contexts")?.entries, let first = contexts.first else {
                report(
                    .invalidConstantValue, "modifier `\(name)` needs `contexts`, each an array of sources; it is skipped",
                    at: modifier.offset)
                return
            }
            let defaultContext = modifier.member("default")?.string ?? first.key
            if !contexts.contains(where: { $0.key == defaultContext }) {
                report(
                    .invalidConstantValue, "modifier `\(name)`'s `default` is `\(defaultContext)`, which is none of its contexts",
                    at: modifier.offset)
            }
            for context in contexts {
                let variant = context.key == defaultContext ? nil : DesignTokenReader.variantName(context.key)
                if let variant {
                    let owner = "`\(name)`: `\(context.key)`"
                    if let other = variants[variant], other != owner {
                        problems.append(
                            source.diagnostic(
                                .nameCollision,
                                "context \(owner) gives the variant `\(variant)`, which context \(other) gives too; the first is used and this one is left out",
                                at: context.keyOffset))
                        continue
                    }
                    variants[variant] = owner
                }
                guard case .array(let sources) = context.value.kind else {
                    report(
                        .invalidConstantValue, "context `\(context.key)` of `\(name)` is not an array of sources; it is skipped",
                        at: context.value.offset)
                    continue
                }
                for source in sources { add(source, variant: variant) }
            }
        }

        /// A source: a token tree written here, or a `$ref` to a file (or into this document) and its JSON pointer.
        mutating func add(_ node: PlistNode, variant: String?) {
            if let reference = node.member("$ref"), reference.string == nil {
                report(
                    .includeNotFound, "a source's `$ref` is the path of a token file, not \(reference.summary); it is skipped",
                    at: reference.offset)
                return
            }
            guard let reference = node.member("$ref")?.string else {
                layers.append(Layer(file: document, node: node, variant: variant))
                return
            }
            let (path, pointer) = split(reference)
            var file = document
            var target = top
            if !path.isEmpty {
                guard let includes else {
                    report(
                        .includeNotFound,
                        "cannot read `\(path)`: a document loaded from data without a folder cannot refer to files; give `baseURL` when loading it",
                        at: node.offset)
                    return
                }
                let (read, readProblems) = includes.readTokenFile(path, from: document, at: node.offset, keyPath: "resolutionOrder")
                problems += readProblems
                guard let read else { return }
                (file, target) = (read.index, read.top)
            }
            for key in pointer {
                guard let next = target.member(key) else {
                    report(.includeNotFound, "`\(reference)` points to nothing: `\(key)` is not there; it is skipped", at: node.offset)
                    return
                }
                target = next
            }
            layers.append(Layer(file: file, node: target, variant: variant))
        }

        /// `file.json#/a/b` as the path and the pointer's keys (`~1` is `/`, `~0` is `~`).
        private func split(_ reference: String) -> (String, [String]) {
            let pieces = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let pointer =
                pieces.count > 1
                ? pieces[1].split(separator: "/").map(DesignTokenReader.pointerKey) : []
            return (String(pieces[0]), pointer)
        }
    }
}
