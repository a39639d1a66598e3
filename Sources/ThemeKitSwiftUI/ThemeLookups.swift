#if THEMEKIT_STUBS
import SwiftUIStubs
#elseif canImport(SwiftUI)
import SwiftUI
#endif
#if THEMEKIT_STUBS || canImport(SwiftUI)
import ThemeKit

/// What ``ObservableTheme`` (iOS 17 and later) and ``ThemeObject`` (from
/// iOS 16) read from a manager, converted for SwiftUI, in one place.
@MainActor
struct ThemeLookups {
    let manager: ThemeManager

    /// A colour constant, or nil when it is undefined or not a colour.
    func color(named name: String) -> Color? {
        manager.constant(named: name).flatMap { try? ThemeColorSource(themeValue: $0) }.map(Color.init)
    }

    /// A font constant, or nil when it is undefined or not a font.
    func font(named name: String) -> Font? {
        manager.constant(named: name).flatMap { try? ThemeFont(themeValue: $0) }.map(Font.init)
    }

    /// The look style `name` gives, or why it could not be decoded.
    func style(named name: String) -> Result<ThemeViewStyle, StyleFailure> {
        Result { try manager.decode(ThemeViewStyle.self, style: name) }.mapError { StyleFailure(description: "\($0)") }
    }

    /// Why a style could not be decoded, as the error described it.
    struct StyleFailure: Error, CustomStringConvertible {
        let description: String
    }
}

/// Calls an object back on the main actor after every change of a manager,
/// holding the object weakly, so the manager does not keep it alive.
@MainActor
final class ChangeRelay<Owner: AnyObject>: Sendable {
    private weak var owner: Owner?

    private init(owner: Owner) {
        self.owner = owner
    }

    /// Starts relaying; the manager calls its observers on the main actor.
    static func observe(
        _ manager: ThemeManager, for owner: Owner, _ changed: @escaping @MainActor @Sendable (Owner) -> Void
    )
        -> ThemeObservation
    {
        let relay = ChangeRelay(owner: owner)
        return manager.observeChanges { _ in
            MainActor.assumeIsolated {
                if let owner = relay.owner { changed(owner) }
            }
        }
    }
}

extension Dictionary where Key == String, Value == String {
    /// Records (or clears) the failure of style `name`, writing only when it
    /// changes so an observed dictionary does not redraw for nothing.
    mutating func record(_ result: Result<ThemeViewStyle, ThemeLookups.StyleFailure>, for name: String) -> ThemeViewStyle {
        switch result {
        case .success(let style):
            if self[name] != nil { self[name] = nil }
            return style
        case .failure(let failure):
            if self[name] != failure.description { self[name] = failure.description }
            return ThemeViewStyle()
        }
    }
}
#endif
