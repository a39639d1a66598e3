#if THEMEKIT_STUBS
import SwiftUIStubs
#elseif canImport(SwiftUI)
import Combine
import SwiftUI
#endif
#if THEMEKIT_STUBS || canImport(SwiftUI)
import ThemeKit

/// A `ThemeManager` that SwiftUI observes through `ObservableObject`, for
/// apps that support iOS 16, tvOS 16, watchOS 9 or macOS 13 (on iOS 17 and
/// macOS 14, ``ObservableTheme`` does the same with less redrawing): a view
/// holding it as `@StateObject` or `@ObservedObject` is drawn again after
/// every change of themes, variants, environment or overrides.
///
/// ```swift
/// @StateObject private var theme = ThemeObject(manager: AppTheme.manager)
/// var body: some View {
///     Text("Hello").themeStyle("Title", in: theme)
/// }
/// ```
@MainActor
public final class ThemeObject: ObservableObject {
    /// The manager this observes; change it from anywhere, as usual.
    public let manager: ThemeManager
    /// Why each style that could not be decoded was not, by style name.
    public private(set) var failures: [String: String] = [:]
    private var observation: ThemeObservation?

    /// An observable object of `manager`; it follows the manager's changes until it goes away.
    public init(manager: ThemeManager) {
        self.manager = manager
        // Combine's default `objectWillChange` publisher, sent before SwiftUI reads the new values.
        observation = ChangeRelay.observe(manager, for: self) { $0.objectWillChange.send() }
    }

    deinit {
        observation?.cancel()
    }

    /// A colour constant (`COLOR_ACCENT`), or nil when it is undefined or not a colour.
    public func color(named name: String) -> Color? {
        ThemeLookups(manager: manager).color(named: name)
    }

    /// A font constant (`FONT_TITLE`), or nil when it is undefined or not a font.
    public func font(named name: String) -> Font? {
        ThemeLookups(manager: manager).font(named: name)
    }

    /// The look style `name` gives (see `ThemeViewStyle`); a style that
    /// cannot be decoded gives no look, and its error is kept in ``failures``.
    public func style(named name: String) -> ThemeViewStyle {
        failures.record(ThemeLookups(manager: manager).style(named: name), for: name)
    }
}

extension View {
    /// Applies style `name` of `theme`, again whenever the theme changes (from iOS 16).
    /// On the main actor, as the theme is: SDKs before iOS 18 do not make `View` so.
    @MainActor public func themeStyle(_ name: String, in theme: ThemeObject) -> some View {
        modifier(ThemeStyleModifier(theme.style(named: name)))
    }
}
#endif
