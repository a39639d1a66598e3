/// A top-level group of constant names with descriptions (theme-format §11):
/// the reserved `_runtimeConstants`, or a group of the app's own name shaped
/// the same way (Giotto apps call it `DynamicConstants`), which is not read
/// as styles.
struct RuntimeConstantGroup: Hashable, Sendable {
    /// The group's key at the top of its file.
    var name: String
    /// The constant names it lists, in file order.
    var names: [String]
    /// The file it is in (an index into the theme's sources) and where its key is.
    var file: Int
    var keyOffset: Int

    /// The reserved top-level key that declares run-time constants.
    static let reservedKey = "_runtimeConstants"

    /// Whether a group of another name lists run-time constants: at least one
    /// entry, each key a constant name (`COLOR_BANK_BRAND`) and each value a
    /// plain description (a string that is no convention and no constant
    /// name). A group of styles never has that shape: a style is a dictionary.
    static func isList(_ entries: [PlistEntry]) -> Bool {
        !entries.isEmpty
            && entries.allSatisfy { entry in
                guard ConstantName.matches(entry.key), let text = entry.value.string else { return false }
                return ValueSyntax.split(text) == nil && !ConstantName.matches(text) && !NullSyntax.parse(text)
            }
    }
}

extension Theme {
    /// Names the theme declares in `_runtimeConstants`, sorted: constants the
    /// app supplies at run time with `modifyConstant` (theme-format §11).
    public var runtimeConstantNames: [String] {
        Set(runtimeConstantGroups.filter { $0.name == RuntimeConstantGroup.reservedKey }.flatMap(\.names)).sorted()
    }
}

extension ThemeManager {
    /// Declared run-time constants (of every theme in the chain) that no
    /// `modifyConstant` override supplies yet, sorted: what the app still has
    /// to set before styles that use them resolve (theme-format §11).
    public var unsuppliedRuntimeConstants: [String] {
        state.withLock { state in
            let declared = Set((state.alternatives + [state.defaultTheme]).flatMap(\.runtimeConstantNames))
            let supplied = state.overrides.theme.map { Set($0.constantNames) } ?? []
            return declared.subtracting(supplied).sorted()
        }
    }
}

extension Theme {
    /// Whether this file defines constant `name` (in `Constants` or a
    /// `Constants_V`) or lists it in a run-time constant group.
    func knowsConstant(_ name: String) -> Bool {
        constants.contains(name) || variantConstants.values.contains { $0.contains(name) }
            || runtimeConstantGroups.contains { $0.names.contains(name) }
    }
}
