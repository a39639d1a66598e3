/// Text alignment by name, for the bridges' `textAlignment` rows.
///
/// A theme writes `center`, or Giotto's `NSTextAlignmentCenter`
/// (``ThemeEnumeration`` matches the end of a longer name). The frameworks'
/// raw values differ (centre is 1 on iOS and 2 on macOS), so the bridges map
/// the case, never the number.
public enum ThemeTextAlignment: String, ThemeEnumeration, Sendable {
    /// The five alignments, by the names UIKit and AppKit share.
    case left, center, right, justified, natural
}

/// How an image view fits its image, by name (`scaleAspectFit`, or Giotto's
/// `UIViewContentModeScaleAspectFit`).
///
/// The cases are UIKit's `UIView.ContentMode`; AppKit's image views take
/// the three scalings (``imageScaling``).
public enum ThemeContentMode: String, ThemeEnumeration, Sendable {
    /// The fill, fit and redraw modes.
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    /// The corner positions.
    case topLeft, topRight, bottomLeft, bottomRight

    /// The AppKit scaling of this mode: fill, fit, or none (AppKit has no
    /// aspect-fill scaling for an image view; it is drawn to fit).
    public var imageScaling: ImageScaling {
        switch self {
        case .scaleToFill: .scaleAxesIndependently
        case .scaleAspectFit, .scaleAspectFill: .scaleProportionallyUpOrDown
        default: .scaleNone
        }
    }

    /// AppKit's image scalings, named as `NSImageScaling` names them.
    public enum ImageScaling: Hashable, Sendable {
        /// Fill the view, keeping the aspect ratio or not.
        case scaleAxesIndependently, scaleProportionallyUpOrDown
        /// Draw at the image's own size.
        case scaleNone
    }
}

/// How an image is drawn, by name, for the bridges' `renderingMode` rows
/// (theme-format §12): `template` takes the view's `tintColor`, `original`
/// keeps the image's own colours, `automatic` lets the platform decide
/// (UIKit's `UIImageRenderingModeAlwaysTemplate` ends in a case, so it is read too).
public enum ThemeImageRenderingMode: String, ThemeEnumeration, Sendable {
    /// The platform's choice, the template one, the image's own colours.
    case automatic, template, original
}
