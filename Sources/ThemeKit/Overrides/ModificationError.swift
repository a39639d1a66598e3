import Foundation

/// Why a modification was refused (a value the theme format cannot hold, an
/// empty name) or could not be persisted.
public struct ModificationError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// What went wrong, naming the file or the value.
    public var message: String

    /// An error with this message.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message.escapingControlCharacters }

    /// The message, so `localizedDescription` says what is wrong.
    public var errorDescription: String? { description }
}
