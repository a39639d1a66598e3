import Foundation

/// Run-time overrides (theme-format §6): change constants and styles, keep the
/// changes across launches, and reset them.
extension ThemeManager {
    /// Sets constant `name` in the overrides, the first layer of the chain.
    ///
    /// A value the theme format cannot hold (an array, a number that is not
    /// finite, text with control characters), or a name that no theme of the
    /// chain defines or declares in `_runtimeConstants` (a typo would
    /// otherwise change nothing, silently), is not written: the overrides
    /// stay as they were and ``lastModificationError`` says why. Use
    /// ``modify(_:)`` to get the error thrown.
    public func modifyConstant(_ name: String, value: ThemeValue) {
        modifyRecordingError(depth: Modifications.writtenDepth(ofConstant: value), settingConstants: [name]) {
            try $0.setConstant(name, to: value)
        }
    }

    /// Sets the value at `keyPath` (`a.b.c`, creating nested dictionaries) in
    /// the overrides' style `style`; nil removes it. By default the override
    /// replaces the whole style of that name; see ``setInheritance(_:forStyle:)``.
    public func modifyStyle(_ style: String, keyPath: String, value: ThemeValue?) {
        modifyRecordingError(depth: Modifications.writtenDepth(ofKeyPath: keyPath, value: value)) {
            try $0.setValue(value, forKeyPath: keyPath, inStyle: style)
        }
    }

    /// With `true`, the overrides' style `style` takes every key it does not
    /// set from the themes below (`_inherit: STYLE`); with `false` it replaces them.
    public func setInheritance(_ enabled: Bool, forStyle style: String) {
        modifyRecordingError(depth: 3) { try $0.setInheritance(enabled, forStyle: style) }
    }

    /// Declares constants the app supplies at run time that no theme declares
    /// (theme-format §11): names and globs written as `themecheck.json`'s
    /// `runtimeConstants` writes them (`COLOR_TENANT_*`), for themes that
    /// cannot be edited. ``modifyConstant(_:value:)`` then takes them; it
    /// refuses a name that no theme defines or declares and nothing declared here matches.
    public func declareRuntimeConstants(_ entries: [String]) {
        state.withLock { $0.runtimeDeclarations = RuntimeConstantDeclarations(entries: entries) }
    }

    /// Makes several modifications at once: all of them or, if `changes`
    /// throws or sets a constant that no theme of the chain defines or
    /// declares, none. Registered objects are re-styled once, at the end.
    ///
    /// `changes` runs under the manager's lock: do not call the manager from it.
    public func modify(_ changes: (inout Modifications) throws -> Void) throws {
        try modify(depth: nil, settingConstants: nil, changes)
    }

    /// `modify`, where `depth` (how deep the one change nests the file) is known
    /// without measuring the whole file again (nil measures it), and the
    /// constants it may add are known without comparing every name (nil compares them).
    private func modify(
        depth knownDepth: Int?, settingConstants constants: [String]?, _ changes: (inout Modifications) throws -> Void
    ) throws {
        let isChanged = try state.withLock { state in
            guard let changed = try state.overrides.changed(by: changes, depth: knownDepth, limits: state.limits) else { return false }
            let before = state.overrides.modifications.constants
            try state.checkDeclared((constants ?? changed.constantNames).filter { before[$0] == nil && changed.constants[$0] != nil })
            state.replaceModifications(with: changed)
            return true
        }
        if isChanged { didChange(.overrides) }
    }

    /// What is modified now, as it would be written to the overrides file.
    public var modifications: Modifications { state.withLock { $0.overrides.modifications } }

    /// Why the latest of ``modifyConstant(_:value:)``, ``modifyStyle(_:keyPath:value:)``
    /// and ``setInheritance(_:forStyle:)`` changed nothing; nil after one that succeeded.
    public var lastModificationError: ModificationError? { state.withLock { $0.overrides.lastError } }

    /// Clears the modifications in memory. The overrides file keeps its
    /// content until the next ``synchronizeModifications()``.
    public func resetModifications() {
        let hadModifications = state.withLock { state in
            defer { state.replaceModifications(with: Modifications()) }
            return !state.overrides.modifications.isEmpty || state.overrides.theme != nil
        }
        if hadModifications { didChange(.overrides) }
    }

    /// Writes the modifications to ``overridesURL`` as an XML property list
    /// (`formatVersion` 2), atomically: a crash at any moment leaves the old
    /// file or the new one, never a mix.
    ///
    /// - Throws: ``ModificationError`` when the manager has no overrides URL
    ///   or the file cannot be written; the old file is then untouched.
    public func synchronizeModifications() throws {
        guard let overridesURL else {
            throw ModificationError("this manager has no overrides file; create it with `overridesURL:` to persist modifications")
        }
        synchronizing.lock()
        defer { synchronizing.unlock() }
        try OverridesFile.write(modifications, to: overridesURL)
    }

    /// The default place for the overrides file: Application Support on Apple
    /// platforms (not Caches, which the system may purge), `$XDG_DATA_HOME`
    /// (or `~/.local/share`) elsewhere, in a folder named `appName`.
    public static func defaultOverridesURL(
        appName: String = ProcessInfo.processInfo.processName,
        fileName: String = "ThemeOverrides.plist"
    ) -> URL {
        OverridesFile.defaultURL(appName: appName, fileName: fileName)
    }

    private func modifyRecordingError(depth: Int, settingConstants constants: [String] = [], _ change: (inout Modifications) throws -> Void)
    {
        do {
            try modify(depth: depth, settingConstants: constants, change)
            state.withLock { $0.overrides.lastError = nil }
        } catch {
            let refused = error as? ModificationError ?? ModificationError("\(error)")
            state.withLock { $0.overrides.lastError = refused }
        }
    }
}

extension ThemeManager.State {
    /// Throws, naming the first of `names` that no theme of the chain defines
    /// (in `Constants` or a `Constants_V`) or lists as a run-time constant:
    /// setting it would change nothing a theme uses (theme-format §11).
    func checkDeclared(_ names: [String]) throws {
        let themes = alternatives + [defaultTheme]
        guard
            let unknown = names.first(where: { name in
                !runtimeDeclarations.declares(name) && !themes.contains { $0.knowsConstant(name) }
            })
        else { return }
        let known = themes.flatMap { $0.constantNames + $0.runtimeConstantGroups.flatMap(\.names) }
        throw ModificationError(
            "no theme defines constant `\(unknown)` or declares it in `_runtimeConstants`, where constants the app supplies "
                + "at run time are declared; nothing was changed\(Suggestion.didYouMean(unknown, in: known))"
        )
    }

    /// Takes new modifications: the overrides layer is rebuilt from them (no
    /// layer when empty) and everything resolved so far is dropped.
    mutating func replaceModifications(with modifications: Modifications) {
        overrides.replace(with: modifications)
        rebuildResolver()
    }
}
