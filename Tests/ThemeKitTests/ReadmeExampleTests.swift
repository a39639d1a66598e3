import Foundation
import Testing
import ThemeKit

/// The README's example, run as written, so the README cannot drift from the library.
@Suite @MainActor struct ReadmeExampleTests {
    @Test func theReadmeThemeResolvesAsTheReadmeSays() throws {
        let theme = try Theme(contentsOf: FixturePath.url("valid/readme.json"))
        let manager = ThemeManager(defaultTheme: theme)

        let button = try manager.resolvedStyle(named: "PrimaryButton")
        #expect(
            button.keyPaths == [
                "backgroundColor", "titleLabel.font", "titleLabel.textColor",
                "layer.cornerRadius", "selected:titleColor",
            ])
        #expect(button["titleLabel.font"] == .font(ThemeFont(name: "system", size: 16)))
        #expect(button["selected:titleColor"] == .color(ThemeColor(red: 1, green: 1, blue: 1, alpha: 0x88 / 255.0)))
        #expect(manager.constant(named: "COLOR_BRAND") == .color(ThemeColor(red: 0, green: 0x64 / 255.0, blue: 0xD2 / 255.0, alpha: 1)))
        #expect(
            button.assignments.map { "\($0.keyPath) \($0.value.jsonText)" } == [
                "backgroundColor {\"color\": \"#0064D2FF\"}",
                "titleLabel.font {\"font\": {\"name\": \"system\", \"size\": 16}}",
                "titleLabel.textColor {\"color\": \"#1C1C1EFF\"}",
                "layer.cornerRadius {\"number\": 12}",
                "selected:titleColor {\"color\": \"#FFFFFF88\"}",
            ])
        #expect(button.diagnostics.isEmpty && theme.diagnostics.isEmpty)
    }
}

/// The README's "Styling your own types" program, as written there: main-actor
/// types, a subclass table, registration, a switch from a background task
/// and back (reversible), typed reads.
@Suite @MainActor struct ReadmeStylableExampleTests {
    enum TextAlignment: String, CaseIterable, ThemeEnumeration { case left, center, right, natural }

    @MainActor final class Layer: KeyPathStylable {
        var cornerRadius = 0.0
        var borderWidth = 0.0
        static let themeProperties: ThemeProperties<Layer> = ["cornerRadius": .value(\.cornerRadius), "borderWidth": .value(\.borderWidth)]
    }

    @MainActor final class Label: KeyPathStylable {
        var textColor: ThemeColor?
        var font: ThemeFont?
        var alignment = TextAlignment.natural  // enum TextAlignment: String, CaseIterable, ThemeEnumeration
        static let themeProperties: ThemeProperties<Label> = [
            "textColor": .value(\.textColor),
            "font": .value(\.font),
            "textAlignment": .value(\.alignment),  // "NSTextAlignmentCenter" works too
        ]
    }

    @MainActor class View: KeyPathStylable {
        var backgroundColor: ThemeColor?
        let layer = Layer()  // another KeyPathStylable
        class var themeProperties: ThemeProperties<View> { viewProperties }
        private static let viewProperties: ThemeProperties<View> = [
            "backgroundColor": .value(\.backgroundColor),
            "layer": .child(\.layer),  // "layer.cornerRadius" continues into it
        ]
    }

    @MainActor final class Button: View {
        var titleColors: [ThemeState: ThemeColor] = [:]
        let titleLabel = Label()
        override class var themeProperties: ThemeProperties<View> { buttonProperties }
        private static let buttonProperties = View.themeProperties.extended(
            by: Button.self,
            [
                "titleColor": .perState(\.titleColors),  // "selected:titleColor" sets titleColors[.selected]
                "titleLabel": .child(\.titleLabel),
            ])
    }

    struct ButtonSpec: Decodable {
        var backgroundColor: ThemeColor
        var titleColor: [ThemeState: ThemeColor]  // from "selected:titleColor"
        var layer: LayerSpec  // from "layer.cornerRadius"
        struct LayerSpec: Decodable { var cornerRadius: Double }
    }

