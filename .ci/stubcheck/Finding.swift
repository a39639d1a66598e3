/// A mismatch between a stub and the SDK, printed compiler-style:
/// `Tests/Stubs/UIKitStubs/Values.swift:157: error: ... [stub-check.availability]`.
struct Finding: Comparable, CustomStringConvertible {
    /// Which of the four checks found it; the stable code after the message.
    enum Check: String {
        case missing, signature, availability, citation
    }

    let file: String
    let line: Int
    let check: Check
    let message: String

    var description: String { "\(file):\(line): error: \(message) [stub-check.\(check.rawValue)]" }

    static func < (lhs: Finding, rhs: Finding) -> Bool {
        (lhs.file, lhs.line, lhs.message) < (rhs.file, rhs.line, rhs.message)
    }
}

/// A failure of the check itself (not a finding): exit 2.
struct CheckFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
