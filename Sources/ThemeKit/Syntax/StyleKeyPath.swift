/// A style key path read once: `layer.cornerRadius` is the components
/// `layer` and `cornerRadius`; `selected:titleColor` is the component
/// `titleColor` in the state ``ThemeState/selected``.
///
/// The one place key-path text is taken apart (theme-format §2.4): the
/// model, resolution, apply and the lint rules ask a `StyleKeyPath` for its
/// parts instead of splitting the string again. It keeps the text and the
/// offsets of its parts, so making one per assignment costs no array.
public struct StyleKeyPath: Sendable, Hashable, CustomStringConvertible {
    /// The key path as written, e.g. `"titleLabel.selected:textColor"`.
    public let description: String
    /// Where the last component starts (`lastOffset`) and where its name
    /// starts after a state qualifier (`nameOffset`), as UTF-8 offsets, two
    /// 16-bit halves of one word: a theme holds a key path per property, and
    /// a wider path type would grow every property it loads. A path longer
    /// than 65,534 bytes (hostile input only) keeps ``unknown`` and finds its
    /// parts again when asked.
    private let offsets: UInt32
    private static let unknown = UInt32.max
    /// A hash of the text's bytes, or 0 for text that is not all ASCII (or a
    /// path an apply plan cut, which it never compares): two
    /// paths whose fingerprints are both set and differ are different, so
    /// most comparisons (resolution compares every key it merges) end
    /// without reading the text. Non-ASCII text is compared as strings are,
    /// by canonical equivalence, which its bytes cannot tell. Sixteen bits,
    /// so that a path stays within three words and a property's path list
    /// keeps its tag in the last of them.
    private let fingerprint: UInt16

    /// The UTF-8 offset where the last component starts, qualifier included.
    private var lastOffset: Int {
        offsets == Self.unknown ? Self.scan(description).lastStart : Int(offsets & 0xFFFF)
    }

    /// The UTF-8 offset where the last component's name starts (after its state qualifier's colon, if any).
    private var nameOffset: Int {
        guard offsets != Self.unknown else {
            let (lastStart, colon, _) = Self.scan(description)
            return colon < 0 ? lastStart : colon + 1
        }
        return Int(offsets >> 16)
    }

    private static func packed(lastOffset: Int, nameOffset: Int) -> UInt32 {
        guard lastOffset < 0xFFFF, nameOffset < 0xFFFF else { return unknown }
        return UInt32(nameOffset) << 16 | UInt32(lastOffset)
    }

