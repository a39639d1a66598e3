#if THEMEKIT_STUBS
import SwiftUIStubs
#elseif canImport(SwiftUI)
import SwiftUI
#endif
#if THEMEKIT_STUBS || canImport(SwiftUI)
import ThemeKit

extension ThemeEnvironment {
    /// The environment SwiftUI's environment values carry: the colour scheme,
    /// its contrast and the horizontal size class. SwiftUI has no idiom; pass it.
    public init(
        colorScheme: ColorScheme, contrast: ColorSchemeContrast, horizontalSizeClass: UserInterfaceSizeClass?,
        idiom: Idiom? = nil
    ) {
        let sizeClass: SizeClass? =
            switch horizontalSizeClass {
            case .compact?: .compact
            case .regular?: .regular
            default: nil
            }
        self.init(
            idiom: idiom, horizontalSizeClass: sizeClass,
            appearance: colorScheme == .dark ? .dark : .light,
            contrast: contrast == .increased ? .high : .normal)
    }
}

/// Keeps a manager's environment following the SwiftUI environment of the
/// view it is applied to (put it on the root view). From iOS 16; on iOS 17
/// and macOS 14 it uses `onChange(of:initial:_:)`, before them `onAppear`
/// and `onChange(of:perform:)`, which do the same.
public struct ThemeEnvironmentModifier: ViewModifier {
    let manager: ThemeManager
    let idiom: ThemeEnvironment.Idiom?
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    /// A modifier keeping `manager` following the view's environment; SwiftUI has no idiom, so give it.
    public init(manager: ThemeManager, idiom: ThemeEnvironment.Idiom? = nil) {
        self.manager = manager
        self.idiom = idiom
    }

    @ViewBuilder
    public func body(content: Content) -> some View {
        let environment = ThemeEnvironment(
            colorScheme: colorScheme, contrast: contrast, horizontalSizeClass: horizontalSizeClass, idiom: idiom)
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
            content.onChange(of: environment, initial: true) { manager.environment = environment }
        } else {
            following(environment, before17: content)
        }
    }

    /// Before iOS 17 and macOS 14: the environment is set when the view appears and after every change.
    func following(_ environment: ThemeEnvironment, before17 content: Content) -> some View {
        content
            .onAppear { manager.environment = environment }
            .onChange(of: environment) { changed in manager.environment = changed }
    }
}

extension View {
    /// Makes `manager` follow this view's colour scheme, contrast and size
    /// class, so dark mode switches the theme's `_DARK` variants by itself.
    public func themeEnvironment(_ manager: ThemeManager, idiom: ThemeEnvironment.Idiom? = nil) -> some View {
        modifier(ThemeEnvironmentModifier(manager: manager, idiom: idiom))
    }
}
#endif
