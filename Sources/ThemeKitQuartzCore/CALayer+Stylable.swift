#if THEMEKIT_STUBS
import QuartzCoreStubs
#elseif canImport(QuartzCore) && !os(watchOS)
import QuartzCore
#endif
#if THEMEKIT_STUBS || (canImport(QuartzCore) && !os(watchOS))
import ThemeKit

/// Layers take `layer.cornerRadius`, `layer.borderColor` and their kin
/// through the rows below, for UIKit and AppKit views alike.
///
/// `shadowColor` sets the shadow's colour (Giotto set `borderColor` there by
/// mistake). An app styles properties of its own layer subclass by
/// conforming it to `KeyPathStylable`; its table is asked first.
extension CALayer: ClassTableStylable {
    /// The rows of every layer.
    public static let themeTables = ThemeClassTables<CALayer>().adding(
        CALayer.self,
        [
            "backgroundColor": .value(\.backgroundColor, converting: CGColor.themed),
            "borderColor": .value(\.borderColor, converting: CGColor.themed),
            "borderWidth": .value(\.borderWidth),
            "cornerRadius": .value(\.cornerRadius),
            "masksToBounds": .value(\.masksToBounds),
            "opacity": .value(\.opacity),
            "shadowColor": .value(\.shadowColor, converting: CGColor.themed),
            "shadowOffset": .value(\.shadowOffset),
            "shadowOpacity": .value(\.shadowOpacity),
            "shadowRadius": .value(\.shadowRadius),
        ])
}
#endif