    /// The key path `text`; nil when it is empty or has an empty component
    /// (`"a..b"`, `".a"`), which no object can be styled through.
    public init?(_ text: String) {
        self.init(parsing: text)
        guard !text.isEmpty, !text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).contains(where: \.isEmpty)
        else { return nil }
    }

    /// The key path `text` as a theme writes it, whatever it holds: themes
    /// keep even the key paths no object takes, and apply reports those.
    ///
    /// One forward pass over the bytes: this runs for every assignment resolution makes.
    init(parsing text: String) {
        description = text
        let (lastStart, colon, fingerprint) = Self.scan(text)
        offsets = Self.packed(lastOffset: lastStart, nameOffset: colon < 0 ? lastStart : colon + 1)
        self.fingerprint = fingerprint
    }

    /// Where the last component starts, the first colon in it (-1 for
    /// none), and the text's ``fingerprint``: one pass over the bytes.
    private static func scan(_ text: String) -> (lastStart: Int, colon: Int, fingerprint: UInt16) {
        let scan = { (bytes: UnsafeBufferPointer<UInt8>) -> (lastStart: Int, colon: Int, fingerprint: UInt16) in
            var lastStart = 0
            var colon = -1
            // FNV-1a, and whether every byte is ASCII.
            var hash: UInt32 = 2_166_136_261
            var bits: UInt8 = 0
            for offset in bytes.indices {
                let byte = bytes[offset]
                hash = (hash ^ UInt32(byte)) &* 16_777_619
                bits |= byte
                if byte == UInt8(ascii: ".") {
                    lastStart = offset + 1
                    colon = -1
                } else if byte == UInt8(ascii: ":"), colon < 0 {
                    colon = offset
                }
            }
            return (lastStart, colon, bits >= 0x80 ? 0 : max(UInt16(truncatingIfNeeded: hash ^ hash >> 16), 1))
        }
        var copy = text
        return text.utf8.withContiguousStorageIfAvailable(scan) ?? copy.withUTF8(scan)
    }

    /// The components, the last without its state qualifier:
    /// `"layer.cornerRadius"` is `["layer", "cornerRadius"]`.
    public var components: [String] {
        parentComponents + [String(name)]
    }

    /// The state the last component is qualified with, nil without one:
    /// `"selected:titleColor"` is ``ThemeState/selected``.
    public var state: ThemeState? {
        let (last, name) = (lastOffset, nameOffset)
        return name == last ? nil : ThemeState(rawValue: String(slice(last, name - 1)))
    }

    /// The last component without its state qualifier (`titleColor`).
    var name: Substring { slice(nameOffset, description.utf8.count) }

    /// The last component as written, qualifier included (`selected:titleColor`):
    /// the key a ``Stylable`` is given.
    var key: Substring { slice(lastOffset, description.utf8.count) }

    /// Everything before the last component (`titleLabel` in
    /// `titleLabel.textColor`); empty for a one-component path.
    var parent: Substring {
        let last = lastOffset
        return last == 0 ? "" : slice(0, last - 1)
    }

    /// The state qualifiers of any component that are not known states.
    ///
    /// Read without splitting: this runs for every key of every style, and
    /// nearly all have no qualifier or a known one.
    var unknownStates: [Substring] {
        var text = description
        guard text.utf8Offset(of: UInt8(ascii: ":")) != nil else { return [] }
        // Bytes, as the initialiser reads them: a colon is a colon even before a combining mark.
        let unknown = text.withUTF8 { bytes in
            var unknown: [Range<Int>] = []
            var componentStart = 0
            var colon: Int?
            func checkComponent() {
                guard let colon, !Self.isKnownState(bytes[componentStart..<colon]) else { return }
                unknown.append(componentStart..<colon)
            }
            for index in bytes.indices {
                switch bytes[index] {
                case UInt8(ascii: ":") where colon == nil: colon = index
                case UInt8(ascii: "."):
                    checkComponent()
                    componentStart = index + 1
                    colon = nil
                default: break
                }
            }
            checkComponent()
            return unknown
        }
        let utf8 = text.utf8
        return unknown.map { range in
            text[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]
        }
    }

    /// Whether a qualifier's bytes name a known state. Bytes compare as
    /// strings do here: no other text is canonically equivalent to these
    /// lowercase ASCII names (no character decomposes to a lowercase ASCII letter).
    private static func isKnownState(_ qualifier: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        knownStateBytes.contains { $0.count == qualifier.count && $0.elementsEqual(qualifier) }
    }

    private static let knownStateBytes = ThemeState.known.map { Array($0.rawValue.utf8) }

    /// The paths this one continues: `a` and `a.b` for `a.b.c`.
    var ancestors: [String] {
        let utf8 = description.utf8
        return utf8.indices.filter { utf8[$0] == UInt8(ascii: ".") }.map { String(description[..<$0]) }
    }

    private var parentComponents: [String] {
        parent.isEmpty ? [] : parent.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// This path under `prefix`, which ends with its dot (`"titleLabel."`); an
    /// empty prefix leaves it as it is.
    ///
    /// The parts are moved, not found again: resolution prefixes every
    /// assignment it takes from a nested dictionary or a referenced style.
    func prefixed(by prefix: String) -> StyleKeyPath {
        guard !prefix.isEmpty else { return self }
        let shift = prefix.utf8.count
        return StyleKeyPath(description: prefix + description, lastOffset: lastOffset + shift, nameOffset: nameOffset + shift)
    }

    /// This path without its first `count` bytes, which end with a dot (undoes ``prefixed(by:)``).
    func droppingPrefix(ofLength count: Int) -> StyleKeyPath {
        let rest = String(decoding: description.utf8.dropFirst(count), as: UTF8.self)
        guard count > 0, count <= lastOffset else { return count == 0 ? self : StyleKeyPath(parsing: rest) }
        return StyleKeyPath(description: rest, lastOffset: lastOffset - count, nameOffset: nameOffset - count)
    }

    private init(description: String, lastOffset: Int, nameOffset: Int, fingerprint: UInt16? = nil) {
        self.description = description
        self.offsets = Self.packed(lastOffset: lastOffset, nameOffset: nameOffset)
        self.fingerprint = fingerprint ?? Self.scan(description).fingerprint
    }

    private func slice(_ start: Int, _ end: Int) -> Substring {
        let utf8 = description.utf8
        return Substring(utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)])
    }

    public static func == (lhs: StyleKeyPath, rhs: StyleKeyPath) -> Bool {
        if lhs.fingerprint != rhs.fingerprint, lhs.fingerprint != 0, rhs.fingerprint != 0 { return false }
        return lhs.description == rhs.description
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}

