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
        // Images in namespace folders by their last name: the commonest slip is naming one without its folder.
        let byLastName = Dictionary(grouping: images.names.filter { $0.contains("/") }.sorted()) {
            String($0.split(separator: "/").last ?? "")
        }
        var found: [Diagnostic] = []
        // `body` is the text after `i:`, its convention found at load where loading classified it.
        func judge(_ body: Substring, in source: SourceFile, at offset: Int, keyPath: @autoclosure () -> String) {
            let name = String(body.trimmingWhitespace())
            guard !name.isEmpty, !name.hasPrefix(ImageSyntax.symbolMarker), !images.names.contains(name) else { return }
            let message = "no image set `\(name)` in the asset catalogues given (\(catalogues))"
            switch byLastName[name] ?? [] {
            case []:
                found.append(
                    source.unknownName(.unknownImage, message, name: name, suggestions: suggestions, at: offset, keyPath: keyPath()))
            case let namespaced where namespaced.count == 1:
                var diagnostic = source.diagnostic(.unknownImage, message, at: offset, keyPath: keyPath()).suggesting(namespaced[0])
                diagnostic.fix = source.fix(replacing: name, with: namespaced[0], inValueAt: offset)
                found.append(diagnostic)
            case let namespaced:
                // Several folders hold one: each is named, and none is chosen.
                let choices = namespaced.map { "`\($0)`" }.joined(separator: ", ")
                found.append(
                    source.diagnostic(.unknownImage, message + "; folders holding one: \(choices)", at: offset, keyPath: keyPath()))
            }
        }
        for theme in context.chain.layers {
            // A constant of a flat (format 1) file keeps `i:` text a string: its form says so.
            let constants = theme.constants.all + theme.constantVariants.flatMap { theme.variantConstants[$0]?.all ?? [] }
            for constant in constants {
                guard constant.form == .convention(.image), let text = constant.text else { continue }
                judge(ValueSyntax.body(of: text), in: theme.source(of: constant), at: constant.value.offset, keyPath: constant.keyPath)
            }
            for style in theme.styles.all {
                guard case .dictionary(let body) = style.body else { continue }
                visit(body, keyPath: style.keyPath) { body, offset, keyPath in
                    judge(body, in: theme.source(of: style), at: offset, keyPath: keyPath)
                }
            }
        }
        return found
    }

    /// The text after `i:` of each image of `body`, in arrays too, and of the styles nested in it: a
    /// property's convention as loading found it, an array element's read here (loading leaves arrays whole).
    private func visit(_ body: StyleBody, keyPath: String, _ each: (Substring, Int, String) -> Void) {
        func images(in node: PlistNode, keyPath: String) {
            switch node.kind {
            case .string(let text):
                if let (convention, body) = ValueSyntax.split(text), convention == .image { each(body, node.offset, keyPath) }
            case .array(let elements): for element in elements { images(in: element, keyPath: keyPath) }
            default: break
            }
        }
        for property in body.properties {
            let keyPath = keyPath + "." + property.key
            switch property.value {
            case .nested(let nested, _): visit(nested, keyPath: keyPath, each)
            case .value(.string(let text), let convention, let offset):
                if convention == .image { each(ValueSyntax.body(of: text), Int(offset), keyPath) }
            case .value(let kind, _, let offset): images(in: PlistNode(kind: kind, offset: Int(offset)), keyPath: keyPath)
            case .styles: continue
            }
        }
    }
}

extension Diagnostic.Code {
    /// `unknown-image`: An image name no given asset catalogue holds.
    public static let unknownImage = UnknownImageRule.code
}
