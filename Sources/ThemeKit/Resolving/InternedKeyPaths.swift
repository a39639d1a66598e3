/// The key paths resolution makes by putting a prefix before a path (an
/// assignment from a nested dictionary or a referenced style) or taking one
/// off (a cached ancestor's relative paths), each text made once per chain
/// and shared by every resolved style that assigns it.
///
/// Thousands of styles assign `titleLabel.textColor`; a text longer than 15
/// bytes is an allocation of its own, so making it for each assignment
/// filled a theme of 100,000 styles with copies, written as resolution went
/// and read again to free them. A text is found by its bytes (the prefix's,
/// then the path's) without joining them first, so a text already made
/// costs a hash and a comparison.
///
/// A new manager makes its first texts as before: keeping them pays only
/// when texts repeat, over many styles, and a screen's first apply on a new
/// manager resolves a few (Giotto's screen took about 15% longer when every
/// text was kept).
///
/// Used by resolution under the manager's lock, one access at a time, as
/// ``SubstyleCache`` is. Grows by one entry per distinct text, at most one
/// per assignment made.
final class InternedKeyPaths {
    /// Texts of at most this many bytes are values, not allocations: they are made, never kept.
    static let longestInline = 15
    /// How many long texts a resolver makes before it keeps them.
    static let madeBeforeKeeping = 1_024

    @exclusivity(unchecked) private var paths: [StyleKeyPath] = []
    @exclusivity(unchecked) private var index = PositionIndex()
    /// Long texts still to make without keeping them.
    @exclusivity(unchecked) private var toMakeBeforeKeeping: Int

    /// A table that keeps texts once `madeBeforeKeeping` long ones have been made.
    init(madeBeforeKeeping: Int = InternedKeyPaths.madeBeforeKeeping) {
        toMakeBeforeKeeping = madeBeforeKeeping
    }

    /// `path` under `prefix` (which ends with its dot), as
    /// ``StyleKeyPath/prefixed(by:)`` makes it.
    func path(_ path: StyleKeyPath, under prefix: String) -> StyleKeyPath {
        guard !prefix.isEmpty else { return path }
        var (head, text) = (prefix, path.description)
        guard head.utf8.count + text.utf8.count > Self.longestInline, keeps() else { return path.prefixed(by: prefix) }
        return head.withUTF8 { head in
            text.withUTF8 { tail in intern(head, tail) { path.prefixed(by: prefix) } }
        }
    }

    /// `path` without its first `count` bytes, which end with a dot, as
    /// ``StyleKeyPath/droppingPrefix(ofLength:)`` makes it.
    func path(_ path: StyleKeyPath, droppingPrefixOfLength count: Int) -> StyleKeyPath {
        var text = path.description
        guard count > 0, text.utf8.count - count > Self.longestInline, keeps() else { return path.droppingPrefix(ofLength: count) }
        return text.withUTF8 { bytes in
            intern(UnsafeBufferPointer(rebasing: bytes[count...]), UnsafeBufferPointer(start: nil, count: 0)) {
                path.droppingPrefix(ofLength: count)
            }
        }
    }

    /// Whether a long text is kept: false for the first few made.
    private func keeps() -> Bool {
        guard toMakeBeforeKeeping > 0 else { return true }
        toMakeBeforeKeeping -= 1
        return false
    }

    /// The kept path whose text is `head` then `tail`, made by `make` and kept the first time.
    private func intern(
        _ head: UnsafeBufferPointer<UInt8>, _ tail: UnsafeBufferPointer<UInt8>, make: () -> StyleKeyPath
    ) -> StyleKeyPath {
        // Seeded per process, as String's own hashing is: no file can choose texts that collide.
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(head))
        hasher.combine(bytes: UnsafeRawBufferPointer(tail))
        let hash = UInt32(truncatingIfNeeded: hasher.finalize())
        let found = index.position(hash: hash) { position in
            var kept = paths[position].description
            return kept.withUTF8 { bytes in
                bytes.count == head.count + tail.count
                    && bytes.prefix(head.count).elementsEqual(head) && bytes.suffix(tail.count).elementsEqual(tail)
            }
        }
        if let found { return paths[found] }
        let made = make()
        index.insert(paths.count, hash: hash)
        paths.append(made)
        return made
    }

    /// How many texts are kept (for tests).
    var count: Int { paths.count }
}
