/// The bounds that keep hostile or broken themes from crashing, hanging or
/// exhausting memory.
///
/// Crossing one is a `limit-exceeded` diagnostic at the place it was crossed.
/// The parsers and the resolver recurse once per nesting level, so the depth
/// is capped at ``recursionCeiling`` whatever is set, to keep the stack safe
/// on threads with small stacks.
public struct ThemeLimits: Hashable, Sendable {
    /// Deepest nesting of dictionaries and arrays in a file (the top-level
    /// dictionary is level 1), and of nested styles and style hops while resolving.
    public var maximumDepth: Int
    /// Longest chain of constants naming constants.
    public var maximumConstantChain: Int
    /// Most assignments (and, separately, most style hops) in one resolved style.
    public var maximumAssignments: Int
    /// Largest theme file, in bytes. A file of 2 GiB or more is never read,
    /// whatever this says: places in a file are kept in 32 bits.
    public var maximumFileSize: Int

    /// The largest file read: ``maximumFileSize``, at most 2 GiB less a byte,
    /// since places in a file are kept in 32 bits.
    var fileSizeLimit: Int { min(maximumFileSize, Int(Int32.max)) }

    /// The highest depth honoured, whatever ``maximumDepth`` says.
    public static let recursionCeiling = 1_000

    /// Limits of these sizes; the defaults suit every real theme.
    public init(
        maximumDepth: Int = 64, maximumConstantChain: Int = 64,
        maximumAssignments: Int = 100_000, maximumFileSize: Int = 16 * 1024 * 1024
    ) {
        self.maximumDepth = maximumDepth
        self.maximumConstantChain = maximumConstantChain
        self.maximumAssignments = maximumAssignments
        self.maximumFileSize = maximumFileSize
    }

    /// The limits of the theme format specification.
    public static let `default` = ThemeLimits()

    /// ``maximumDepth`` within 1...``recursionCeiling``.
    var effectiveDepth: Int { min(max(maximumDepth, 1), Self.recursionCeiling) }
    /// ``maximumConstantChain`` within 1...``recursionCeiling``.
    var effectiveConstantChain: Int { min(max(maximumConstantChain, 1), Self.recursionCeiling) }
}
