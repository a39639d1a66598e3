/// Where each value of a resolved style came from: the file and line, the
/// theme of the chain, the `_superstyle`/`style:`/`_inherit` steps taken to
/// reach it, the constants followed, and the earlier assignments it replaced.
///
/// From ``ThemeManager/explain(styleNamed:)``; `themecheck explain` prints it.
public struct StyleExplanation: Sendable {
    /// Which layer of the lookup chain a definition came from.
    public enum Layer: Hashable, Sendable, CustomStringConvertible {
        case overrides
        /// The alternative theme at this position (0 is the first given).
        case alternative(Int)
        case defaultTheme

        public var description: String {
            switch self {
            case .overrides: return "overrides"
            case .alternative(let index): return "alternative theme \(index + 1)"
            case .defaultTheme: return "default theme"
            }
        }
    }

    /// A place in a theme file (no line in a binary plist).
    public struct Place: Hashable, Sendable, CustomStringConvertible {
        public var location: SourceLocation
        public var layer: Layer

        public var file: String {
            get { location.file ?? "" }
            set { location.file = newValue }
        }
        public var line: Int? {
            get { location.line }
            set { location.line = newValue }
        }
        public var column: Int? {
            get { location.column }
            set { location.column = newValue }
        }

        public var description: String {
            guard let line else { return "\(file) (\(layer))" }
            return "\(file):\(line):\(column ?? 1) (\(layer))"
        }
    }

    /// One hop resolution took to reach a value.
    public struct Step: Hashable, Sendable {
        public enum Kind: String, Sendable {
            case superstyle = "_superstyle"
            case styleReference = "style:"
            case inherit = "_inherit"
            case variant
            case alias
        }

        public var kind: Kind
        /// The style the hop went to.
        public var style: String
        /// Where the reference is written.
        public var place: Place
    }

    /// A constant followed on the way to a value.
    public struct ConstantStep: Hashable, Sendable {
        public var name: String
        /// Where the constant is defined (its value).
        public var place: Place
        /// The group it is defined in: `Constants`, or `Constants_DARK` when an
        /// active variant chose it (theme-format §8).
        public var group: String = "Constants"
    }

    /// How one assignment came about.
    public struct Origin: Hashable, Sendable {
        public var value: ThemeValue
        /// Where the value is written.
        public var place: Place
        /// The style whose dictionary holds it.
        public var style: String
        /// The hops from the explained style to that dictionary, in order.
        public var steps: [Step]
        public var constants: [ConstantStep]
    }

    public struct Entry: Sendable {
        public var keyPath: String
        /// The assignment that stands.
        public var origin: Origin
        /// Earlier assignments to the same key path that it replaced, oldest first.
        public var replaced: [Origin]

        public var value: ThemeValue { origin.value }
    }

    public var style: String
    /// One entry per key path, in apply order.
    public var entries: [Entry]
    public var diagnostics: [Diagnostic]

    /// The entry of `keyPath`, if the style assigns it.
    public subscript(keyPath: String) -> Entry? {
        entries.first { $0.keyPath == keyPath }
    }
}
