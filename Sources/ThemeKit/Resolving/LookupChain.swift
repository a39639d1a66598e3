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
    /// The active variants, in order: they choose `Constants_V` values (§8).
    let variants: [String]

    init(layers: [Theme], variants: [String] = []) {
        self.layers = layers
        self.variants = variants
    }

    /// Constant `name` as theme-format §8 looks it up: theme by theme in chain
    /// order; within a theme the last active variant whose `Constants_V`
    /// defines it, else its `Constants`; the first theme with any definition wins.
    func constant(named name: String) -> Found<ConstantDefinition>? {
        // Each theme reached in place: a copy of one is a retain of every table it holds.
        for layer in layers.indices {
            if !layers[layer].variantConstants.isEmpty {
                for variant in variants.reversed() {
                    if let definition = layers[layer].variantConstants[variant]?[name] {
                        return Found(layer: layer, definition: definition)
                    }
                }
            }
            if let definition = layers[layer].constants[name] { return Found(layer: layer, definition: definition) }
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
        constant(named: name) != nil
    }

    /// How many styles the chain's themes define, a name defined twice counted twice.
    var styleDefinitionCount: Int { layers.reduce(0) { $0 + $1.styles.all.count } }

    /// How many constants the chain's `Constants` define, a name defined twice counted twice.
    var constantDefinitionCount: Int { layers.reduce(0) { $0 + $1.constants.all.count } }

    /// Every style name of the chain, each once, in layer and document order.
    var allStyleNames: [String] {
        uniqueNames { $0.styleNames }
    }

    /// Every constant name of the chain, each once, in layer and document
    /// order: those of `Constants`, then of the active variants' `Constants_V`.
    var allConstantNames: [String] {
        uniqueNames { theme in theme.constantNames + variants.flatMap(theme.constantNames(forVariant:)) }
    }

    private func uniqueNames(_ names: (Theme) -> [String]) -> [String] {
        var seen = Set<String>()
        return layers.flatMap(names).filter { seen.insert($0).inserted }
    }
}
