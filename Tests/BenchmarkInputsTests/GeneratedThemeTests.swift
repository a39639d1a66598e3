import BenchmarkInputs
import Foundation
import Testing
import ThemeKit

/// The benchmark's generated inputs are valid themes: they load and lint
/// without a single diagnostic in every form, and are deterministic.
@Suite struct GeneratedThemeTests {
    private let generated = GeneratedTheme(styles: 300, constants: 300)

    @Test func everyFormLoadsAndLintsWithoutDiagnostics() throws {
        let forms: [(String, Data)] = [
            ("generated.json", generated.json), ("generated.plist", try generated.xml()),
            ("generated-openstep.plist", try generated.openStep()),
        ]
        for (name, data) in forms {
            let theme = try Theme(data: data, name: name)
            #expect(theme.diagnostics.isEmpty, "\(name): \(theme.diagnostics)")
            #expect(theme.styleNames.count == 300)
            let lint = ThemeManager(defaultTheme: theme).lint()
            #expect(lint.isEmpty, "\(name): \(lint.prefix(3))")
        }
    }

    @Test func theFormsResolveAlike() throws {
        let json = ThemeManager(defaultTheme: try Theme(data: generated.json, name: "g.json"))
        let xml = ThemeManager(defaultTheme: try Theme(data: try generated.xml(), name: "g.plist"))
        // Foundation writes XML with sorted keys, so compare what is set, not the order.
        func values(_ manager: ThemeManager, _ name: String) throws -> [String: ThemeValue] {
            Dictionary(uniqueKeysWithValues: try manager.resolvedStyle(named: name).assignments.map { ($0.keyPath, $0.value) })
        }
        for name in ["Style0", "Style9", "Style14", "Style299"] {
            #expect(try values(json, name) == values(xml, name))
        }
        #expect(try json.resolvedStyle(named: "Style9").keyPaths.contains("layer.cornerRadius"))
    }

    @Test func theSameParametersGiveTheSameBytes() {
        #expect(GeneratedTheme(styles: 50, constants: 40).json == GeneratedTheme(styles: 50, constants: 40).json)
        #expect(GeneratedTheme(styles: 50, constants: 40, seed: 1).json != GeneratedTheme(styles: 50, constants: 40, seed: 2).json)
    }

    @Test func theApproximateSizeIsNearTheTarget() {
        let size = GeneratedTheme(approximateSize: 1_000_000).json.count
        #expect(size > 800_000 && size < 1_250_000, "\(size)")
    }
}
