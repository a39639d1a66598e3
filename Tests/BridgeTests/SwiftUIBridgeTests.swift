import Foundation
import Observation
import SwiftUIStubs
import Testing
import ThemeKit

@testable import StubbedThemeKitSwiftUI

/// The SwiftUI bridge, compiled against stubs of SwiftUI's declarations:
/// the values it builds, the modifiers it applies, and what it observes.
@Suite(.serialized) @MainActor struct SwiftUIBridgeTests {
    private let manager = try? ThemeManager(
        defaultTheme: Theme(
            data: Data(
                #"""
                {"formatVersion": 2,
                 "Constants": {"COLOR_ACCENT": "c:#0064D2", "FONT_TITLE": "f:systemBold,22", "COLOR_INK": "c:Ink"},
                 "Constants_DARK": {"COLOR_ACCENT": "c:#64A0FF"},
                 "Styles": {
                   "Card": {"textColor": "COLOR_ACCENT", "font": "FONT_TITLE", "layoutMargins": "edge:8,16,8,12",
                            "backgroundColor": "c:#FFFFFF", "layer.cornerRadius": 12, "layer.borderWidth": 2, "layer.borderColor": "c:Line",
                            "alpha": 0.5, "lineHeight": 1.5, "letterSpacing": -0.5},
                   "Bare": {"numberOfLines": 2},
                   "Broken": {"alpha": "c:#000"}}}
                """#.utf8), name: "swiftui.json"))

    @Test func valuesBecomeSwiftUIValues() {
        #expect(Color(ThemeColor(red: 2, green: 0.5, blue: -1, alpha: 1)).description == "sRGB 1.0 0.5 0.0 1.0")
        #expect(Color(ThemeColorSource.named("Ink")).description == "asset Ink")
        #expect(Font(ThemeFont(name: "systemBold", size: 22)).description == "system 22.0 bold")
        #expect(Font(ThemeFont(name: "SYSTEMITALIC", size: 12)).description == "system 12.0 regular italic")
        #expect(
            Font(ThemeFont(name: "Avenir-Heavy", size: 0)).description == "custom Avenir-Heavy 17.0",
            "a size that is not positive is the default")
        #expect(EdgeInsets(ThemeEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    @Test func wideGamutColoursWeightsAndTextStylesBecomeSwiftUIValues() {
        #expect(Color(ThemeColor(space: .displayP3, red: 1, green: 0.5, blue: 0, alpha: 1)).description == "displayP3 1.0 0.5 0.0 1.0")
        #expect(Font(ThemeFont(name: "system", size: 15, weight: .semibold)).description == "system 15.0 semibold")
        #expect(Font(ThemeFont(textStyle: .title1)).description == "system title", "title1 is SwiftUI's title")
        #expect(Font(ThemeFont(textStyle: .caption1)).description == "system caption")
        #expect(
            Font(ThemeFont(name: "Inter", size: 16, weight: .bold, textStyle: .body)).description
                == "custom Inter 16.0 relative to body bold")
        #expect(Font(ThemeFont(name: "Inter", size: 16, weight: .light)).description == "custom Inter 16.0 light")
        #expect(Font.TextStyle.allCases.count == ThemeFont.TextStyle.allCases.count)
    }

    @Test func aStyleBecomesModifiers() throws {
        let style = try #require(manager).decode(ThemeViewStyle.self, style: "Card")
        stubModifierLog = []
        _ = ThemeStyleModifier(style).body(content: _ViewModifier_Content())
        #expect(
            stubModifierLog == [
                "font(system 22.0 bold)",
                "lineSpacing(\(0.5 * 22 * 1.2))",
                "tracking(-0.5)",
                "foregroundStyle(sRGB 0.0 \(100.0 / 255) \(210.0 / 255) 1.0)",
                "tint(nil)",
                "padding(8.0, 16.0, 8.0, 12.0)",
                "background(sRGB 1.0 1.0 1.0 1.0)",
                "strokeBorder(asset Line, 2.0, radius 12.0)",
                "overlay",
                "opacity(0.5)",
            ])
    }

    @Test func aStyleThatNamesNothingLeavesTheViewAlone() throws {
        let style = try #require(manager).decode(ThemeViewStyle.self, style: "Bare")
        stubModifierLog = []
        _ = ThemeStyleModifier(style).body(content: _ViewModifier_Content())
        #expect(
            stubModifierLog == [
                "font(nil)", "lineSpacing(0.0)", "tracking(0.0)", "foregroundStyle(foreground)", "tint(nil)", "padding(0.0, 0.0, 0.0, 0.0)",
                "background(sRGB 0.0 0.0 0.0 0.0)", "overlay", "opacity(1.0)",
            ])
    }

    @Test func anObservableThemeRedrawsAfterAChange() async throws {
        let manager = try #require(manager)
        let theme = ObservableTheme(manager: manager)
        #expect(theme.color(named: "COLOR_ACCENT")?.description == "sRGB 0.0 \(100.0 / 255) \(210.0 / 255) 1.0")
        #expect(theme.font(named: "FONT_TITLE")?.description == "system 22.0 bold")
        #expect(theme.color(named: "FONT_TITLE") == nil && theme.color(named: "COLOR_NONE") == nil)
        let changed = Locked(false)
        withObservationTracking {
            _ = theme.color(named: "COLOR_ACCENT")
        } onChange: {
            changed.set(true)
        }
        manager.variants = ["DARK"]
        for _ in 0..<200 where !changed.value { try await Task.sleep(for: .milliseconds(5)) }
        #expect(changed.value, "reading through the theme made the view depend on the manager")
        #expect(theme.color(named: "COLOR_ACCENT")?.description == "sRGB \(100.0 / 255) \(160.0 / 255) 1.0 1.0")
        manager.variants = []
    }

    @Test func aStyleThatCannotBeDecodedIsReported() throws {
        let theme = ObservableTheme(manager: try #require(manager))
        #expect(theme.style(named: "Broken") == ThemeViewStyle())
        #expect(theme.failures["Broken"]?.contains("alpha") == true)
        #expect(theme.style(named: "Card").cornerRadius == 12 && theme.failures["Card"] == nil)
    }

    @Test func theEnvironmentFollowsTheViewsColourScheme() throws {
        let manager = try #require(manager)
        stubEnvironment = EnvironmentValues()
        stubEnvironment.colorScheme = .dark
        stubEnvironment.stubColorSchemeContrast = .increased
        stubEnvironment.horizontalSizeClass = .regular
        _ = ThemeEnvironmentModifier(manager: manager, idiom: .pad).body(content: _ViewModifier_Content())
        #expect(manager.activeVariants == ["IPAD", "REGULAR", "DARK", "HIGH_CONTRAST"])
        stubEnvironment = EnvironmentValues()
        _ = ThemeEnvironmentModifier(manager: manager).body(content: _ViewModifier_Content())
        #expect(manager.activeVariants == ["LIGHT"])
        manager.environment = ThemeEnvironment()
    }

    /// Before iOS 17 and macOS 14 there is no Observation: a ``ThemeObject``
    /// tells SwiftUI through `objectWillChange` before every change.
    @Test func aThemeObjectTellsSwiftUIBeforeEveryChange() async throws {
        let manager = try #require(manager)
        let theme = ThemeObject(manager: manager)
        #expect(theme.color(named: "COLOR_ACCENT")?.description == "sRGB 0.0 \(100.0 / 255) \(210.0 / 255) 1.0")
        #expect(theme.font(named: "FONT_TITLE")?.description == "system 22.0 bold")
        let before = theme.objectWillChange.stubSendCount
        manager.variants = ["DARK"]
        for _ in 0..<200 where theme.objectWillChange.stubSendCount == before { try await Task.sleep(for: .milliseconds(5)) }
        #expect(theme.objectWillChange.stubSendCount > before)
        #expect(theme.color(named: "COLOR_ACCENT")?.description == "sRGB \(100.0 / 255) \(160.0 / 255) 1.0 1.0")
        #expect(theme.style(named: "Broken") == ThemeViewStyle() && theme.failures["Broken"]?.contains("alpha") == true)
        #expect(theme.style(named: "Card").cornerRadius == 12 && theme.failures["Card"] == nil)
        manager.variants = []
    }

    /// Before iOS 17 the environment modifier sets the traits when the view
    /// appears and again in `onChange(of:perform:)`; on Linux `#available` is
    /// always true, so that path is run directly.
    @Test func beforeIOS17TheEnvironmentFollowsOnAppearAndOnChange() throws {
        let manager = try #require(manager)
        stubOnChangeActions = []
        defer { stubOnChangeActions = [] }  // the stub's global keeps the actions, and with them the manager, past the run
        let modifier = ThemeEnvironmentModifier(manager: manager, idiom: .pad)
        let dark = ThemeEnvironment(colorScheme: .dark, contrast: .standard, horizontalSizeClass: .compact, idiom: .pad)
        _ = modifier.following(dark, before17: _ViewModifier_Content())
        #expect(manager.activeVariants == ["IPAD", "COMPACT", "DARK"], "set when the view appears")
        manager.environment = ThemeEnvironment()
        let change = try #require(stubOnChangeActions.last)
        change()
        #expect(manager.activeVariants == ["IPAD", "COMPACT", "DARK"], "set again after a change")
        manager.environment = ThemeEnvironment()
    }
}
