#if THEMEKIT_STUBS
import SwiftUIStubs
#elseif canImport(SwiftUI)
import SwiftUI
#endif
#if THEMEKIT_STUBS || canImport(SwiftUI)
import ThemeKit

import Observation

/// A `ThemeManager` that SwiftUI observes: a view that reads a colour, a
/// font or a style through it is drawn again after every change of themes,
/// variants, environment or overrides.
///
/// It needs iOS 17 or macOS 14 (the Observation framework); before them,
/// ``ThemeObject`` does the same through `ObservableObject`.
///
/// ```swift
/// @State private var theme = ObservableTheme(manager: AppTheme.manager)
/// var body: some View {
///     Text("Hello").themeStyle("Title", in: theme)
///         .foregroundStyle(theme.color(named: "COLOR_ACCENT") ?? .accentColor)
/// }
/// ```
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable @MainActor
public final class ObservableTheme {
    /// The manager this observes; change it from anywhere, as usual.
    public let manager: ThemeManager
    /// Counts the manager's changes; reading it makes a view depend on them.
    public private(set) var revision = 0
    /// Why each style that could not be decoded was not, by style name,
    /// so that a debug overlay or a test can show it.
    public private(set) var failures: [String: String] = [:]
    @ObservationIgnored private var observation: ThemeObservation?

    /// An observable theme of `manager`; it follows the manager's changes until it goes away.
    public init(manager: ThemeManager) {
        self.manager = manager
        observation = ChangeRelay.observe(manager, for: self) { $0.revision &+= 1 }
    }

    deinit {
        observation?.cancel()
    }

    /// A colour constant (`COLOR_ACCENT`), or nil when it is undefined or not a colour.
    public func color(named name: String) -> Color? {
        _ = revision
        return ThemeLookups(manager: manager).color(named: name)
    }

    /// A font constant (`FONT_TITLE`), or nil when it is undefined or not a font.
    public func font(named name: String) -> Font? {
        _ = revision
        return ThemeLookups(manager: manager).font(named: name)
    }

    /// The look style `name` gives (see `ThemeViewStyle`); a style that
    /// cannot be decoded gives no look, and its error is kept in ``failures``.
    public func style(named name: String) -> ThemeViewStyle {
        _ = revision
        return failures.record(ThemeLookups(manager: manager).style(named: name), for: name)
    }
}
#endif