    @Test func theReadmeProgramRunsAsWritten() async throws {
        let manager = ThemeManager(defaultTheme: try Theme(contentsOf: FixturePath.url("valid/readme.json")))
        let dark = try Theme(contentsOf: FixturePath.url("valid/readme-dark.json"))

        let button = Button()
        let registration = manager.register(button, style: "PrimaryButton")  // styled now, and after every change
        #expect(registration.lastReport.isComplete, "\(registration.lastReport)")
        #expect(button.titleLabel.font == ThemeFont(name: "system", size: 16))
        #expect(button.titleColors == [.selected: .hex("FFF8")])

        let delivered = manager.changes
        await Task.detached { manager.setAlternativeThemes([dark]) }.value  // any thread: re-styled on the main actor
        for await _ in delivered { break }
        #expect(button.backgroundColor == .hex("64D2FF") && button.layer.borderWidth == 2)
        await Task.detached { manager.setAlternativeThemes([]) }.value  // dark's border width is put back
        manager.deliverPendingChanges()
        #expect(button.backgroundColor == .hex("0064D2") && button.layer.borderWidth == 0)
        #expect(registration.lastReport.restored == 1)

        let spec = try manager.decode(ButtonSpec.self, style: "PrimaryButton")
        let brand = try manager.constant(named: "COLOR_BRAND", as: ThemeColor.self)
        #expect(spec.layer.cornerRadius == 12 && spec.titleColor[.selected] == .hex("FFF8") && spec.backgroundColor == brand)
    }
}

/// The README's dark-mode lines, as written there.
@Suite @MainActor struct ReadmeDarkModeExampleTests {
    @Test func theEnvironmentPicksTheDarkValues() throws {
        let themes = ThemeManager(defaultTheme: try Theme(contentsOf: FixturePath.url("valid/dark-mode.json")))
        themes.environment = ThemeEnvironment(idiom: .pad, appearance: .dark)  // from the trait collection
        #expect(themes.activeVariants == ["IPAD", "DARK"])
        #expect(themes.constant(named: "COLOR_BACKGROUND") == .color(.hex("000000")))
        #expect(themes.constant(named: "DIMENSION_MARGIN") == .number(24))
        let card = ReadmeStylableExampleTests.View()
        themes.register(card, style: "Card")
        #expect(card.layer.borderWidth == 1)
        themes.environment.appearance = .light  // registered objects re-styled; Card_DARK's border put back
        #expect(card.layer.borderWidth == 0 && card.backgroundColor == .hex("FFFFFF"))
        #expect(themes.lint().isEmpty)
    }
}

/// Docs/Overrides.md's example, run as written: what its comments say is what happens.
@Suite struct OverridesExampleTests {
    @Test func theOverridesPagesExampleDoesWhatItsCommentsSay() throws {
        let theme = try Theme(contentsOf: FixturePath.url("valid/readme.json"))
        let userPickedColour = ThemeColor(red: 0.9, green: 0.2, blue: 0.4, alpha: 1)
        let manager = ThemeManager(defaultTheme: theme)
        manager.modifyConstant("COLOR_BRAND", value: .color(userPickedColour))
        #expect(manager.lastModificationError == nil)
        #expect(manager.modifications.constants["COLOR_BRAND"] == .string("c:srgb(0.9, 0.2, 0.4)"))
        #expect(manager.constant(named: "COLOR_BRAND") == .color(userPickedColour))

        manager.modifyConstant("COLOR_ACCENT", value: .color(userPickedColour))
        let refused = try #require(manager.lastModificationError)
        #expect(refused.message.hasPrefix("no theme defines constant `COLOR_ACCENT` or declares it in `_runtimeConstants`, "))
        #expect(manager.modifications.constantNames == ["COLOR_BRAND"])
    }
}
