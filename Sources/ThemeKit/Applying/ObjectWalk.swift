/// A style applied through the objects themselves, as a first apply does:
/// each value goes to the object's `applyThemeValue(_:forKeyPath:)`, except
/// where the object's type is known to take values by ThemeKit's default
/// walk (``StylableTypeFacts``), which this walk then does itself: a key is
/// set with `setThemeValue(_:forKey:)`, and where children come from a
/// table, a run of key paths into the same child finds the children once
/// and gives each child the rest of every path in the run, as a plan's
/// child group does, instead of walking from the top once a key path. The
/// writes, their order on each object, the calls to an object's own code
/// and every failure's message are the default walk's.
///
/// Main-actor code here loops rather than passing closures to `map`: such
/// a closure checks the executor each time it runs.
@MainActor
enum ObjectWalk {
    /// A value and its key path from the object it is applied to.
    struct Item {
        var keyPath: String
        var value: ThemeValue
    }

    /// Applies `items` to `object` in order, telling `failed` the position
    /// and the failure of each that fails, in order.
    static func apply(_ items: [Item], to object: any Stylable, failed: (Int, any Error) -> Void) {
        let facts = StylableTypeFacts[type(of: object)]
        let appliesByDefault = facts.appliesByDefault == true
        let walksTables = appliesByDefault && facts.findsChildrenByTable == true
        var index = 0
        while index < items.count {
            let item = items[index]
            let split = StyleKeyPath.splitFirst(item.keyPath)
            if walksTables, let (key, rest) = split {
                // The run: this and the following items whose paths go through `key`.
                // Room for a usual run at once (grown from one, a run's array was
                // made three times); bounded, so a long style's runs stay linear.
                var run: [Item] = []
                run.reserveCapacity(min(items.count - index, 8))
                run.append(Item(keyPath: rest, value: item.value))
                var end = index + 1
                while end < items.count, let nextRest = StyleKeyPath.rest(of: items[end].keyPath, after: key) {
                    run.append(Item(keyPath: nextRest, value: items[end].value))
                    end += 1
                }
                applyRun(run, through: key, of: object, for: items[index..<end]) { offset, error in failed(index + offset, error) }
                index = end
                continue
            }
            do {
                if appliesByDefault, split == nil {
                    // What the default walk does with a path of one key.
                    try StylableTypeFacts.observe(.set, of: object) { try object.setThemeValue(item.value, forKey: item.keyPath) }
                } else {
                    try StylableTypeFacts.observe(.apply, of: object) { try object.applyThemeValue(item.value, forKeyPath: item.keyPath) }
                }
            } catch {
                failed(index, error)
            }
            index += 1
        }
    }

    /// Gives every child `key` names the items of `run`, the `items` of the
    /// object with their paths from the child, and tells `failed` each
    /// item's failure as the default walk throws it.
    private static func applyRun(
        _ run: [Item], through key: String, of object: any Stylable, for items: ArraySlice<Item>,
        failed: (Int, any Error) -> Void
    ) {
        let children = object.themeChildren(forKey: key)
        guard !children.isEmpty else {
            for (offset, item) in items.enumerated() {
                failed(offset, StylingError.noChild(key, of: type(of: object), keyPath: item.keyPath))
            }
            return
        }
        // Each item's failures, one a child that failed it.
        var failures: [Int: [String]] = [:]
        for child in children {
            apply(run, to: child) { offset, error in failures[offset, default: []].append("\(error)") }
        }
        for offset in failures.keys.sorted() {
            if let messages = failures[offset] {
                failed(offset, StylingError.childFailures(messages, childCount: children.count, key: key))
            }
        }
    }
}
