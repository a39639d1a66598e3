import BenchmarkInputs
import Foundation
import Testing

@testable import ThemeKit

/// ThemeKit's parsers read what Foundation writes exactly as Foundation
/// reads it: many random property lists, each written as XML and binary by
/// Foundation (and as OpenStep, which Foundation reads but cannot write on
/// Linux, by the benchmark's writer), compared value for value.
@Suite struct DifferentialTests {
    static let count = 400

    /// A random property list: nested dictionaries and arrays of strings
    /// (with markup, quotes, escapes, non-ASCII and emoji), numbers,
    /// booleans, integers up to `UInt64.max` and data, from a seeded generator.
    struct RandomPlist {
        private var state: UInt64
        let allowsNonStrings: Bool

        init(seed: UInt64, allowsNonStrings: Bool) {
            self.state = seed &* 2_654_435_761 &+ 1
            self.allowsNonStrings = allowsNonStrings
        }

        private mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }

        private static let pieces = [
            "a", "Zz", " ", "<", ">", "&", "\"", "'", "\\", "é", "日本", "😀", "\n", "\t", "c:#FFF", "f:system,12", ";", "=", "//", "/*",
            "null",
        ]

        mutating func string() -> String {
            (0..<next(6)).map { _ in Self.pieces[next(Self.pieces.count)] }.joined()
        }

        mutating func value(depth: Int) -> Any {
            let kind = depth >= 4 ? next(5) : next(7)
            switch kind {
            case 0, 1: return string()
            case 2 where allowsNonStrings:
                switch next(4) {
                case 0: return next(2_000_000) - 1_000_000
                // 2^63 and above: 16-byte integers in a binary plist.
                case 1: return UInt64.max - UInt64(next(1_000_000)) * 1_000_003
                default: return Double(next(1_000_000)) / 7.0
                }
            case 3 where allowsNonStrings: return next(2) == 0
            case 4 where allowsNonStrings: return Data((0..<next(5)).map { _ in UInt8(next(256)) })
            case 5: return (0..<next(4)).map { _ in value(depth: depth + 1) }
            case 6: return dictionary(depth: depth + 1)
            default: return string()
            }
        }

        mutating func dictionary(depth: Int) -> [String: Any] {
            var dictionary: [String: Any] = [:]
            for _ in 0..<next(5) { dictionary[string()] = value(depth: depth) }
            return dictionary
        }
    }

    private func compare(_ format: ThemeFileFormat, _ data: Data, case index: Int) throws {
        let ours = Parse.run(format, Array(data))
        #expect(ours.errors.isEmpty, "case \(index), \(format): \(ours.errors.first?.description ?? "")")
        let foundation = try PropertyListSerialization.propertyList(from: data, format: nil)
        #expect(ours.tree?.sorted == Tree(foundation: foundation).sorted, "case \(index), \(format)")
    }

    @Test func xmlAndBinaryWrittenByFoundationReadTheSame() throws {
        for index in 0..<Self.count {
            var random = RandomPlist(seed: UInt64(index), allowsNonStrings: true)
            let plist = random.dictionary(depth: 0)
            try compare(
                .xmlPropertyList, try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0), case: index)
            try compare(
                .binaryPropertyList, try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0), case: index)
        }
    }

    @Test func openStepReadsTheSameAsFoundationReadsIt() throws {
        for index in 0..<Self.count {
            var random = RandomPlist(seed: UInt64(index), allowsNonStrings: false)
            try compare(.openStep, GeneratedTheme.openStep(of: random.dictionary(depth: 0)), case: index)
        }
    }
}

/// Hand-written scalars at the edges of what Foundation's XML reader takes:
/// ThemeKit accepts and refuses exactly what Foundation does, with the same
/// value, except where theme-format §1 refuses a number Foundation reads.
@Suite struct ScalarDifferentialTests {
    static let scalars = [
        "<integer>1.5</integer>", "<integer>12</integer>", "<integer>-0</integer>", "<integer>+5</integer>",
        "<integer> 12</integer>", "<integer>12 </integer>", "<integer>1e3</integer>", "<integer>--1</integer>",
        "<integer></integer>", "<integer>18446744073709551615</integer>", "<integer>18446744073709551616</integer>",
        "<integer>-9223372036854775808</integer>", "<integer>-9223372036854775809</integer>",
        "<real>1.5</real>", "<real>.5</real>", "<real>5.</real>", "<real>+1.5</real>", "<real>1e3</real>",
        "<real>1.5 </real>", "<real>1,5</real>", "<real>abc</real>", "<real></real>",
        "<date>2020-01-01T00:00:00Z</date>", "<date>garbage</date>", "<date>2020-01-01</date>",
        "<date>2020-1-1T0:0:0Z</date>", "<date>2020-01-01T00:00:00Z </date>", "<date></date>",
        "<data>AQI=</data>", "<data>AQI</data>", "<data>AQ</data>", "<data>A Q I =</data>", "<data>AQI==</data>",
        "<data>A===</data>", "<data>!!!</data>", "<data>\n\tAQID\n\tBA==\n\t</data>",
    ]
    /// What Foundation reads and a theme cannot hold (theme-format §1: hex, nan and inf are not numbers).
    static let departures = ["<integer>0x10</integer>", "<integer>-0x10</integer>", "<real>nan</real>", "<real>inf</real>"]

    @Test(arguments: scalars)
    func acceptsAndRefusesWhatFoundationDoes(scalar: String) throws {
        let document = "<plist><dict><key>v</key>\(scalar)</dict></plist>"
        let ours = Parse.run(.xmlPropertyList, document)
        let foundation = try? PropertyListSerialization.propertyList(from: Data(document.utf8), format: nil)
        #expect(
            (ours.tree != nil) == (foundation != nil),
            "ours: \(ours.errors.first?.message ?? "read"), Foundation: \(foundation.map { "\($0)" } ?? "refused")")
        guard let foundation, let tree = ours.tree, case .dictionary(let members) = tree, let value = members.first?.value else { return }
        if case .date = value { return }  // kept as text; Foundation makes a Date
        #expect(tree == Tree(foundation: foundation), "\(scalar)")
    }

    @Test(arguments: departures)
    func numbersAThemeCannotHoldAreRefusedThoughFoundationReadsThem(scalar: String) throws {
        let document = "<plist><dict><key>v</key>\(scalar)</dict></plist>"
        #expect((try? PropertyListSerialization.propertyList(from: Data(document.utf8), format: nil)) != nil)
        #expect(Parse.run(.xmlPropertyList, document).errors.first?.code == "parse-error")
    }
}
