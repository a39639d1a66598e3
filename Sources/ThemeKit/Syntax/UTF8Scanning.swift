/// Byte searches in a string's UTF-8, read as its own contiguous bytes where
/// it has them (a native string always does). The generic collection
/// algorithms over a UTF-8 view step through its indices one by one and cost
/// ten times as much, on paths that run for every key and value a theme holds.
extension StringProtocol {
    /// The UTF-8 offset of the first `byte`, or nil when there is none.
    func utf8Offset(of byte: UInt8) -> Int? {
        if let found = utf8.withContiguousStorageIfAvailable({ $0.firstIndex(of: byte) }) { return found }
        return utf8.firstIndex(of: byte).map { utf8.distance(from: utf8.startIndex, to: $0) }
    }

    /// The index of the first `byte` of the UTF-8 text, or nil when there is none.
    func utf8Index(of byte: UInt8) -> Index? {
        utf8Offset(of: byte).map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }

    /// Whether every byte of the UTF-8 text is ASCII.
    var utf8IsASCII: Bool {
        utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? utf8.allSatisfy { $0 < 0x80 }
    }
}

extension String {
    /// The text before and after the ASCII byte at UTF-8 `offset`, each made
    /// straight from the bytes: cutting at an ASCII byte leaves whole
    /// scalars on both sides, so neither half needs the index checks of a
    /// `Substring` made into a `String`.
    func splitting(aroundUTF8Offset offset: Int) -> (before: String, after: String) {
        if let halves = utf8.withContiguousStorageIfAvailable({ bytes in
            (
                String(decoding: UnsafeBufferPointer(rebasing: bytes[..<offset]), as: UTF8.self),
                String(decoding: UnsafeBufferPointer(rebasing: bytes[(offset + 1)...]), as: UTF8.self)
            )
        }) {
            return halves
        }
        let cut = utf8.index(utf8.startIndex, offsetBy: offset)
        return (String(self[..<cut]), String(self[utf8.index(after: cut)...]))
    }
}
