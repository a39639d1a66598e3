/// Everything a lookup chain resolves to: every constant and the chosen
/// styles, as `themecheck resolve` prints them.
///
/// The JSON form has sorted keys and tagged values, so it diffs well in
/// snapshot tests of an app's resolved styles.
public struct ThemeSnapshot: Sendable {
    /// Every constant of the chain that resolved (failed ones are left out).
    public private(set) var constants: [String: ThemeValue] = [:]
    /// Each chosen style that resolved, by name.
    public private(set) var styles: [String: ResolvedStyle] = [:]
    /// Why chosen styles are missing: `unknown-style` or `limit-exceeded`.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Resolves every constant and the styles `styleNames` (every style of
    /// the chain when nil), with the manager's active variants.
    public init(manager: ThemeManager, styleNames: [String]? = nil) {
        for name in manager.constantNames {
            if let value = manager.constant(named: name) { constants[name] = value }
        }
        for name in styleNames ?? manager.styleNames {
            switch manager.resolvedStyleResult(named: name) {
            case .success(let style): styles[name] = style
            case .failure(let error): diagnostics += error.diagnostics
            }
        }
    }

    /// `{"constants": {...}, "styles": {...}}` with sorted keys, two-space indentation.
    public func jsonString() -> String {
        let constantMembers = constants.map { (key: $0.key, json: $0.value.jsonText) }
        let styleMembers = styles.map { name, style in
            (key: name, json: JSONText.object(style.assignments.map { (key: $0.keyPath, json: $0.value.jsonText) }, indent: "    "))
        }
        return JSONText.object([
            (key: "constants", json: JSONText.object(constantMembers, indent: "  ")),
            (key: "styles", json: JSONText.object(styleMembers, indent: "  ")),
        ], indent: "") + "\n"
    }
}
