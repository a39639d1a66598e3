/// An object a theme can style: it takes values one key at a time and says
/// which objects a key path continues into.
///
/// Styling is UI work, so it happens on the main actor, where UIKit, AppKit
/// and SwiftUI objects live. A class that declares the conformance in its
/// own declaration is inferred `@MainActor`. Most types conform through
/// ``KeyPathStylable`` and declare their properties in one line each;
/// implement the requirements by hand for full control.
@MainActor
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

    /// Puts back the value property `key` had before a theme first set it:
    /// called when a registered object is re-styled and the new style no
    /// longer assigns that key, or when its registration is cancelled with
    /// `cancel(restoring: true)`.
    ///
    /// ``KeyPathStylable`` types get this for free. The default throws a
    /// ``StylingError`` saying the type cannot, which the ``ApplyReport``
    /// records; the property then keeps the last theme's value.
    func resetThemeValue(forKey key: String) throws
}

extension Stylable {
    /// No children by default, so a dotted key path on this object fails with a clear message.
    public func themeChildren(forKey key: String) -> [any Stylable] { [] }

    /// Walks `keyPath` through ``themeChildren(forKey:)`` and sets its last component with ``setThemeValue(_:forKey:)``.
    public func applyThemeValue(_ value: ThemeValue, forKeyPath keyPath: String) throws {
        StylableTypeFacts.mark(.apply, self)
        try applyThemeValueByDefault(value, forKeyPath: keyPath)
    }

    /// Reports that this object cannot put a property back; ``KeyPathStylable`` types can, by themselves.
    public func resetThemeValue(forKey key: String) throws {
        throw StylingError(
            "`\(type(of: self))` cannot put back `\(key)`: implement `resetThemeValue(forKey:)`, or conform through `KeyPathStylable`")
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
        try walk(keyPath) { owner, key in
            try StylableTypeFacts.observe(.set, of: owner) { try owner.setThemeValue(value, forKey: key) }
        } into: { child, rest in
            try StylableTypeFacts.observe(.apply, of: child) { try child.applyThemeValue(value, forKeyPath: rest) }
        }
    }

    /// Puts back the value at a whole key path: the path is walked through
    /// `themeChildren(forKey:)` as for applying, and the object owning the
    /// last component gets ``resetThemeValue(forKey:)``.
    public func resetThemeValue(forKeyPath keyPath: String) throws {
        try walk(keyPath) { owner, key in
            try owner.resetThemeValue(forKey: key)
        } into: { child, rest in
            try child.resetThemeValue(forKeyPath: rest)
        }
    }

    /// Runs `last` for a one-component path, or hands the rest of the path to
    /// each child the first component names, collecting every failure.
    private func walk(
        _ keyPath: String, last: (any Stylable, String) throws -> Void,
        into: (any Stylable, String) throws -> Void
    ) throws {
        guard let (key, rest) = StyleKeyPath.splitFirst(keyPath) else {
            try last(self, keyPath)
            return
        }
        let children = StylableTypeFacts.observe(.children, of: self) { themeChildren(forKey: key) }
        try forEachChild(children, of: self, key: key, keyPath: keyPath) { try into($0, rest) }
    }
}

/// Runs `body` for each of `children`, the objects `key` of `owner` names on
/// the way along `keyPath`, trying every one and throwing one error that
/// collects every failure (and saying so when there is no child at all).
@MainActor
func forEachChild(
    _ children: [any Stylable], of owner: any Stylable, key: String, keyPath: String,
    _ body: (any Stylable) throws -> Void
) throws {
    guard !children.isEmpty else { throw StylingError.noChild(key, of: type(of: owner), keyPath: keyPath) }
    var failures: [String] = []
    for child in children {
        do {
            try body(child)
        } catch {
            failures.append("\(error)")
        }
    }
    guard failures.isEmpty else { throw StylingError.childFailures(failures, childCount: children.count, key: key) }
}
