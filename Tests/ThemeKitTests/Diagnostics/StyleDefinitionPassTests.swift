import Testing

@testable import ThemeKit

/// The style pass of lint finds the same whether it runs on one thread or
/// in parts side by side, each part on a resolver of its own.
@Suite struct StyleDefinitionPassTests {
    /// 400 styles in chains, with a loop, undefined constants and styles, bad
    /// geometry and low contrast spread over every part.
    private static let theme: String = {
        var styles: [String] = []
        for index in 0..<400 {
            var body = ["\"textColor\": \"COLOR_TEXT\"", "\"backgroundColor\": \"c:#\(index % 3 == 0 ? "EEEEEE" : "000000")\""]
            if index % 10 != 0 { body.append("\"_superstyle\": \"S\(index - index % 10)\"") }
            if index % 7 == 0 { body.append("\"insets\": \"edge:1,2,3\"") }
            if index % 11 == 0 { body.append("\"borderColor\": \"COLOR_MISSING_\(index % 4)\"") }
            if index % 13 == 0 { body.append("\"titleStyle\": \"s:Missing\(index % 5)\"") }
            if index % 50 == 5 { body.append("\"layer\": {\"cornerRadius\": \"DIMENSION_\(index)\"}") }
            styles.append("\"S\(index)\": {\(body.joined(separator: ", "))}")
        }
        styles.append("\"LoopA\": {\"_superstyle\": \"LoopB\"}, \"LoopB\": {\"_superstyle\": \"LoopA\", \"alpha\": 1}")
        return InlineTheme.json(constants: "\"COLOR_TEXT\": \"c:#F5F5F5\"", styles: styles.joined(separator: ", "))
    }()

    private func findings(cores: Int, minimumPart: Int) throws -> (diagnostics: [Diagnostic], parts: Int) {
        let manager = try InlineTheme.manager(Self.theme)
        let chain = manager.chain
        let resolver = chain.resolver()
        let context = LintContext(
            resolver: resolver, alternativeLayers: chain.alternativeLayers, constants: [], variants: [], options: .default)
        let definitions = chain.lookup.layers.indices.flatMap { layer in
            chain.lookup.layers[layer].styleNames.map { StyleDefinitionPass.Definition(layer: layer, name: $0) }
        }
        let rules: [any ResolvedStyleRule] = [LowContrastRule()]
        let parts = StyleDefinitionPass.run(definitions, context: context, rules: rules, cores: cores, minimumPart: minimumPart)
        let diagnostics = parts.flatMap(\.diagnostics) + rules[0].finish(parts.flatMap { $0.rules[0] })
        return (diagnostics.deduplicatedInReportOrder(), parts.count)
    }

    @Test func partsSideBySideFindWhatOnePassFinds() throws {
        let single = try findings(cores: 1, minimumPart: 2_000)
        #expect(single.parts == 1)
        let codes = Set(single.diagnostics.map(\.code))
        for code in ["style-cycle", "undefined-constant", "invalid-geometry", "unknown-style", "low-contrast"] {
            #expect(codes.contains(code), "the theme meets \(code): \(codes.sorted())")
        }
        for (cores, minimumPart) in [(2, 100), (4, 100), (3, 7)] {
            let split = try findings(cores: cores, minimumPart: minimumPart)
            #expect(split.parts == cores)
            #expect(split.diagnostics == single.diagnostics)
        }
    }
}
