import Foundation

/// Parses a `bplist00` binary property list with every offset and count
/// checked against the file.
///
/// Binary plists have no lines, so nodes carry no offset and diagnostics
/// name the key path. Objects may be shared by several parents, as
/// CoreFoundation allows; a container that contains itself is refused, and
/// so is a file whose shared objects would expand to more objects than it
/// has bytes (a file without sharing never does), so a small file cannot
/// expand exponentially. A shared string or data object is decoded once and
/// the same value given at every reference (Swift shares its storage), so a
/// large string referenced many times costs its size once, not each time.
struct BinaryPropertyListParser {
    private let bytes: UnsafeRawBufferPointer
    private var context: ParserContext
    private let offsetSize: Int
    private let referenceSize: Int
    private let objectCount: Int
    private let offsetTableStart: Int
    /// The containers being read, outermost first, to refuse one inside itself.
    private var openContainers: [Int] = []
    /// Objects read so far, shared ones each time they are reached.
    private var objectsRead = 0
    /// Strings and data already decoded, by object reference: shared, never copied again.
    private var decodedLeaves: [Int: PlistNode] = [:]
    private var path: [String] = []

    static func parse(_ bytes: UnsafeRawBufferPointer, context: inout ParserContext) throws(ThemeError) -> PlistNode {
        guard bytes.count >= 8 + 32 else { throw context.error("the binary property list is truncated", at: -1) }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        let objectCount = Self.integer(bytes, at: trailer + 8, size: 8)
        let topObject = Self.integer(bytes, at: trailer + 16, size: 8)
        let tableStart = Self.integer(bytes, at: trailer + 24, size: 8)
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
            objectCount > 0, objectCount < bytes.count, topObject >= 0, topObject < objectCount,
            tableStart >= 8, tableStart < trailer,
            objectCount <= (trailer - tableStart) / offsetSize
        else {
            throw context.error("the binary property list's trailer is corrupt (offsets or counts outside the file)", at: -1)
        }
        var parser = BinaryPropertyListParser(
            bytes: bytes, context: context, offsetSize: offsetSize,
            referenceSize: referenceSize, objectCount: objectCount,
            offsetTableStart: tableStart)
        defer { context = parser.context }
        return try parser.parseObject(topObject, depth: 1)
    }

