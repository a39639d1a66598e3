import StubbedThemeKitSwiftUI
import ThemeKit

/// The package's own `@available(iOS 17, macOS 14, ...)` type used unguarded:
/// `ObservableTheme` of Sources/ThemeKitSwiftUI (compiled on Linux as
/// `StubbedThemeKitSwiftUI`), which has no symbol graph but the one extracted here.
@MainActor func observe(_ manager: ThemeManager) -> AnyObject {
    ObservableTheme(manager: manager)
}
