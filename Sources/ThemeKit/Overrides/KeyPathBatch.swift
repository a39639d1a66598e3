/// The values of one style while a batch of them is set, kept as the
/// overrides file holds them: a tree of nested dictionaries whose keys keep
/// the order they were first set in, so a value set above or under others
/// removes them, and the written order is read off the tree, each in time
/// of its own size.
struct KeyPathBatch {
    /// One nested dictionary: its keys in the order first set (a removed one
    /// leaves a hole, skipped when read), and what is under each.
    private final class Level {
        var keys: [String?] = []
        var children: [String: (position: Int, level: Level)] = [:]
    }

    private(set) var values: [String: ThemeValue] = [:]
    private let root = Level()

    /// Sets `value` at `keyPath`, removing what sits above or under it.
    mutating func set(_ value: ThemeValue, at keyPath: String) {
        let components = StyleKeyPath.writtenComponents(of: keyPath)
        // A value cannot sit where a dictionary is needed, nor a dictionary where the value goes.
        var level = root
        var prefix = ""
        for component in components.dropLast() {
            prefix += component
            if values[prefix] != nil { remove(prefix) }
            prefix += "."
            guard let child = level.children[component] else { break }
            level = child.level
        }
        if values[keyPath] == nil { removeAll(under: keyPath, components: components) }
        values[keyPath] = value
        level = root
        for component in components {
            if let child = level.children[component] {
                level = child.level
            } else {
                let child = Level()
                level.children[component] = (level.keys.count, child)
                level.keys.append(component)
                level = child
            }
        }
    }

    /// The key paths as the overrides file writes them: each nested
    /// dictionary's keys together, in the order first set, `_inherit` and
    /// `_superstyle` first (``Modifications/writtenOrder(_:)``).
    var writtenOrder: [String] {
        func flatten(_ level: Level, prefix: String) -> [String] {
            let keys = level.keys.compactMap { $0 }
            let leading = [PropertyKey.inherit, PropertyKey.superstyle].filter { level.children[$0] != nil }
            return (leading + keys.filter { !leading.contains($0) }).flatMap { key -> [String] in
                guard let child = level.children[key]?.level, !child.children.isEmpty else { return [prefix + key] }
                return flatten(child, prefix: prefix + key + ".")
            }
        }
        return flatten(root, prefix: "")
    }

    /// Removes the value at `keyPath` and its place in the tree, and every
    /// dictionary left empty above it.
    private mutating func remove(_ keyPath: String) {
        values[keyPath] = nil
        prune(StyleKeyPath.writtenComponents(of: keyPath))
    }

    /// Removes every value under `keyPath` (a dictionary being replaced by a value).
    private mutating func removeAll(under keyPath: String, components: [String]) {
        var level = root
        for component in components {
            guard let child = level.children[component] else { return }
            level = child.level
        }
        guard !level.children.isEmpty else { return }
        func values(under level: Level, prefix: String) -> [String] {
            level.keys.compactMap { $0 }.flatMap { key -> [String] in
                guard let child = level.children[key]?.level else { return [] }
                return child.children.isEmpty ? [prefix + key] : values(under: child, prefix: prefix + key + ".")
            }
        }
        for descendant in values(under: level, prefix: keyPath + ".") { self.values[descendant] = nil }
        level.children = [:]
        level.keys = []
        prune(components)
    }

    /// Takes the last of `components` out of its dictionary, and each dictionary left empty out of its own.
    private func prune(_ components: [String]) {
        var path: [Level] = [root]
        for component in components.dropLast() {
            guard let child = path[path.count - 1].children[component] else { return }
            path.append(child.level)
        }
        for (depth, component) in components.enumerated().reversed() {
            let parent = path[depth]
            guard let child = parent.children[component], child.level.children.isEmpty else { return }
            parent.children[component] = nil
            parent.keys[child.position] = nil
        }
    }
}
