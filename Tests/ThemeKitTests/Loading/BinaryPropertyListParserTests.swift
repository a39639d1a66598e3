import Foundation
import Testing

@testable import ThemeKit

@Suite struct BinaryPropertyListParserTests {
    private static var sample: [String: Any] {
        [
            "formatVersion": 2,
            "Constants": ["COLOR_TEXT": "c:4D4D4D", "DIMENSION": 2.5, "FLAG": true, "NAME": "Ünïcödé"],
            "Styles": ["Label": ["textColor": "COLOR_TEXT", "tags": ["a", "b"]]],
        ]
    }

    private func binary(_ value: Any) throws -> [UInt8] {
        Array(try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0))
    }

    @Test func readsWhatFoundationWrites() throws {
        let outcome = Parse.run(.binaryPropertyList, try binary(Self.sample))
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(outcome.tree?.sorted == Tree(foundation: Self.sample).sorted)
    }

    /// UTF-16 strings (any non-ASCII text) decode with surrogate pairs, and an unpaired surrogate is refused.
    @Test func utf16StringsDecodeAndUnpairedSurrogatesAreRefused() {
        #expect(BinaryPropertyListParser.validUTF16(Array("Ünïcödé 🎨".utf16)) == "Ünïcödé 🎨")
        #expect(BinaryPropertyListParser.validUTF16([]) == "")
        #expect(BinaryPropertyListParser.validUTF16([0x0041, 0xD83C]) == nil)
        #expect(BinaryPropertyListParser.validUTF16([0xDFA8, 0x0041]) == nil)
        let outcome = Parse.run(.binaryPropertyList, (try? binary(["formatVersion": 2, "Constants": ["A": "🎨 Ünïcödé"]])) ?? [])
        #expect(
            outcome.errors.isEmpty
                && outcome.tree?.sorted == Tree(foundation: ["formatVersion": 2, "Constants": ["A": "🎨 Ünïcödé"]]).sorted)
    }

    @Test func truncatedFileIsAParseError() throws {
        let bytes = try binary(Self.sample)
        for length in [8, 20, bytes.count / 2, bytes.count - 1] {
            let error = Parse.run(.binaryPropertyList, Array(bytes.prefix(length))).errors.first
            #expect(error?.code == "parse-error", "length \(length)")
            #expect(error?.line == nil)
        }
    }

    @Test func corruptOffsetsAreParseErrorsNotCrashes() throws {
        let bytes = try binary(Self.sample)
        let trailer = bytes.count - 32
        // Every byte of the trailer and the offset table, set to extreme values.
        let tableStart = Int(bytes[trailer + 31]) | Int(bytes[trailer + 30]) << 8
        for position in Array(tableStart..<bytes.count) + Array(8..<min(40, tableStart)) {
            for replacement: UInt8 in [0x00, 0x7F, 0xFF] {
                var corrupted = bytes
                corrupted[position] = replacement
                let outcome = Parse.run(.binaryPropertyList, corrupted)
                #expect(outcome.tree != nil || outcome.errors.first?.code == "parse-error")
            }
        }
    }

    /// A `bplist00` file of the given objects (each its marker and bytes,
    /// references one byte wide), object 0 at the top.
    private func assemble(_ objects: [[UInt8]]) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [UInt8] = []
        for object in objects {
            offsets.append(UInt8(bytes.count))
            bytes += object
        }
        let table = bytes.count
        bytes += offsets
        bytes +=
            [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, UInt8(objects.count)] + [0, 0, 0, 0, 0, 0, 0, 0]
            + [0, 0, 0, 0, 0, 0, 0, UInt8(table)]
        return bytes
    }

    @Test func aContainerSharedByTwoParentsIsReadAsFoundationReadsIt() throws {
        // 0 = {"a": 3, "b": 3}, 1 = "a", 2 = "b", 3 = ["x"] shared by both keys, 4 = "x".
        let bytes = assemble([[0xD2, 1, 2, 3, 3], [0x51, 0x61], [0x51, 0x62], [0xA1, 4], [0x51, 0x78]])
        let outcome = Parse.run(.binaryPropertyList, bytes)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let foundation = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
        #expect(outcome.tree?.sorted == Tree(foundation: foundation).sorted)
    }

    @Test func aContainerInsideItselfIsRefused() throws {
        // 0 = [1], 1 = [1]: an array that contains itself.
        let error = try #require(Parse.run(.binaryPropertyList, assemble([[0xA1, 1], [0xA1, 1]])).errors.first)
        #expect(error.code == "parse-error")
        #expect(error.message.contains("contains itself"))
    }

    @Test func sharingThatWouldExpandExponentiallyIsALimitNotAHang() throws {
        // Object i is [i+1, i+1]: 40 objects that would expand to 2^40.
        let count = 40
        let objects = (0..<count).map { index in index == count - 1 ? [0xA0] : [0xA2, UInt8(index + 1), UInt8(index + 1)] }
        let error = try #require(Parse.run(.binaryPropertyList, assemble(objects), limits: ThemeLimits(maximumDepth: 100)).errors.first)
        #expect(error.code == "limit-exceeded")
        #expect(error.message.contains("expand to more than"))
    }

    @Test func aStringSharedByManyParentsIsDecodedOnceAndItsStorageShared() throws {
        // 0 = ["s", "s", … 200 times], 1 = a 64 KB string: copied at each reference, that is 12.8 MB.
        let long = Array(repeating: UInt8(ascii: "x"), count: 65_536)
        let stringObject: [UInt8] = [0x5F, 0x12, 0x00, 0x01, 0x00, 0x00] + long
        var bytes = Array("bplist00".utf8)
        let arrayOffset = bytes.count
        bytes += [0xAF, 0x10, 200] + Array(repeating: 1, count: 200)
        let stringOffset = bytes.count
        bytes += stringObject
        let table = bytes.count
        bytes += [UInt8(arrayOffset >> 16), UInt8(arrayOffset >> 8 & 0xFF), UInt8(arrayOffset & 0xFF)]
        bytes += [UInt8(stringOffset >> 16), UInt8(stringOffset >> 8 & 0xFF), UInt8(stringOffset & 0xFF)]
        bytes += [0, 0, 0, 0, 0, 0, 3, 1] + [0, 0, 0, 0, 0, 0, 0, 2] + [0, 0, 0, 0, 0, 0, 0, 0]
        bytes += [0, 0, 0, 0, UInt8(table >> 24), UInt8(table >> 16 & 0xFF), UInt8(table >> 8 & 0xFF), UInt8(table & 0xFF)]
        let outcome = Parse.run(.binaryPropertyList, bytes)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        guard case .array(let elements)? = outcome.node?.kind else {
            Issue.record("not an array")
            return
        }
        #expect(elements.count == 200)
        let storages = Set(
            elements.compactMap { element -> UInt? in
                guard case .string(var text) = element.kind, text.utf8.count == 65_536 else { return nil }
                return text.withUTF8 { UInt(bitPattern: $0.baseAddress) }
            })
        #expect(storages.count == 1, "one decoded string, its storage shared by all 200 references")
    }

    @Test func aUIDIsAValueProblemNotAFileProblem() throws {
        // 0 = {"formatVersion": 2, "Constants": {"A": UID 7, "B": "x"}}.
        let bytes = assemble([
            [0xD2, 1, 3, 2, 4], [0x5D] + Array("formatVersion".utf8), [0x10, 2], [0x59] + Array("Constants".utf8),
            [0xD2, 5, 6, 7, 8], [0x51, 0x41], [0x51, 0x42], [0x80, 7], [0x51, 0x78],
        ])
        #expect(throws: Never.self) { try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) }
        let theme = try Theme(data: Data(bytes), name: "archived.plist")
        #expect(theme.constantNames == ["B"])
        #expect(theme.diagnostics.codes == ["invalid-constant-value"])
        #expect(theme.diagnostics.first?.message.contains("keyed-archiver UID") == true)
    }

    @Test(arguments: [UInt64.max, UInt64(1) << 63, UInt64(Int64.max) + 12_345])
    func unsignedIntegersFromTwoToTheSixtyThreeReadAsFoundationReadsThem(value: UInt64) throws {
        let bytes = try binary(["n": value, "negative": Int64.min, "small": 7])
        let outcome = Parse.run(.binaryPropertyList, bytes)
        let foundation = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
        #expect(outcome.tree?.sorted == Tree(foundation: foundation).sorted)
        #expect(
            outcome.tree?.sorted
                == .dictionary([
                    .init(key: "n", value: .number(Double(value))),
                    .init(key: "negative", value: .number(Double(Int64.min))),
                    .init(key: "small", value: .number(7)),
                ]))
    }

    @Test func diagnosticsNameTheKeyPathInsteadOfALine() throws {
        let bytes = try binary(["formatVersion": 2, "Styles": ["Label": ["a": "x"]], "Extra": ["Label": ["b": "y"]]])
        let theme = try Theme(data: Data(bytes), name: "theme.plist")
        let duplicate = try #require(theme.diagnostics.first { $0.code == "duplicate-style" })
        #expect(duplicate.line == nil && duplicate.column == nil)
        #expect(duplicate.file == "theme.plist")
        #expect(duplicate.message.contains("(at `Extra.Label`)") || duplicate.message.contains("(at `Styles.Label`)"))
    }
}
