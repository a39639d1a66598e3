import Foundation
// On Apple platforms CGRect's Swift initialisers are CoreGraphics' overlay, which
// Foundation does not re-export there (Linux Foundation declares them itself).
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A type a theme value converts to: the one place where property types meet
/// theme values.
///
/// Numbers and numeric strings convert both ways, `.null` becomes nil for an
/// optional, and each ThemeKit value type, `CGFloat`, `CGPoint`, `CGSize`,
/// `CGRect`, arrays and string-named enums (``ThemeEnumeration``) convert as
/// you would expect. Conform your own types (a `UIColor`, say) with one
/// initialiser.
public protocol ThemeValueConvertible: SendableMetatype {
    /// Reads `themeValue`, throwing a ``StylingError`` when it does not fit.
    init(themeValue: ThemeValue) throws
}

extension ThemeValue: ThemeValueConvertible {
    public init(themeValue: ThemeValue) { self = themeValue }
}

extension Optional: ThemeValueConvertible where Wrapped: ThemeValueConvertible {
    /// `.null` is nil; anything else converts to `Wrapped`.
    ///
    /// Inlinable, so that a row of an optional property converts where it is
    /// declared: called from ThemeKit's unspecialised code, it asked the Swift
    /// runtime for the optional type's metadata on every conversion, a
    /// twentieth of a first apply of a screen.
    @inlinable
    public init(themeValue: ThemeValue) throws {
        if case .null = themeValue {
            self = nil
        } else {
            self = try Wrapped(themeValue: themeValue)
        }
    }
}

extension Array: ThemeValueConvertible where Element: ThemeValueConvertible {
    public init(themeValue: ThemeValue) throws {
        guard case .array(let elements) = themeValue else { throw StylingError.wrongType(themeValue, expected: "an array") }
        self = try elements.map(Element.init(themeValue:))
    }
}

extension String: ThemeValueConvertible {
    /// A string, or a number written as text (`5` -> `"5"`).
    public init(themeValue: ThemeValue) throws {
        switch themeValue {
        case .string(let text): self = text
        case .number(let number): self = JSONText.number(number)
        default: throw StylingError.wrongType(themeValue, expected: "a string")
        }
    }
}

extension Double: ThemeValueConvertible {
    /// A number, or a string that is a decimal number (`"5"`), as Giotto's `floatValue` read it.
    public init(themeValue: ThemeValue) throws {
        guard let number = themeValue.numberValue else { throw StylingError.wrongType(themeValue, expected: "a number") }
        self = number
    }
}

extension Float: ThemeValueConvertible {
    public init(themeValue: ThemeValue) throws { self = Float(try Double(themeValue: themeValue)) }
}

extension CGFloat: ThemeValueConvertible {
    public init(themeValue: ThemeValue) throws { self = CGFloat(try Double(themeValue: themeValue)) }
}

extension Int: ThemeValueConvertible {
    /// A whole number (or numeric string); `2.5` is refused rather than truncated.
    public init(themeValue: ThemeValue) throws {
        let number = try Double(themeValue: themeValue)
        guard number == number.rounded(), let whole = Int(exactly: number) else {
            throw StylingError.wrongType(themeValue, expected: "a whole number")
        }
        self = whole
    }
}

extension Bool: ThemeValueConvertible {
    /// A boolean, a number (0 is false), or `true`/`false`/`yes`/`no` in any case.
    public init(themeValue: ThemeValue) throws {
        switch themeValue {
        case .bool(let flag): self = flag
        case .number(let number): self = number != 0
        case .string(let text) where ["true", "yes", "1"].contains(text.lowercased()): self = true
        case .string(let text) where ["false", "no", "0"].contains(text.lowercased()): self = false
        default: throw StylingError.wrongType(themeValue, expected: "a boolean")
        }
    }
}

extension ThemeColor: ThemeValueConvertible {
    public init(themeValue: ThemeValue) throws {
        guard case .color(let color) = themeValue else { throw StylingError.wrongType(themeValue, expected: "a colour") }
        self = color
    }
}

extension ThemeFont: ThemeValueConvertible {
    public init(themeValue: ThemeValue) throws {
        guard case .font(let font) = themeValue else { throw StylingError.wrongType(themeValue, expected: "a font") }
        self = font
    }
}

extension ThemePoint: ThemeValueConvertible {
    public init(themeValue: ThemeValue) throws {
        guard case .point(let point) = themeValue else { throw StylingError.wrongType(themeValue, expected: "a point (`point:X,Y`)") }
        self = point
    }
}

extension ThemeSize: ThemeValueConvertible {
    public init(themeValue: ThemeValue) throws {
        guard case .size(let size) = themeValue else { throw StylingError.wrongType(themeValue, expected: "a size (`size:W,H`)") }
        self = size
    }
}

extension ThemeRect: ThemeValueConvertible {
    public init(themeValue: ThemeValue) throws {
        guard case .rect(let rect) = themeValue else { throw StylingError.wrongType(themeValue, expected: "a rectangle (`rect:X,Y,W,H`)") }
        self = rect
    }
}

extension ThemeEdgeInsets: ThemeValueConvertible {
    public init(themeValue: ThemeValue) throws {
        guard case .edgeInsets(let insets) = themeValue else {
            throw StylingError.wrongType(themeValue, expected: "edge insets (`edge:TOP,LEFT,BOTTOM,RIGHT`)")
        }
        self = insets
    }
}

extension CGPoint: ThemeValueConvertible {
    public init(themeValue: ThemeValue) throws {
        let point = try ThemePoint(themeValue: themeValue)
        self.init(x: point.x, y: point.y)
    }
}

extension CGSize: ThemeValueConvertible {
    public init(themeValue: ThemeValue) throws {
        let size = try ThemeSize(themeValue: themeValue)
        self.init(width: size.width, height: size.height)
    }
}

extension CGRect: ThemeValueConvertible {
    public init(themeValue: ThemeValue) throws {
        let rect = try ThemeRect(themeValue: themeValue)
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}
