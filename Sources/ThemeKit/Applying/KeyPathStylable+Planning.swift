/// What an apply plan asks of a ``KeyPathStylable`` type: its table's writes
/// and children, looked up once per style instead of once per apply.
extension KeyPathStylable {
    /// The write that sets `key` to `value` (assignment `index`) on objects
    /// of this type, with the value converted now; throws where setting it would.
    func plannedWrite(_ value: ThemeValue, forKey key: String, index: Int) throws -> any PlannedStep {
        let root = try themeRoot()
        return try Self.themeProperties.plannedWrite(value, forKey: key, index: index, of: type(of: root))
    }

    /// How objects of this type find the children `key` names; nil when no row names them.
    func plannedChildren(forKey key: String) -> ApplyPlan.Children? {
        guard let children = Self.themeProperties.childrenRow(forKey: key) else { return nil }
        // Whether this type is its table's root is checked once, here: a plan
        // runs only on objects of the type it was made for (checked once per
        // run), so each apply casts without a dynamic test, which cost half
        // of a cached apply of a screen styled through its children.
        guard (try? themeRoot()) != nil else { return { _ in .none } }
        return { object in children(unsafeDowncast(object, to: ThemeRoot.self)) }
    }
}