    /// The big-endian unsigned integer in the `size` (at most 8) bytes at `offset`.
    /// The text of big-endian UTF-16 code units, or nil where a surrogate is unpaired.
    ///
    /// Decoded here rather than with `String(validating:as:)`, which needs
    /// macOS 15 / iOS 18, above the package's deployment targets.
    static func validUTF16(_ codeUnits: [UInt16]) -> String? {
        var decoder = UTF16()
        var iterator = codeUnits.makeIterator()
        var scalars = String.UnicodeScalarView()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return String(scalars)
            case .error: return nil
            }
        }
    }

    private static func bigEndian(_ bytes: UnsafeRawBufferPointer, at offset: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in offset..<offset + size { value = value << 8 | UInt64(bytes[index]) }
        return value
    }

    /// A big-endian unsigned integer of `size` bytes; -1 if it does not fit an `Int`.
    private static func integer(_ bytes: UnsafeRawBufferPointer, at offset: Int, size: Int) -> Int {
        let value = bigEndian(bytes, at: offset, size: size)
        return value > UInt64(Int.max) ? -1 : Int(value)
    }

    private var keyPath: String { path.joined(separator: ".") }

    private func corrupt(_ message: String) -> ThemeError {
        context.error("corrupt binary property list: \(message)", at: -1, keyPath: keyPath)
    }

    private func objectOffset(_ reference: Int) throws(ThemeError) -> Int {
        guard reference >= 0, reference < objectCount else { throw corrupt("object reference \(reference) is out of range") }
        let offset = Self.integer(bytes, at: offsetTableStart + reference * offsetSize, size: offsetSize)
        guard offset >= 8, offset < offsetTableStart else { throw corrupt("object \(reference) lies outside the object area") }
        return offset
    }

    /// Reads the count in a marker's low nibble, or the integer object after it.
    private func count(marker: UInt8, at offset: Int) throws(ThemeError) -> (count: Int, start: Int) {
        let nibble = Int(marker & 0x0F)
        guard nibble == 0x0F else { return (nibble, offset + 1) }
        guard offset + 2 <= offsetTableStart, bytes[offset + 1] & 0xF0 == 0x10 else { throw corrupt("bad length marker") }
        let size = 1 << Int(bytes[offset + 1] & 0x0F)
        guard size <= 8, offset + 2 + size <= offsetTableStart else { throw corrupt("bad length") }
        let value = Self.integer(bytes, at: offset + 2, size: size)
        guard value >= 0 else { throw corrupt("bad length") }
        return (value, offset + 2 + size)
    }

    private func checkRange(_ start: Int, _ length: Int) throws(ThemeError) {
        guard length >= 0, length <= offsetTableStart, start + length <= offsetTableStart else {
            throw corrupt("an object runs past the object area")
        }
    }

    private func references(at start: Int, count: Int) throws(ThemeError) -> [Int] {
        let (length, overflow) = count.multipliedReportingOverflow(by: referenceSize)
        guard !overflow else { throw corrupt("a container is too large") }
        try checkRange(start, length)
        return (0..<count).map { Self.integer(bytes, at: start + $0 * referenceSize, size: referenceSize) }
    }

    private mutating func parseObject(_ reference: Int, depth: Int) throws(ThemeError) -> PlistNode {
        objectsRead += 1
        guard objectsRead <= bytes.count else {
            throw ThemeError(
                context.source.diagnostic(
                    .limitExceeded,
                    "the binary property list's shared objects expand to more than \(bytes.count) objects, one per byte of the file; it is not used",
                    at: -1, keyPath: keyPath))
        }
        if let decoded = decodedLeaves[reference] { return decoded }
        let offset = try objectOffset(reference)
        let marker = bytes[offset]
        switch marker >> 4 {
        case 0x4, 0x5, 0x6:
            let leaf = try parseLeaf(marker: marker, at: offset)
            decodedLeaves[reference] = leaf
            return leaf
        case 0x0:
            switch marker {
            case 0x00: return PlistNode(kind: .null, offset: -1)
            case 0x08: return PlistNode(kind: .bool(false), offset: -1)
            case 0x09: return PlistNode(kind: .bool(true), offset: -1)
            default: throw corrupt("unknown marker 0x\(String(marker, radix: 16))")
            }
        case 0x1:
            let size = 1 << Int(marker & 0x0F)
            try checkRange(offset + 1, size)
            guard size <= 16 else { throw corrupt("integer of \(size) bytes") }
            return PlistNode(kind: .number(Self.integerValue(bytes, at: offset + 1, size: size)), offset: -1)
        case 0x2:
            let size = 1 << Int(marker & 0x0F)
            try checkRange(offset + 1, size)
            let value: Double
            switch size {
            case 4: value = Double(Float(bitPattern: UInt32(Self.bigEndian(bytes, at: offset + 1, size: 4))))
            case 8: value = Double(bitPattern: Self.bigEndian(bytes, at: offset + 1, size: 8))
            default: throw corrupt("real of \(size) bytes")
            }
            guard value.isFinite else { throw corrupt("a real is NaN or infinite, which is not a theme number") }
            return PlistNode(kind: .number(value), offset: -1)
        case 0x3:
            try checkRange(offset + 1, 8)
            let seconds = Double(bitPattern: Self.bigEndian(bytes, at: offset + 1, size: 8))
            return PlistNode(kind: .date(Date(timeIntervalSinceReferenceDate: seconds).description), offset: -1)
        case 0x8:
            // A keyed archiver's UID: CoreFoundation reads it as its own type; a theme cannot use it.
            let size = Int(marker & 0x0F) + 1
            try checkRange(offset + 1, size)
            return PlistNode(kind: .uid(Self.bigEndian(bytes, at: offset + 1, size: min(size, 8))), offset: -1)
        case 0xA:
            try enterContainer(reference, depth: depth)
            defer { openContainers.removeLast() }
            let (count, start) = try count(marker: marker, at: offset)
            var elements: [PlistNode] = []
            for (position, element) in try references(at: start, count: count).enumerated() {
                path.append(String(position))
                elements.append(try parseObject(element, depth: depth + 1))
                path.removeLast()
            }
            return PlistNode(kind: .array(elements), offset: -1)
        case 0xD:
            try enterContainer(reference, depth: depth)
            defer { openContainers.removeLast() }
            let (count, start) = try count(marker: marker, at: offset)
            let keys = try references(at: start, count: count)
            let values = try references(at: start + count * referenceSize, count: count)
            var builder = DictionaryBuilder()
            for (key, value) in zip(keys, values) {
                guard case .string(let name) = try parseObject(key, depth: depth + 1).kind else {
                    throw corrupt("a dictionary key is not a string")
                }
                path.append(name)
                let node = try parseObject(value, depth: depth + 1)
                if let first = builder.add(PlistEntry(key: name, keyOffset: -1, value: node)) {
                    let warning = DictionaryBuilder.duplicateWarning(at: -1, first: first, in: context.source, keyPath: keyPath)
                    context.warnings.append(warning)
                }
                path.removeLast()
            }
            return PlistNode(kind: .dictionary(builder.takeEntries()), offset: -1)
        default:
            throw corrupt("unsupported object type 0x\(String(marker >> 4, radix: 16))")
        }
    }

    /// A data (0x4), ASCII string (0x5) or UTF-16 string (0x6) object.
    private func parseLeaf(marker: UInt8, at offset: Int) throws(ThemeError) -> PlistNode {
        let (count, start) = try count(marker: marker, at: offset)
        switch marker >> 4 {
        case 0x4:
            try checkRange(start, count)
            return PlistNode(kind: .data(Data(bytes[start..<start + count])), offset: -1)
        case 0x5:
            try checkRange(start, count)
            let slice = UnsafeRawBufferPointer(rebasing: bytes[start..<start + count])
            guard slice.allSatisfy({ $0 < 0x80 }) else { throw corrupt("an ASCII string holds a non-ASCII byte") }
            return PlistNode(kind: .string(String(decoding: slice, as: UTF8.self)), offset: -1)
        default:
            let (length, overflow) = count.multipliedReportingOverflow(by: 2)
            guard !overflow else { throw corrupt("a string is too long") }
            try checkRange(start, length)
            let codeUnits = (0..<count).map { UInt16(bytes[start + 2 * $0]) << 8 | UInt16(bytes[start + 2 * $0 + 1]) }
            guard let text = Self.validUTF16(codeUnits) else { throw corrupt("a UTF-16 string is not valid UTF-16") }
            return PlistNode(kind: .string(text), offset: -1)
        }
    }

    private mutating func enterContainer(_ reference: Int, depth: Int) throws(ThemeError) {
        try context.checkDepth(depth, at: -1, keyPath: keyPath)
        guard !openContainers.contains(reference) else {
            throw corrupt("container object \(reference) contains itself")
        }
        openContainers.append(reference)
    }

    /// An integer object's value as CoreFoundation reads it: 1, 2 and 4 bytes
    /// unsigned, 8 bytes signed, 16 bytes a signed 128-bit value (how
    /// Foundation writes unsigned values of 2^63 and more).
    private static func integerValue(_ bytes: UnsafeRawBufferPointer, at offset: Int, size: Int) -> Double {
        switch size {
        case 16:
            let high = Int64(bitPattern: bigEndian(bytes, at: offset, size: 8))
            let low = bigEndian(bytes, at: offset + 8, size: 8)
            if high == 0 { return Double(low) }
            if high == -1, low >= 1 << 63 { return Double(Int64(bitPattern: low)) }
            return Double(high) * 0x1p64 + Double(low)
        case 8: return Double(Int64(bitPattern: bigEndian(bytes, at: offset, size: 8)))
        default: return Double(bigEndian(bytes, at: offset, size: size))
        }
    }
}
