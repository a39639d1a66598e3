/// The run-time overrides of a ``ThemeManager``: constants and style values
/// set by the app, exactly as they are written to the overrides file.
///
/// Values are kept in their written form (a colour as `"c:#RRGGBBAA"`), so
/// what you read back is the same before and after a restart; resolve them
/// with ``ThemeManager/constant(named:)-(String)``. Setting a value the theme format
/// cannot hold throws and changes nothing.
public struct Modifications: Hashable, Sendable {
    /// Constant names in the order they were first set.
    public private(set) var constantNames: [String] = []
    /// Each overridden constant's written value.
    public private(set) var constants: [String: ThemeValue] = [:]
    /// Style names in the order they were first modified.
    public private(set) var styleNames: [String] = []
    /// Each overridden style's key paths (`a.b.c`) in the order they are written:
    /// grouped by the nested dictionary they sit in, first set first, with
    /// `_inherit` and `_superstyle` leading each dictionary, as a reloaded file gives them.
    public private(set) var keyPaths: [String: [String]] = [:]
    /// Each overridden style's written values by key path.
    public private(set) var styles: [String: [String: ThemeValue]] = [:]

    /// No modifications.
    public init() {}

    /// Whether nothing is modified.
    public var isEmpty: Bool { constantNames.isEmpty && styleNames.isEmpty }

    /// Whether style `name` takes the keys it does not set from the themes below (`_inherit`).
    public func isInheriting(_ name: String) -> Bool {
        styles[name]?[PropertyKey.inherit] == .string(name)
    }

    // MARK: Changing

    /// Sets constant `name`; a colour, font or geometry is written in its convention form.
    public mutating func setConstant(_ name: String, to value: ThemeValue) throws {
        try Self.checkName(name, of: "constant")
        let written = try WrittenValue.constant(value)
        if constants.updateValue(written, forKey: name) == nil { constantNames.append(name) }
    }

    /// Drops the modification of constant `name`, so the themes' value applies again.
    public mutating func removeConstant(_ name: String) {
        guard constants.removeValue(forKey: name) != nil else { return }
        constantNames.removeAll { $0 == name }
    }

    /// Sets (or, with nil, removes) the value at `keyPath` in style `style`.
    ///
    /// `a.b.c` creates nested dictionaries: it replaces a value at `a` or
    /// `a.b`, and setting `a` replaces everything under it. A style left with
    /// no keys is removed, so it no longer hides the style below.
    public mutating func setValue(_ value: ThemeValue?, forKeyPath keyPath: String, inStyle style: String) throws {
        try Self.checkName(style, of: "style")
        guard let path = StyleKeyPath(keyPath) else {
            throw ModificationError("`\(keyPath)` is not a key path; expected names separated by dots, such as `layer.borderWidth`")
        }
        guard let value else {
            removeKeyPaths(inStyle: style) { $0 == keyPath || $0.hasPrefix(keyPath + ".") }
            return
        }
        let written = try WrittenValue.property(value)
        // A value cannot sit where a dictionary is needed, nor a dictionary where the value goes.
        let ancestors = Set(path.ancestors)
        removeKeyPaths(inStyle: style) { ancestors.contains($0) || $0.hasPrefix(keyPath + ".") }
        if styles[style] == nil { styleNames.append(style) }
        if styles[style, default: [:]].updateValue(written, forKey: keyPath) == nil {
            keyPaths[style] = Self.writtenOrder(keyPaths[style, default: []] + [keyPath])
        }
    }

    /// Sets many values of style `style` at once, exactly as setting each in
    /// turn with ``setValue(_:forKeyPath:inStyle:)`` would (a value replaces
    /// what sits at its key path, above it or under it; a key path keeps the
    /// place it was first set at), in time that grows with their number:
    /// reading back an overrides file with a style of thousands of key paths
    /// must not cost their square at every launch.
    mutating func setValues(_ values: [(keyPath: String, value: ThemeValue)], inStyle style: String) throws {
        try Self.checkName(style, of: "style")
        var batch = KeyPathBatch()
        for keyPath in keyPaths[style, default: []] {
            if let value = styles[style]?[keyPath] { batch.set(value, at: keyPath) }
        }
        for (keyPath, value) in values {
            guard StyleKeyPath(keyPath) != nil else {
                throw ModificationError("`\(keyPath)` is not a key path; expected names separated by dots, such as `layer.borderWidth`")
            }
            batch.set(try WrittenValue.property(value), at: keyPath)
        }
        guard !batch.values.isEmpty else { return }
        if styles[style] == nil { styleNames.append(style) }
        styles[style] = batch.values
        keyPaths[style] = batch.writtenOrder
    }

    /// Writes (or removes) `_inherit: STYLE`, so the override changes only the key paths it names.
    public mutating func setInheritance(_ enabled: Bool, forStyle style: String) throws {
        try setValue(enabled ? .string(style) : nil, forKeyPath: PropertyKey.inherit, inStyle: style)
    }

    /// Drops every modification.
    public mutating func removeAll() {
        self = Modifications()
    }

    private mutating func removeKeyPaths(inStyle style: String, where shouldRemove: (String) -> Bool) {
        guard var values = styles[style] else { return }
        let removed = keyPaths[style, default: []].filter(shouldRemove)
        guard !removed.isEmpty else { return }
        for keyPath in removed { values[keyPath] = nil }
        keyPaths[style]?.removeAll(where: shouldRemove)
        if values.isEmpty {
            styles[style] = nil
            keyPaths[style] = nil
            styleNames.removeAll { $0 == style }
        } else {
            styles[style] = values
        }
    }

    private static func checkName(_ name: String, of kind: String) throws {
        guard !name.isEmpty else { throw ModificationError("a \(kind) name cannot be empty") }
        try WrittenValue.checkText(name, what: "the \(kind) name `\(name)`")
    }

    /// Key paths (none above another) in the order the overrides file holds
    /// them: each nested dictionary's keys together, in the order first set,
    /// `_inherit` and `_superstyle` first.
    static func writtenOrder(_ paths: [String]) -> [String] {
        var batch = KeyPathBatch()
        for path in paths { batch.set(.null, at: path) }
        return batch.writtenOrder
    }
}
