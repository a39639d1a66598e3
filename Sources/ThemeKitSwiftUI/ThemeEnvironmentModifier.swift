#if THEMEKIT_STUBS
import SwiftUIStubs
#elseif canImport(SwiftUI)
import SwiftUI
#endif
#if THEMEKIT_STUBS || canImport(SwiftUI)
import ThemeKit

extension PlatformTraits {
    /// The traits SwiftUI's environment carries: the colour scheme, its
    /// contrast and the horizontal size class. SwiftUI has no idiom; pass it.
    public init(colorScheme: ColorScheme, contrast: ColorSchemeContrast, horizontalSizeClass: UserInterfaceSizeClass?,
                idiom: Idiom = .unspecified) {
        let sizeClass: SizeClass = switch horizontalSizeClass {
        case .compact?: .compact
        case .regular?: .regular
        default: .unspecified
        }
        self.init(idiom: idiom, horizontalSizeClass: sizeClass,
                  interfaceStyle: colorScheme == .dark ? .dark : .light,
                  contrast: contrast == .increased ? .high : .normal)
    }
}

/// Keeps a manager's environment following the SwiftUI environment of the
/// view it is applied to (put it on the root view).
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct ThemeEnvironmentModifier: ViewModifier {
    let manager: ThemeManager
    let idiom: PlatformTraits.Idiom
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    public init(manager: ThemeManager, idiom: PlatformTraits.Idiom = .unspecified) {
        self.manager = manager
        self.idiom = idiom
    }

    public func body(content: Content) -> some View {
        let traits = PlatformTraits(colorScheme: colorScheme, contrast: contrast, horizontalSizeClass: horizontalSizeClass, idiom: idiom)
        return content.onChange(of: traits, initial: true) { manager.environment = traits.environment }
    }
}

extension View {
    /// Makes `manager` follow this view's colour scheme, contrast and size
    /// class, so dark mode switches the theme's `_DARK` variants by itself.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    public func themeEnvironment(_ manager: ThemeManager, idiom: PlatformTraits.Idiom = .unspecified) -> some View {
        modifier(ThemeEnvironmentModifier(manager: manager, idiom: idiom))
    }
}
#endif
