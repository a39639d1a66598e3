/// `unknown-image`: `i:NAME` names no image set of the asset catalogues
/// given (`--assets`, or `assets` in themecheck.json); off without them.
///
/// The name is literal text (theme-format §12), so it is judged where it is
/// written, once: in each constant and each style property, of every theme
/// of format 2 in the chain, whether or not a variant makes it active.
struct UnknownImageRule: LintRule {
    /// The code it reports, declared with everything said about it.
    static let code = Diagnostic.Code(
        "unknown-image", .warning,
        summary: "An image name no given asset catalogue holds.",
        explanation: """
            Only with asset catalogues to check against (`--assets DIR`, or `assets` in themecheck.json): `i:NAME` names no image \
            set (`*.imageset`, `*.symbolset`) in them, as Xcode names it (folders that provide a namespace with `/`). Fix the \
            name or add the image; at run time the image would not be found and nothing would be assigned. SF Symbols \
            (`i:sf:`) are not checked.
            """,
        examples: .init(onlyInFixture: "it takes an asset catalogue on disk"))

    func check(_ context: LintContext) -> [Diagnostic] {
        guard let images = context.options.assetImages else { return [] }
        let suggestions = SuggestionIndex(images.names.sorted())
        let catalogues = images.catalogues.map { "`\($0)`" }.joined(separator: ", ")
        var found: [Diagnostic] = []
        func judge(_ text: String?, in source: SourceFile, at offset: Int, keyPath: @autoclosure () -> String) {
            guard let text, let (convention, body) = ValueSyntax.split(text), convention.syntax == ImageSyntax.self,
                case let name = String(body.trimmingWhitespace()), !name.isEmpty, !name.hasPrefix(ImageSyntax.symbolMarker),
                !images.names.contains(name)
            else { return }
            let message = "no image set `\(name)` in the asset catalogues given (\(catalogues))"
            // The commonest slip: an image in a namespace folder named without its folder.
            let namespaced = images.names.filter { $0.hasSuffix("/" + name) }
            guard namespaced.count == 1, let suggestion = namespaced.first else {
                found.append(
                    source.unknownName(.unknownImage, message, name: name, suggestions: suggestions, at: offset, keyPath: keyPath()))
                return
            }
            var diagnostic = source.diagnostic(.unknownImage, message, at: offset, keyPath: keyPath()).suggesting(suggestion)
            diagnostic.fix = source.fix(replacing: name, with: suggestion, inValueAt: offset)
            found.append(diagnostic)
        }
        for theme in context.chain.layers where theme.formatVersion >= ImageSyntax.sinceFormatVersion {
            let constants = theme.constants.all + theme.constantVariants.flatMap { theme.variantConstants[$0]?.all ?? [] }
            for constant in constants {
                judge(constant.value.string, in: theme.source(of: constant), at: constant.value.offset, keyPath: constant.keyPath)
            }
            for style in theme.styles.all {
                guard case .dictionary(let body) = style.body else { continue }
                visit(body, keyPath: style.keyPath) { text, offset, keyPath in
                    judge(text, in: theme.source(of: style), at: offset, keyPath: keyPath)
                }
            }
        }
        return found
    }

    /// Each string property of `body` and of the styles nested in it.
    private func visit(_ body: StyleBody, keyPath: String, _ each: (String, Int, String) -> Void) {
        for property in body.properties {
            switch property.value {
            case .nested(let nested, _): visit(nested, keyPath: keyPath + "." + property.key, each)
            case .value(.string(let text), _, let offset): each(text, Int(offset), keyPath + "." + property.key)
            default: continue
            }
        }
    }
}

extension Diagnostic.Code {
    /// `unknown-image`: An image name no given asset catalogue holds.
    public static let unknownImage = UnknownImageRule.code
}
