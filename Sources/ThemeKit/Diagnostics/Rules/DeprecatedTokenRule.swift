/// `deprecated-token`: a value that names a constant whose design token says
/// `$deprecated` (DTCG 2025.10), reported where the theme uses it, with the
/// token file's reason. The token's own definition is not a use.
struct DeprecatedTokenRule: LintRule {
    /// The code it reports, declared with everything said about it.
    static let code = Diagnostic.Code(
        "deprecated-token", .warning,
        summary: "A theme uses a constant whose design token is deprecated.",
        explanation: """
            A token (or its group) in a DTCG file says `$deprecated` (`true`, or the reason as a string), and a style or \
            another constant of the chain names its constant. The warning is at the use, with the token file's reason; \
            `themecheck explain` shows it too. The token still resolves: move to its replacement, then drop it.
            """,
        examples: .init(
            triggering: [
                ##"{"color": {"$type": "color", "old": {"$deprecated": "use color.ink", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}, "link": {"$value": "{color.old}"}}}"##
            ],
            notTriggering: [
                ##"{"color": {"old": {"$type": "color", "$deprecated": "use color.ink", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"##
            ],
            exampleFile: "example.tokens.json"))

    func check(_ context: LintContext) -> [Diagnostic] {
        var reasons: [String: String] = [:]
        for theme in context.chain.layers { reasons.merge(theme.deprecations) { first, _ in first } }
        guard !reasons.isEmpty else { return [] }
        var found: [Diagnostic] = []
        func check(_ node: PlistNode, in source: SourceFile, keyPath: String, definedHere: String? = nil) {
            for name in ConstantGraph.candidateNames(in: node) where name != definedHere {
                guard let reason = reasons[name] else { continue }
                found.append(
                    source.diagnostic(
                        .deprecatedToken,
                        "`\(keyPath)` uses constant `\(name)`, whose design token is deprecated"
                            + (reason.isEmpty ? "" : ": \(reason)"),
                        at: node.offset, keyPath: keyPath))
            }
        }
        func check(_ body: StyleBody, in source: SourceFile, keyPath: String) {
            for property in body.properties {
                let path = keyPath + "." + property.keyPaths.key
                switch property.value {
                case .nested(let nested, _): check(nested, in: source, keyPath: path)
                case .value(let kind, _, let offset): check(PlistNode(kind: kind, offset: Int(offset)), in: source, keyPath: path)
                case .styles: break
                }
            }
        }
        for theme in context.chain.layers {
            let constants = theme.constants.all + theme.constantVariants.flatMap { theme.variantConstants[$0]?.all ?? [] }
            for definition in constants {
                check(definition.value, in: theme.source(of: definition), keyPath: definition.name, definedHere: definition.name)
            }
            for definition in theme.styles.all {
                guard case .dictionary(let body) = definition.body else { continue }
                check(body, in: theme.source(of: definition), keyPath: definition.name)
            }
        }
        return found
    }
}

extension Diagnostic.Code {
    /// `deprecated-token`: A theme uses a constant whose design token is deprecated.
    public static let deprecatedToken = DeprecatedTokenRule.code
}
