import Foundation

/// Why a value could not be applied to an object: an unknown key, a value
/// of the wrong type, a key path with no child to continue into.
///
/// Thrown from `Stylable` methods; ``ThemeManager/apply(styleNamed:to:)``
/// catches it and records its message in the ``ApplyReport``.
public struct StylingError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message.escapingControlCharacters }

    /// The message, so `localizedDescription` says what is wrong.
    public var errorDescription: String? { description }

    /// A value that does not convert to the type a property needs.
    public static func wrongType(_ value: ThemeValue, expected: String) -> StylingError {
        StylingError("expected \(expected), got \(value.messageDescription)")
    }

    /// A key the object does not have, with a suggestion from `known`.
    public static func unknownKey(_ key: String, on object: Any.Type, known: [String]) -> StylingError {
        StylingError("`\(object)` has no stylable property `\(key)`" + Suggestion.didYouMean(key, in: known))
    }
}

extension ThemeValue {
    /// The value as a message names it: "the string `COLOR_X`", "the colour #FFFFFFFF".
    var messageDescription: String {
        switch self {
        case .string(let text): return "the string `\(text.count > 60 ? text.prefix(57) + "..." : text)`"
        case .number(let number): return "the number \(JSONText.number(number))"
        case .bool(let flag): return "the boolean \(flag)"
        case .null: return "null"
        case .color(let color): return "the colour \(color.hexString)"
        case .namedColor(let name): return "the named colour `\(name)`"
        case .font(let font): return "the font \(font.name) \(JSONText.number(font.size))"
        case .array(let elements): return "an array of \(elements.count)"
        default: return kindDescription + " " + jsonText
        }
    }
}
