/// A Swift module that checked source files are compiled in or built on.
struct ModuleUse: Hashable, Comparable {
    var name: String
    /// The toolchain's (the package can use only its public declarations), or one the package
    /// builds (whose declarations at every access level, a private `@available` function too, it uses).
    var isSystem: Bool

    static func < (lhs: ModuleUse, rhs: ModuleUse) -> Bool { lhs.name < rhs.name }
}

extension IndexStore {
    /// The Swift modules whose declarations the source files `include` accepts (by real path)
    /// can reference: the modules those files are compiled in, the modules they import, and
    /// what those import in turn (`Foundation` brings `FoundationEssentials`, where `Predicate`
    /// lives on Linux; `UIKitStubs` brings `QuartzCoreStubs`).
    ///
    /// The toolchain's modules are followed through their own units; the package's through the
    /// units of the module's source files. Clang modules (`.pcm`) are left out: on Linux their
    /// headers carry no Apple availability.
    func modules(ofFilesWhere include: (String) -> Bool) -> [ModuleUse] {
        var unitsOfModule: [String: [String]] = [:]
        for (name, unit) in units where !unit.isSystem { unitsOfModule[unit.module, default: []].append(name) }
        var pending = units.filter { $0.value.records.contains { include($0.file) } }.keys.sorted()
        var visited = Set(pending)
        var found: [String: Bool] = [:]
        while let name = pending.popLast() {
            guard let unit = units[name] else { continue }
            if !unit.isSystem { found[unit.module] = false }
            for module in unit.imports {
                guard let moduleName = Self.swiftModule(at: module.file) else { continue }
                found[moduleName] = found[moduleName] ?? module.isSystem
                let next = module.isSystem ? [module.unit] : unitsOfModule[moduleName] ?? []
                for unit in next where visited.insert(unit).inserted { pending.append(unit) }
            }
        }
        return found.map { ModuleUse(name: $0.key, isSystem: $0.value) }.sorted()
    }

    /// The Swift module a module file is: `…/Foundation.swiftmodule/<triple>.swiftmodule`,
    /// `…/Modules/ThemeKit.swiftmodule` or `…/Foo.swiftinterface`; nil for a Clang module's `.pcm`.
    static func swiftModule(at path: String) -> String? {
        let components = path.split(separator: "/")
        let suffixes = [".swiftmodule", ".swiftinterface"]
        if components.count >= 2, components[components.count - 2].hasSuffix(".swiftmodule") {
            return String(components[components.count - 2].dropLast(".swiftmodule".count))
        }
        guard let last = components.last, let suffix = suffixes.first(where: { last.hasSuffix($0) }) else { return nil }
        return String(last.dropLast(suffix.count))
    }
}
