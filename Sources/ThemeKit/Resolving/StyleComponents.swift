/// The strongly connected components of a chain's style graph, found as
/// resolution reaches them: which styles can reach one another through
/// `_superstyle`, `_inherit`, `style:` references and aliases.
///
/// A reference that leaves its component can never lead back to a style
/// being expanded, so what it expands to depends on the referenced style
/// alone (and the depth left): such expansions are cached. A reference
/// inside a component is part of a loop and is expanded where it stands.
final class StyleComponents {
    typealias Key = SubstyleCache.Key

    private let chain: LookupChain
    // Unchecked as ``ValueResolver``'s tables are: used by its own methods under the manager's lock, one access at a time.
    @exclusivity(unchecked) private var componentOf: [Key: Int] = [:]
    @exclusivity(unchecked) private var count = 0

    init(chain: LookupChain) {
        self.chain = chain
    }

    /// The component of style `key`, found with every component it reaches the first time.
    func component(of key: Key) -> Int {
        if let component = componentOf[key] { return component }
        // The common case: every style `key` refers to is finished (or it
        // refers to none, itself included), so it is a component of its own.
        // Looking for loops would cost ten times as much to find none.
        if references(from: key).isEmpty {
            componentOf[key] = count
            count += 1
            return count - 1
        }
        for members in StronglyConnectedComponents.of(from: key, successors: references(from:)) {
            for member in members { componentOf[member] = count }
            count += 1
        }
        return componentOf[key] ?? -1
    }

    /// The component of style `key` if it has been found, without searching.
    func knownComponent(of key: Key) -> Int? {
        componentOf[key]
    }

    /// The styles `key` refers to, looked up as resolution looks them up;
    /// those in components found already are left out (they are finished).
    private func references(from key: Key) -> [Key] {
        guard let definition = chain.layers[key.layer].styles[key.name] else { return [] }
        var found: [Key] = []
        func add(_ name: String, lookingFrom layer: Int) {
            guard let style = chain.style(named: name, from: layer) else { return }
            let reference = Key(layer: style.layer, name: name)
            if componentOf[reference] == nil { found.append(reference) }
        }
        func add(_ body: StyleBody) {
            if let inherit = body.inherit?.names.first { add(inherit, lookingFrom: key.layer + 1) }
            for name in body.superstyles?.names ?? [] { add(name, lookingFrom: 0) }
            for property in body.properties {
                switch property.value {
                case .nested(let nested, _): add(nested)
                case .styles(let references): for name in references.names { add(name, lookingFrom: 0) }
                case .value: break
                }
            }
        }
        switch definition.body {
        case .alias(let references): for name in references.names { add(name, lookingFrom: 0) }
        case .dictionary(let body): add(body)
        }
        return found
    }
}
