import BenchmarkInputs
import Foundation
import Testing

@testable import ThemeKit

/// The growth benchmark's surfaces are the readers' own: every form a theme's
/// top level takes, every `$type` the token reader knows, every key of
/// `themecheck.json` has a case, and each case's input is of the form it
/// names. A reader that learns a new form fails here until it is measured.
@Suite struct GrowthSurfacesTests {
    private static func keys(of reader: GrowthSurface.Reader) -> Set<String> {
        Set(GrowthSurfaces.all.filter { $0.reader == reader }.map(\.key))
    }

    @Test func everyFormOfAThemesTopLevelHasACaseOfThatForm() {
        #expect(Self.keys(of: .theme) == Set(ThemeTopLevelForm.allCases.map(\.rawValue)))
        for surface in GrowthSurfaces.all where surface.reader == .theme {
            let text = surface.files(20)["theme.json"] ?? ""
            let form = ThemeTopLevelForm(rawValue: surface.key)
            #expect(form.map { ThemeTopLevelForm.forms(ofThemeText: text).contains($0) } == true, "\(surface.key): \(text.prefix(200))")
        }
    }

    @Test func everyReservedKeyOfAStyleAndItsVariantsHaveACase() {
        #expect(Self.keys(of: .style) == [PropertyKey.superstyle, PropertyKey.inherit, "S_V"])
    }

    @Test func everyTokenTypeHasACaseThatLoadsWithoutError() throws {
        #expect(Self.keys(of: .tokens) == Set(DesignTokenType.allCases.map(\.rawValue)))
        for surface in GrowthSurfaces.all where surface.reader == .tokens {
            let text = surface.files(20)["theme.tokens.json"] ?? ""
            let theme = try Theme(data: Data(text.utf8), name: "theme.tokens.json")
            #expect(theme.diagnostics.filter { $0.severity == .error }.isEmpty, "\(surface.key): \(theme.diagnostics)")
        }
    }

    @Test func everyKeyOfTheConfigurationHasACaseThatReadsIt() throws {
        let declared = LintConfiguration.Key.allCases.map(\.rawValue) + LintConfiguration.ThemeSetKey.allCases.map(\.rawValue)
        #expect(Self.keys(of: .configuration) == Set(declared))
        for surface in GrowthSurfaces.all where surface.reader == .configuration {
            let text = surface.files(20)["themecheck.json"] ?? ""
            let configuration = try LintConfiguration(data: Data(text.utf8), path: "themecheck.json")
            #expect(
                !configuration.diagnostics.contains { $0.message.contains("unknown key") || $0.message.contains("is not a key") },
                "\(surface.key): \(configuration.diagnostics)")
            #expect(text.contains("\"\(surface.key)\""), "\(surface.key)")
        }
    }

    @Test func theOverridesFileHasACaseForEachOfItsGroupsAndALargeStyle() {
        #expect(Self.keys(of: .overrides) == ["Constants", "Styles", "style"])
    }

    @Test func everySurfaceHasItsOwnFigure() {
        let keys = GrowthSurfaces.all.map(\.figureKey)
        #expect(Set(keys).count == keys.count)
    }
}
