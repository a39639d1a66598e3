import Foundation
import Testing
@testable import ThemeKit

@Suite struct BinaryPropertyListParserTests {
    private static var sample: [String: Any] { [
        "formatVersion": 2,
        "Constants": ["COLOR_TEXT": "c:4D4D4D", "DIMENSION": 2.5, "FLAG": true, "NAME": "Ünïcödé"],
        "Styles": ["Label": ["textColor": "COLOR_TEXT", "tags": ["a", "b"]]],
    ] }

    private func binary(_ value: Any) throws -> [UInt8] {
        Array(try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0))
    }

    @Test func readsWhatFoundationWrites() throws {
        let outcome = Parse.run(.binaryPropertyList, try binary(Self.sample))
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(outcome.tree?.sorted == Tree(foundation: Self.sample).sorted)
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

    @Test func aContainerReferencedTwiceIsRefused() throws {
        // bplist00 with: 0 = array [1, 1], 1 = empty array.
        var bytes = Array("bplist00".utf8)
        bytes += [0xA2, 0x01, 0x01]   // object 0 at offset 8
        bytes += [0xA0]               // object 1 at offset 11
        let table = bytes.count
        bytes += [8, 11]
        bytes += [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 2] + [0, 0, 0, 0, 0, 0, 0, 0]
            + [0, 0, 0, 0, 0, 0, 0, UInt8(table)]
        let error = try #require(Parse.run(.binaryPropertyList, bytes).errors.first)
        #expect(error.message.contains("referenced more than once"))
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
