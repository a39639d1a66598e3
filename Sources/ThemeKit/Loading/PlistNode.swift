import Foundation

/// One parsed value of a theme file, with the byte offset it starts at.
///
/// Every format parses to this tree, so the theme model is built one way
/// whatever the file was. Dictionaries keep document order.
struct PlistNode: Sendable {
    enum Kind: Sendable {
        case string(String)
        case number(Double)
        case bool(Bool)
        /// JSON's `null`.
        case null
        /// A plist `<date>`, kept as its text; themes have no dates.
        case date(String)
        case data(Data)
        /// A binary plist's keyed-archiver UID; themes have none.
        case uid(UInt64)
        case array([PlistNode])
        case dictionary([PlistEntry])
    }

    var kind: Kind
    /// Byte offset of the value in its file; -1 where the format has none (binary).
    var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = Int32(clamping: newValue) }
    }
    /// ``offset`` in 32 bits, which every file ThemeKit reads fits
    /// (``ThemeLimits/fileSizeLimit``): a theme keeps a node per value.
    private var storedOffset: Int32

    init(kind: Kind, offset: Int) {
        self.kind = kind
        self.storedOffset = Int32(clamping: offset)
    }

    /// The dictionary's entries, or nil for any other kind.
    var entries: [PlistEntry]? {
        if case .dictionary(let entries) = kind { return entries }
        return nil
    }

    /// The string, or nil for any other kind.
    var string: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    /// The value of a dictionary's first entry named `key`, or nil (also for any other kind).
    func member(_ key: String) -> PlistNode? {
        entries?.first { $0.key == key }?.value
    }

    /// The number, or nil for any other kind.
    var number: Double? {
        if case .number(let number) = kind { return number }
        return nil
    }

    /// What the value is, for messages ("a dictionary", "the string `x`").
    var summary: String {
        switch kind {
        case .string(let text): return "the string `\(text)`"
        case .number(let number): return "the number \(JSONText.number(number))"
        case .bool(let flag): return "the boolean \(flag)"
        case .null: return "null"
        case .date: return "a date"
        case .data: return "data"
        case .uid: return "a keyed-archiver UID"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        }
    }
}

/// A dictionary entry: the key, where the key is written, and the value.
struct PlistEntry: Sendable {
    var key: String
    /// Where the key is written, as ``PlistNode/offset``.
    var keyOffset: Int {
        get { Int(storedKeyOffset) }
        set { storedKeyOffset = Int32(clamping: newValue) }
    }
    private var storedKeyOffset: Int32
    var value: PlistNode

    init(key: String, keyOffset: Int, value: PlistNode) {
        self.key = key
        self.storedKeyOffset = Int32(clamping: keyOffset)
        self.value = value
    }
}

extension PlistEntry {
    /// What a taken entry leaves behind (see ``takeEach(_:)``).
    static let taken = PlistEntry(key: "", keyOffset: -1, value: PlistNode(kind: .null, offset: -1))
}

extension Array where Element == PlistEntry {
    /// Hands each entry to `body` in order, taking it out of the array first
    /// (`body` holds the only reference, and may take its value apart in
    /// place), so that once `body` is done with an entry its part of the
    /// parsed tree is freed: loading never holds the whole tree and the whole
    /// model at once.
    mutating func takeEach(_ body: (inout PlistEntry) -> Void) {
        for index in indices {
            // Swapped out, not copied: no reference is counted up and down again.
            var entry = PlistEntry.taken
            swap(&entry, &self[index])
            body(&entry)
        }
    }

    /// The entries of `node` if it is a dictionary, leaving it null, so the
    /// caller holds the only reference to them.
    static func take(from node: inout PlistNode) -> [PlistEntry]? {
        guard case .dictionary(let entries) = node.kind else { return nil }
        node.kind = .null
        return entries
    }
}
