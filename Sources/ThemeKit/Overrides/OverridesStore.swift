/// The overrides layer of a manager (theme-format §6): the modifications
/// made at run time, the theme they make (the chain's first layer), and why
/// the latest single change was refused.
///
/// A value, kept in the manager's state and changed under its lock; the
/// manager composes it with the chain and the registry of styled objects.
struct OverridesStore: Sendable {
    /// What is modified now, as it would be written to the overrides file.
    private(set) var modifications: Modifications
    /// The layer the modifications make; nil when there are none.
    private(set) var theme: Theme?
    /// The path the layer's diagnostics name.
    let path: String
    /// Why the latest single change changed nothing; nil after one that succeeded.
    var lastError: ModificationError?

    /// The overrides read from a file (or none).
    init(loaded: OverridesFile.Loaded, path: String) {
        self.modifications = loaded.modifications
        self.theme = loaded.theme
        self.path = path
    }

    /// The modifications `changes` makes of the current ones; nil when they
    /// change nothing. Throws, changing nothing, when `changes` does or when
    /// the file would nest deeper than `limits` let it be read back (`depth`,
    /// when known, is how deep the one change nests it).
    func changed(by changes: (inout Modifications) throws -> Void, depth knownDepth: Int?, limits: ThemeLimits) throws -> Modifications? {
        var changed = modifications
        try changes(&changed)
        guard changed != modifications else { return nil }
        // Refused now rather than saved and lost at the next launch, when the file is read back within these limits.
        let depth = knownDepth ?? changed.writtenDepth
        guard depth <= limits.effectiveDepth else {
            throw ModificationError(
                "the change nests the overrides file \(depth) levels deep, past the limit of \(limits.effectiveDepth) it is read back within; nothing was changed"
            )
        }
        return changed
    }

    /// Takes new modifications and rebuilds the layer from them (no layer when empty).
    mutating func replace(with modifications: Modifications) {
        self.modifications = modifications
        theme =
            modifications.isEmpty
            ? nil
            : try? Theme(top: modifications.propertyList, name: path, format: .xmlPropertyList, source: SourceFile(binaryPath: path))
    }
}
