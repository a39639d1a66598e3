/// `convention-mismatch`: a constant whose name promises a kind of value
/// (`COLOR_`, `FONT_`, `DIMENSION_`, `IMAGE_`) resolves to another kind. Nil values
/// and values that failed are not judged, nor constants of token files,
/// whose names come from token paths and whose kinds from the tokens' types,
/// nor a value naming a run-time constant the app supplies (theme-format §11),
/// whose kind is the app's.
struct ConventionMismatchRule: LintRule {
    /// The code it reports, declared with everything said about it.
    static let code = Diagnostic.Code(
        "convention-mismatch", .warning,
        summary: "A COLOR_, FONT_ or DIMENSION_ constant whose value does not fit its name.",
        explanation: """
            COLOR_ constants should be colours, FONT_ constants font names or fonts, DIMENSION_ constants numbers.
            """,
        examples: .init(
            triggering: [#"{"formatVersion": 2, "Constants": {"COLOR_TEXT": 12}}"#],
            notTriggering: [#"{"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:#000"}}"#]))

    func check(_ context: LintContext) -> [Diagnostic] {
        let runtime = context.options.runtimeConstants.including(context.chain.layers, everyListingGroup: true)
        return context.constants.compactMap { constant in
            guard let value = constant.value, value != .null,
                let expectation = expectation(for: constant.definition.name),
                !expectation.accepts(value),
                runtime.unsuppliedName(in: value, isSupplied: { context.chain.constant(named: $0) != nil }) == nil
            else { return nil }
            let source = context.chain.layers[constant.layer].source(of: constant.definition)
            guard !source.isTokenFile else { return nil }
            return source.diagnostic(
                .conventionMismatch,
                "constant `\(constant.definition.name)` resolves to \(value.kindDescription); \(expectation.article) `\(expectation.prefix)` constant should be \(expectation.description)",
                at: constant.definition.value.offset, keyPath: constant.definition.keyPath)
        }
    }

    private struct Expectation {
        var prefix: String
        /// How the message reads before the prefix: "an `IMAGE_` constant", "a `COLOR_` constant".
        var article = "a"
        var description: String
        var accepts: (ThemeValue) -> Bool
    }

    private func expectation(for name: String) -> Expectation? {
        if name.hasPrefix("COLOR_") {
            return Expectation(prefix: "COLOR_", description: "a colour, such as `c:#FF8800`") {
                if case .color = $0 { return true }
                if case .namedColor = $0 { return true }
                return false
            }
        }
        // A font's size or weight (as design tokens name them) is a number.
        if name.hasPrefix("FONT_SIZE_") || name.hasPrefix("FONT_WEIGHT_") {
            return Expectation(prefix: "FONT_SIZE_` or `FONT_WEIGHT_", description: "a number") { $0.numberValue != nil }
        }
        if name.hasPrefix("FONT_") {
            return Expectation(prefix: "FONT_", description: "a font name or a font, such as `f:system,16`") {
                if case .string = $0 { return true }
                if case .font = $0 { return true }
                return false
            }
        }
        // An image, or a plain asset name as Giotto's themes and format 1 write one.
        if name.hasPrefix("IMAGE_") {
            return Expectation(prefix: "IMAGE_", article: "an", description: "an image, such as `i:Logo` or `i:sf:star.fill`") {
                if case .image = $0 { return true }
                if case .string = $0 { return true }
                return false
            }
        }
        if name.hasPrefix("DIMENSION_") {
            return Expectation(prefix: "DIMENSION_", description: "a number") { $0.numberValue != nil }
        }
        return nil
    }
}

extension Diagnostic.Code {
    /// `convention-mismatch`: A COLOR_, FONT_ or DIMENSION_ constant whose value does not fit its name.
    public static let conventionMismatch = ConventionMismatchRule.code
}
