import Foundation

/// A reader of design-token files written from the specifications alone, to
/// hold ThemeKit's importer against, token by token.
///
/// It knows nothing of ThemeKit: it reads the files as the texts below say
/// and gives each token's value in the units the texts give (colour
/// components, px, ms), or the reason it has none. The rules and where they
/// are written:
/// - DTCG Format Module 2025.10 (design-tokens/community-group,
///   `technical-reports/format/`): a token is an object with `$value`;
///   names never start with `$` and hold no `{`, `}` or `.`; an object with
///   both `$value` and children is an error; `$type` comes from the token,
///   else from the alias's target, else from the closest group, else the
///   token is invalid ("Tools MUST NOT attempt to guess"); `$root` is a token
///   named `$root`; `{a.b}` names a whole token and chains are followed, a
///   loop invalidating every member; `$ref` is an RFC 6901 pointer, siblings
///   overriding; `$extends` deep-merges the named group, the local side
///   winning, never from a token or in a loop; each type's value rules
///   (`types.md`, `composite-types.md`, `color/color-type.md`).
/// - DTCG Resolver Module 2025.10 (`technical-reports/resolver/`): sets and
///   the chosen context of each modifier merged in `resolutionOrder`, later
///   sources replacing a token whole; aliases resolved after the merge.
/// - Earlier drafts and Style Dictionary: `value`/`type` without `$`, a hex
///   colour string, `"16px"`/`"1rem"`, `"150ms"`/`"0.4s"`, `{a.b.value}`.
/// - Tokens Studio (plugin docs `themes/token-sets.mdx`, sd-transforms
///   `permutateThemes.ts` and README): see ``readTokensStudio(_:themes:)``.
/// - Terrazzo's modes (terrazzo.app/docs/guides/modes): a token's
///   `$extensions.mode[NAME]` is its value in mode NAME.
enum ReferenceTokenReader {
    /// A token's value: colours in their space's components (0...1),
    /// lengths in px (1rem = 16px), times in ms.
    enum Value: Equatable, CustomStringConvertible {
        case color(red: Double, green: Double, blue: Double, alpha: Double, space: String)
        case dimension(px: Double)
        case duration(ms: Double)
        case number(Double)
        case fontWeight(Double)
        case fontFamily([String])
        case string(String)
        case boolean(Bool)
        /// Border, shadow, typography, transition, gradient, stroke style and
        /// cubic Bézier; an array's elements under `"0"`, `"1"`, ….
        case composite([String: Value])

        var description: String {
            func number(_ value: Double) -> String { String(format: "%g", value) }
            switch self {
            case .color(let red, let green, let blue, let alpha, let space):
                return "\(space)(\([red, green, blue].map { String(format: "%.4f", $0) }.joined(separator: " ")) / \(number(alpha)))"
            case .dimension(let px): return "\(number(px))px"
            case .duration(let ms): return "\(number(ms))ms"
            case .number(let value): return number(value)
            case .fontWeight(let weight): return "weight \(number(weight))"
            case .fontFamily(let names): return names.map { "\"\($0)\"" }.joined(separator: ", ")
            case .string(let text): return "\"\(text)\""
            case .boolean(let flag): return "\(flag)"
            case .composite(let parts):
                return "{" + parts.keys.sorted().map { "\($0): \(parts[$0]?.description ?? "")" }.joined(separator: ", ") + "}"
            }
        }
    }

    /// What a reading gives: each token's value, and why the others have none.
    struct Outcome {
        /// Dotted token path (`color.accent.$root`) to its value, aliases followed.
        var values: [String: Value] = [:]
        /// Dotted path to the reason it cannot be read (invalid, alias to nothing, loop, …).
        var leftOut: [String: String] = [:]
        /// Each token's type as written (`color`, `fontSizes`, …; an alias's target's), for naming it as ThemeKit does.
        var types: [String: String] = [:]
        /// Tokens only a Tokens Studio `source` set gives: there to be referred to, not output.
        var referenceOnly: Set<String> = []
        /// Problems of the document as a whole (a resolver's missing input, a theme that is not there).
        var notes: [String] = []
    }

    /// Which forms beyond the format's own a reading accepts.
    enum Dialect {
        /// DTCG 2025.10, with the earlier drafts' unambiguous forms (hex
        /// strings, `"16px"`, `value`/`type`); unknown types are invalid.
        case format
        /// Also what Tokens Studio and Style Dictionary files write: Tokens
        /// Studio's types, bare numbers as px, percentages, face names.
        case exporters
    }

    /// A problem with a whole document (no JSON, a missing file), not one token.
    struct ReadError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// Token files merged in order, later tokens replacing earlier ones
    /// whole, then read; `mode` picks `$extensions.mode[mode]` where a token
    /// has it.
    static func readFiles(_ urls: [URL], mode: String? = nil, dialect: Dialect = .format) throws -> Outcome {
        var tree = JSON.object([])
        for url in urls { tree = merge(tree, try load(url)) }
        return read(tree, mode: mode, dialect: dialect)
    }

    /// Reads the parsed JSON of `url`.
    static func load(_ url: URL) throws -> JSON {
        guard let data = FileManager.default.contents(atPath: url.path) else { throw ReadError("no file at \(url.path)") }
        return try JSON.parse(data)
    }

    /// One merged token tree read: references expanded, tokens listed and resolved.
    static func read(_ tree: JSON, mode: String?, dialect: Dialect) -> Outcome {
        var outcome = Outcome()
        let expanded = expandReferences(in: tree, outcome: &outcome)
        let tokens = flatten(expanded, mode: mode, outcome: &outcome)
        var resolution = Resolution(tokens: tokens, dialect: dialect)
        for path in tokens.keys.sorted() {
            switch resolution.resolve(path) {
            case .success(let typed):
                outcome.values[path] = typed.value
                outcome.types[path] = typed.written
            case .failure(let problem):
                outcome.leftOut[path] = problem.reason
                if let type = resolution.writtenType(path) { outcome.types[path] = type }
            }
        }
        return outcome
    }
}
