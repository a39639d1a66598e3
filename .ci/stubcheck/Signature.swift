import Foundation

/// What a caller of a declaration depends on, in one comparable form: its
/// kind, static-ness, parameter types, result, failability, effects, whether
/// it can be set, and its generic constraints.
///
/// Spelling that does not change a call is left out or normalised:
/// attributes and modifiers before the declaration (`@MainActor`, `open`,
/// `nonisolated`: isolation is one of the simplifications Docs/Platforms.md
/// lists), parameter names and default values, module prefixes
/// (`Swift.String`), `any`, spacing, `Void` for `()`, a `let` for a get-only
/// `var`, and the names of generic parameters (`<S>` against `<Style>`).
struct Signature {
    /// A type as written (`[NSAttributedString.Key : Any]?`) and as compared.
    struct TypeText: Equatable {
        let shown: String
        let key: String

        static func == (lhs: TypeText, rhs: TypeText) -> Bool { lhs.key == rhs.key }
    }

    /// `class`, `method`, `property`, `enum case`, ...: the symbol kind, static or not (`isStatic` says).
    let kind: String
    let isStatic: Bool
    let parameters: [TypeText]
    /// A function's return type, a property's type, an alias's target; nil for none.
    let result: TypeText?
    /// `?` or `!` for a failable initializer.
    let failability: String
    /// `async`, `throws`, `rethrows`, in order.
    let effects: [String]
    /// For a property: whether it can be set (`var x: T` or `{ get set }`).
    let isSettable: Bool?
    /// `S : ShapeStyle`, in the order of their keys.
    let constraints: [TypeText]
    /// The whole declaration, for messages.
    let declaration: String

    init(_ symbol: Symbol) {
        let identifier = symbol.kind.identifier
        isStatic = identifier.hasPrefix("swift.type.") || identifier == "swift.func.op"
        kind = Self.kindNames[identifier.replacingOccurrences(of: "swift.type.", with: "swift.")] ?? identifier
        // The declaration's own generic parameters (the innermost), by position: a protocol
        // extension's method is one level deeper than the same method of a type.
        let declared = symbol.swiftGenerics?.parameters ?? []
        let depth = declared.map(\.depth).max()
        var generics: [String: String] = [:]
        for parameter in declared where parameter.depth == depth { generics[parameter.name] = "τ\(parameter.index)" }
        let make = { (text: String) in TypeText(shown: Self.shown(text), key: Self.key(text, generics: generics)) }

        let fragments = symbol.declarationFragments ?? []
        let text = fragments.map(\.spelling).joined()
        declaration = Self.shown(text)
        parameters = (symbol.functionSignature?.parameters ?? []).map { parameter in
            let type = (parameter.declarationFragments ?? []).filter { !Self.nameKinds.contains($0.kind) }.map(\.spelling).joined()
            // The name's `:` is the first one: attributes (`@ViewBuilder`) come before it, the type after.
            guard let colon = type.firstIndex(of: ":") else { return make(type.trimmed) }
            return make(String(type[..<colon] + type[type.index(after: colon)...]).trimmed)
        }
        switch kind {
        case "property", "variable":
            let afterName = fragments.drop { $0.kind != "identifier" }.dropFirst().map(\.spelling).joined()
            let type = afterName.split(separator: "{", maxSplits: 1).first.map(String.init) ?? ""
            result = make(String(type.trimmed.drop { $0 == ":" }).trimmed)
            isSettable = text.contains("{") ? text.contains(" set") : fragments.contains { $0.kind == "keyword" && $0.spelling == "var" }
        case "type alias":
            let target = text.components(separatedBy: " = ").dropFirst().joined(separator: " = ")
            result = target.isEmpty ? nil : make(target.components(separatedBy: " where ")[0])
            isSettable = nil
        default:
            let returns = (symbol.functionSignature?.returns ?? []).map(\.spelling).joined().trimmed
            result = ["", "()", "Void"].contains(returns) ? nil : make(returns)
            isSettable = nil
        }
        let initializer = fragments.firstIndex { $0.kind == "keyword" && $0.spelling == "init" }
        let mark = initializer.flatMap { $0 + 1 < fragments.count ? fragments[$0 + 1].spelling.first : nil }
        failability = mark.map { "?!".contains($0) ? String($0) : "" } ?? ""
        effects = Self.effects(fragments)
        let relations = ["conformance": ":", "sameType": "==", "superclass": ":"]
        constraints = (symbol.swiftGenerics?.constraints ?? []).map { make("\($0.lhs) \(relations[$0.kind] ?? $0.kind) \($0.rhs)") }
            .sorted { $0.key < $1.key }
    }

    private static let kindNames = [
        "swift.class": "class", "swift.struct": "struct", "swift.enum": "enum", "swift.protocol": "protocol",
        "swift.actor": "actor", "swift.method": "method", "swift.func": "function", "swift.func.op": "operator",
        "swift.init": "initializer", "swift.property": "property", "swift.var": "variable",
        "swift.enum.case": "enum case", "swift.typealias": "type alias", "swift.associatedtype": "associated type",
        "swift.subscript": "subscript",
    ]

    /// The fragment kinds of a parameter's names, which a call does not depend on.
    private static let nameKinds: Set = ["identifier", "externalParam", "internalParam"]

    /// The modules whose prefix (`UIKit.UIColor`) a type may carry on one side and not the other.
    private static let modules: Set = [
        "Swift", "Foundation", "CoreFoundation", "CoreGraphics", "QuartzCore", "UIKit", "AppKit", "SwiftUI", "SwiftUICore",
        "Combine", "ObjectiveC", "Dispatch", "UIKitStubs", "AppKitStubs", "QuartzCoreStubs", "SwiftUIStubs",
    ]

    /// `async` / `throws` / `rethrows` after the parameter list (not inside a closure parameter's type).
    private static func effects(_ fragments: [Symbol.Fragment]) -> [String] {
        var depth = 0
        var found: [String] = []
        for fragment in fragments {
            if fragment.kind == "keyword", depth == 0, ["async", "throws", "rethrows"].contains(fragment.spelling) {
                found.append(fragment.spelling)
            }
            for character in fragment.spelling {
                if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            }
        }
        return found
    }

    /// The text with runs of white space as one space.
    private static func shown(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The text as compared: generic parameters by position, no module prefixes, no `any`, `()` for `Void`, no spaces.
    static func key(_ text: String, generics: [String: String]) -> String {
        var tokens: [String] = []
        for character in text {
            let isName = character.isLetter || character.isNumber || character == "_"
            if isName, let last = tokens.last, last.last.map({ $0.isLetter || $0.isNumber || $0 == "_" }) == true {
                tokens[tokens.count - 1].append(character)
            } else {
                tokens.append(String(character))
            }
        }
        var key = ""
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let next = index + 1 < tokens.count ? tokens[index + 1] : ""
            if modules.contains(token), next == "." {
                index += 2
                continue
            }
            if token == "any", next == " " {
                index += 1
                continue
            }
            if !token.allSatisfy(\.isWhitespace) { key += token == "Void" ? "()" : generics[token] ?? token }
            index += 1
        }
        return key
    }
}

extension String {
    /// The string without white space at either end.
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
