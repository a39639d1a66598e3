import Foundation

/// Why a typed read of a theme failed: ``ThemeManager/constant(named:as:)``
/// or ``ThemeManager/decode(_:style:)``.
///
/// The message names the constant or the style and key path, what the
/// theme holds there and what was expected; the place is where that value
/// is written (nil for what no theme defines).
public struct ThemeAccessError: Error, Hashable, Sendable, SourceLocated, CustomStringConvertible, LocalizedError {
    /// What went wrong, naming the constant or style and the key path.
    public var message: String
    /// Where the value is written; `file`, `line` and `column` read it.
    public var location: SourceLocation

    /// An error with this message and, where there is one, the place of the value in its theme file.
    public init(_ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil) {
        self.init(message, at: SourceLocation(file: file, line: line, column: column))
    }

    /// An error with this message at `location` (none when the value has no place in a file).
    public init(_ message: String, at location: SourceLocation?) {
        self.message = message
        self.location = location ?? SourceLocation()
    }

    /// `FILE:LINE:COLUMN: MESSAGE`, as compilers print it, control characters escaped.
    public var description: String {
        guard let file else { return message.escapingControlCharacters }
        let place = line.map { "\(file):\($0):\(column ?? 1)" } ?? file
        return "\(place.escapingControlCharacters): \(message.escapingControlCharacters)"
    }

    public var errorDescription: String? { description }
}