extension StyleKeyPath {
    /// The first component of a key path given as text and the rest after
    /// its dot; nil for a path of one component. Walking a path into child
    /// objects takes it one component at a time, as ``Stylable`` does.
    static func splitFirst(_ keyPath: String) -> (first: String, rest: String)? {
        guard let dot = keyPath.utf8Offset(of: UInt8(ascii: ".")) else { return nil }
        let (first, rest) = keyPath.splitting(aroundUTF8Offset: dot)
        return (first, rest)
    }

    /// A key-path component's state and the property it names after the
    /// qualifier (`selected` and `titleColor` for `selected:titleColor`);
    /// nil when the component has no qualifier.
    static func qualified(_ component: String) -> (state: ThemeState, name: String)? {
        guard let colon = component.utf8Offset(of: UInt8(ascii: ":")) else { return nil }
        let (state, name) = component.splitting(aroundUTF8Offset: colon)
        return (ThemeState(rawValue: state), name)
    }

    /// The components of a key path given as text, empty ones kept, qualifiers kept.
    static func writtenComponents(of keyPath: String) -> [String] {
        keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}

extension StyleKeyPath {
    /// The first component, up to the first dot's byte offset, qualifier
    /// included (`titleLabel` in `titleLabel.selected:textColor`); nil for a
    /// path of one component. Where an apply plan decides whether a path
    /// goes into child objects.
    func firstComponent() -> String? {
        guard let dot = description.utf8Offset(of: UInt8(ascii: ".")) else { return nil }
        return String(Substring(description.utf8.prefix(dot)))
    }

    /// The path after its first component when that component is `key`
    /// (`borderWidth` of `layer.borderWidth` after `layer`), cut at the first
    /// dot's byte offset, its parts moved rather than found again; nil for a
    /// path of one component or one whose first component is another key.
    ///
    /// The bytes are compared, without making the first component; only
    /// text beyond ASCII, where equal keys may be spelled with different
    /// bytes, is compared as strings.
    func rest(after key: String) -> StyleKeyPath? {
        let keyCount = key.utf8.count
        // One pass over the key and the path's first component: the same
        // bytes followed by a dot (the cut), or ASCII on both sides and so different.
        let sameBytes = description.utf8.withContiguousStorageIfAvailable { path in
            key.utf8.withContiguousStorageIfAvailable { key -> Int?? in
                var bits: UInt8 = 0
                var end = 0
                while end < path.count, path[end] != UInt8(ascii: ".") {
                    bits |= path[end]
                    end += 1
                }
                var same = end == keyCount && end < path.count
                for offset in 0..<keyCount {
                    bits |= key[offset]
                    if same, key[offset] != path[offset] { same = false }
                }
                return same ? .some(end) : bits < 0x80 ? .some(nil) : nil
            }
        }
        // Nil: not answered by bytes (text beyond ASCII, or no contiguous bytes).
        switch sameBytes.flatMap({ $0 }).flatMap({ $0 }) {
        case let dot??: return cut(after: dot)
        case .some(nil): return nil
        case nil:
            guard let dot = description.utf8Offset(of: UInt8(ascii: ".")), String(Substring(description.utf8.prefix(dot))) == key
            else { return nil }
            return cut(after: dot)
        }
    }

    /// This path after the dot at UTF-8 offset `dot`, its parts moved. Without
    /// a fingerprint (compared by text): an apply plan hands the rest to a
    /// child and never compares it, so it is not scanned again to make one.
    private func cut(after dot: Int) -> StyleKeyPath {
        let count = dot + 1
        let rest =
            description.utf8.withContiguousStorageIfAvailable { bytes in
                String(decoding: UnsafeBufferPointer(rebasing: bytes[min(count, bytes.count)...]), as: UTF8.self)
            } ?? String(decoding: description.utf8.dropFirst(count), as: UTF8.self)
        return StyleKeyPath(description: rest, lastOffset: lastOffset - count, nameOffset: nameOffset - count, fingerprint: 0)
    }
}
