/// A kind of resolved value (a case of ``ThemeValue``) with every form it
/// takes outside a theme file, side by side: its `resolve` JSON, written and
/// read back; its name in messages; the ThemeKit type generated Swift reads
/// it as; what a theme file can hold of it; and its CSS and DTCG forms
/// where those formats have one.
///
/// A kind with a convention is its syntax type (``ColorSyntax``,
/// ``ImageSyntax``), so reading, writing and every other form of a value
/// live in one file; ``ThemeValue/kind`` names a value's kind and the rest
/// of the code asks it. Adding a kind is adding a type, a case and a line
/// in ``ThemeValue/kinds``.
protocol ValueKind: SendableMetatype {
    /// The tags its `resolve` JSON form is read under (`color` in
    /// `{"color": "#FF0000FF"}`); the first is the one written.
    static var resolveTags: [String] { get }
    /// The kind as messages name it: "a colour".
    static var typeName: String { get }
    /// The ThemeKit type a generated constant key of this kind reads as; nil when it has none.
    static var swiftType: String? { get }

    /// The body of `value`'s tagged `resolve` form (`"#FF0000FF"`), on one line.
    static func resolveJSON(_ value: ThemeValue) -> String
    /// The value a tagged body holds; nil for a body of another shape.
    static func value(resolveJSON body: PlistNode, tag: String) -> ThemeValue?
    /// The value as a message names it: "the colour #FF0000FF".
    static func messageDescription(_ value: ThemeValue) -> String
    /// Throws when a theme file cannot hold `value` as written (the overrides
    /// file writes values back as their convention text).
    static func checkWritable(_ value: ThemeValue) throws
    /// The CSS text of `value` (`themecheck export css`); nil where CSS has no form of it.
    static func cssText(_ value: ThemeValue) -> String?
    /// The DTCG token type and `$value` JSON of `value` (`themecheck export
    /// dtcg`); nil where the format has no type for it.
    static func designToken(_ value: ThemeValue) -> (type: String, value: String)?
}

extension ValueKind {
    static var resolveTags: [String] { [] }

    static var swiftType: String? { nil }

    static func messageDescription(_ value: ThemeValue) -> String {
        typeName + " " + value.jsonText
    }

    static func checkWritable(_ value: ThemeValue) throws {}

    static func cssText(_ value: ThemeValue) -> String? { nil }

    static func designToken(_ value: ThemeValue) -> (type: String, value: String)? { nil }
}

extension ThemeValue {
    /// The kind of each tag of the `resolve` form, read once.
    static let kindsByResolveTag: [String: any ValueKind.Type] = Dictionary(
        kinds.flatMap { kind in kind.resolveTags.map { ($0, kind) } }, uniquingKeysWith: { first, _ in first })
}

extension PlistNode {
    /// The member `key` of a dictionary, the last where a key is written twice (as JSON readers take it).
    func lastMember(_ key: String) -> PlistNode? {
        entries?.last { $0.key == key }?.value
    }
}
