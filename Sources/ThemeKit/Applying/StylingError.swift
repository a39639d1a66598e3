import Foundation

/// Why a value could not be applied to an object: an unknown key, a value
/// of the wrong type, a key path with no child to continue into.
///
/// Thrown from `Stylable` methods; ``ThemeManager/apply(styleNamed:to:)-(String,_)``
/// catches it and records its message in the ``ApplyReport``.
public struct StylingError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// What went wrong, for the apply report.
    public var message: String

    /// An error with this message.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message.escapingControlCharacters }

    /// The message, so `localizedDescription` says what is wrong.
    public var errorDescription: String? { description }

    /// A key path whose component `key` names no child object of `owner`.
    static func noChild(_ key: String, of owner: any Stylable.Type, keyPath: String) -> StylingError {
        StylingError("`\(owner)` has no child object `\(key)` to continue the key path `\(keyPath)` into")
    }

    /// The failures of the children at `key` taking the rest of one key path, as one error.
    static func childFailures(_ failures: [String], childCount: Int, key: String) -> StylingError {
        let prefix = childCount == 1 ? "" : "\(failures.count) of \(childCount) objects at `\(key)`: "
        return StylingError(prefix + Set(failures).sorted().joined(separator: "; "))
    }

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
    var messageDescription: String { kind.messageDescription(self) }
}
