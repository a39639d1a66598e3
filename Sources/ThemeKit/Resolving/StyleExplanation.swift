/// Where each value of a resolved style came from: the file and line, the
/// theme of the chain, the `_superstyle`/`style:`/`_inherit` steps taken to
/// reach it, the constants followed, and the earlier assignments it replaced.
///
/// From ``ThemeManager/explain(styleNamed:)``; `themecheck explain` prints it.
public struct StyleExplanation: Sendable {
    /// Which layer of the lookup chain a definition came from.
    public enum Layer: Hashable, Sendable, CustomStringConvertible {
        /// A run-time modification (`modifyConstant`, `modifyStyle`).
        case overrides
        /// The alternative theme at this position (0 is the first given).
        case alternative(Int)
        /// The default theme.
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
        /// Where in the file.
        public var location: SourceLocation
        /// Which layer of the chain.
        public var layer: Layer

        /// The file of ``location``.
        public var file: String {
            get { location.file ?? "" }
            set { location.file = newValue }
        }
        /// The 1-based line of ``location``.
        public var line: Int? {
            get { location.line }
            set { location.line = newValue }
        }
        /// The 1-based column of ``location``.
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
        /// How one style led to the next.
        public enum Kind: String, Sendable {
            /// Through `_superstyle`.
            case superstyle = "_superstyle"
            /// Through a `style:` reference.
            case styleReference = "style:"
            /// Through `_inherit`.
            case inherit = "_inherit"
            /// Through a variant style (`S_DARK` on top of `S`).
            case variant
            /// Through a constant naming a style.
            case alias
        }

        /// How this step was taken.
        public var kind: Kind
        /// The style the hop went to.
        public var style: String
        /// Where the reference is written.
        public var place: Place
    }

    /// A constant followed on the way to a value.
    public struct ConstantStep: Hashable, Sendable {
        /// The constant's name.
        public var name: String
        /// Where the constant is defined (its value).
        public var place: Place
        /// The group it is defined in: `Constants`, or `Constants_DARK` when an
        /// active variant chose it (theme-format §8).
        public var group: String = "Constants"
        /// Why the constant's design token is deprecated (`$deprecated`; "" with no reason given), or nil.
        public var deprecation: String?
    }

    /// How one assignment came about.
    public struct Origin: Hashable, Sendable {
        /// The value the key path resolved to.
        public var value: ThemeValue
        /// Where the value is written.
        public var place: Place
        /// The style whose dictionary holds it.
        public var style: String
        /// The hops from the explained style to that dictionary, in order.
        public var steps: [Step]
        /// The constants the value went through, outermost first.
        public var constants: [ConstantStep]
    }

    /// One key path of the style and where its value came from.
    public struct Entry: Sendable {
        /// The key path, as written.
        public var keyPath: String
        /// The assignment that stands.
        public var origin: Origin
        /// Earlier assignments to the same key path that it replaced, oldest first.
        public var replaced: [Origin]

        /// The resolved value.
        public var value: ThemeValue { origin.value }
    }

    /// The style explained.
    public var style: String
    /// One entry per key path, in apply order.
    public var entries: [Entry]
    /// The problems found while resolving it.
    public var diagnostics: [Diagnostic]

    /// The entry of `keyPath`, if the style assigns it.
    public subscript(keyPath: String) -> Entry? {
        entries.first { $0.keyPath == keyPath }
    }
}
