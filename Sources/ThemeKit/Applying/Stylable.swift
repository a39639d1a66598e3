/// An object a theme can style: it takes values one key at a time and says
/// which objects a key path continues into.
///
/// Most types conform through ``KeyPathStylable`` and declare their
/// properties in one line each. Implement the requirements by hand for full
/// control.
public protocol Stylable: AnyObject {
    /// Sets one property. `key` is one key-path component, with its state
    /// qualifier if it has one ("textColor", "selected:titleColor").
    func setThemeValue(_ value: ThemeValue, forKey key: String) throws

    /// The object(s) a key path continues into ("layer" in "layer.borderWidth").
    /// More than one (an outlet collection): the rest of the path is applied to each.
    /// Default: none, so a dotted key path on this object fails with a clear message.
    func themeChildren(forKey key: String) -> [any Stylable]

    /// Applies a value at a whole key path relative to this object. The default
    /// walks the path through `themeChildren(forKey:)` and ends in
    /// `setThemeValue(_:forKey:)`. Override it to handle special key paths
    /// yourself (Giotto's `applyThemeValue:forKeyPath:` customisation point),
    /// and call ``applyThemeValueByDefault(_:forKeyPath:)`` for the rest.
    func applyThemeValue(_ value: ThemeValue, forKeyPath keyPath: String) throws
}

extension Stylable {
    public func themeChildren(forKey key: String) -> [any Stylable] { [] }

    public func applyThemeValue(_ value: ThemeValue, forKeyPath keyPath: String) throws {
        try applyThemeValueByDefault(value, forKeyPath: keyPath)
    }

    /// The default of ``applyThemeValue(_:forKeyPath:)``: the first component
    /// names a child (each child, for a collection) that gets the rest of the
    /// path through its own `applyThemeValue`; the last component is set with
    /// ``setThemeValue(_:forKey:)``, state qualifier included.
    ///
    /// A class that overrides `applyThemeValue` calls this for the key paths it
    /// does not handle itself (a subclass cannot replace a protocol-extension
    /// default, so this is the way back to it):
    ///
    /// ```swift
    /// func applyThemeValue(_ value: ThemeValue, forKeyPath keyPath: String) throws {
    ///     if keyPath == "placeholderColor" { placeholder.color = try ThemeColor(themeValue: value); return }
    ///     try applyThemeValueByDefault(value, forKeyPath: keyPath)
    /// }
    /// ```
    public func applyThemeValueByDefault(_ value: ThemeValue, forKeyPath keyPath: String) throws {
        guard let dot = keyPath.utf8.firstIndex(of: UInt8(ascii: ".")) else {
            try setThemeValue(value, forKey: keyPath)
            return
        }
        let key = String(keyPath[..<dot])
        let rest = String(keyPath[keyPath.utf8.index(after: dot)...])
        let children = themeChildren(forKey: key)
        guard !children.isEmpty else {
            throw StylingError("`\(type(of: self))` has no child object `\(key)` to continue the key path `\(keyPath)` into")
        }
        var failures: [String] = []
        for child in children {
            do {
                try child.applyThemeValue(value, forKeyPath: rest)
            } catch {
                failures.append("\(error)")
            }
        }
        guard failures.isEmpty else {
            let prefix = children.count == 1 ? "" : "\(failures.count) of \(children.count) objects at `\(key)`: "
            throw StylingError(prefix + Set(failures).sorted().joined(separator: "; "))
        }
    }
}
