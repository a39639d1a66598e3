/// The themes a manager looks things up in, in order: overrides, the
/// alternative themes, then the default theme (theme-format §4).
///
/// A walk takes the first layer that has the name, and says which layer it
/// was, so resolution can start `_inherit` below it and tools can say where
/// a value came from.
struct LookupChain: Sendable {
    /// A definition found in the chain, with the layer that provided it.
    struct Found<Definition> {
        var layer: Int
        var definition: Definition
    }

    let layers: [Theme]

    func constant(named name: String) -> Found<ConstantDefinition>? {
        for (layer, theme) in layers.enumerated() {
            if let definition = theme.constants[name] { return Found(layer: layer, definition: definition) }
        }
        return nil
    }

    /// The first definition of style `name` in the layers from `firstLayer` on.
    func style(named name: String, from firstLayer: Int = 0) -> Found<StyleDefinition>? {
        guard firstLayer < layers.count else { return nil }
        for layer in firstLayer..<layers.count {
            if let definition = layers[layer].styles[name] { return Found(layer: layer, definition: definition) }
        }
        return nil
    }

    func hasConstant(_ name: String) -> Bool {
        layers.contains { $0.constants.contains(name) }
    }

    /// Every style name of the chain, each once, in layer and document order.
    var allStyleNames: [String] {
        uniqueNames { $0.styleNames }
    }

    /// Every constant name of the chain, each once, in layer and document order.
    var allConstantNames: [String] {
        uniqueNames { $0.constantNames }
    }

    private func uniqueNames(_ names: (Theme) -> [String]) -> [String] {
        var seen = Set<String>()
        return layers.flatMap(names).filter { seen.insert($0).inserted }
    }
}
