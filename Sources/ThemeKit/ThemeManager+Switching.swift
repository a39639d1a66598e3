/// Switching to new themes, all at once or not at all.
extension ThemeManager {
    /// Loads replacement themes and switches to them only if every one loads
    /// and the new chain has no error; otherwise nothing changes.
    ///
    /// Themes downloaded at run time are untrusted: a broken one must never
    /// replace the working one. Each source is loaded, then the whole new
    /// chain is checked as `lint()` checks it; any error diagnostic keeps the
    /// previous chain and is thrown. Warnings do not stop a switch. On success
    /// registered objects are re-styled once.
    ///
    /// - Parameters:
    ///   - defaultTheme: the new default theme, or nil to keep the current one.
    ///   - alternatives: the new alternative themes, or nil to keep the current ones.
    /// - Returns: the warnings the new chain has.
    /// - Throws: ``ThemeError`` with every error found; the manager is unchanged.
    @discardableResult
    public func switchThemes(defaultTheme: ThemeSource? = nil, alternatives: [ThemeSource]? = nil) throws -> [Diagnostic] {
        let limits = state.withLock { $0.limits }
        var errors: [Diagnostic] = []
        func load(_ source: ThemeSource) -> Theme? {
            do {
                return try source.load(limits: limits)
            } catch let error as ThemeError {
                errors += error.diagnostics
            } catch {
                errors.append(Diagnostic(.parseError, "\(error)"))
            }
            return nil
        }
        let newDefault = defaultTheme.flatMap(load)
        let newAlternatives = alternatives.map { $0.compactMap(load) }
        guard errors.isEmpty else { throw ThemeError(collecting: errors) }
        return try switchThemes(to: newDefault, alternatives: newAlternatives)
    }

    /// Switches to themes already loaded, if the new chain has no error (see
    /// ``switchThemes(defaultTheme:alternatives:)``); nil keeps the current ones.
    func switchThemes(to newDefault: Theme?, alternatives newAlternatives: [Theme]?) throws(ThemeError) -> [Diagnostic] {
        try changeChain(newAlternatives == nil ? .defaultTheme : .alternativeThemes) { state in
            if let newDefault { state.defaultTheme = newDefault }
            if let newAlternatives { state.alternatives = newAlternatives }
        }
    }

    /// Makes `change` to the chain if the chain it gives has no error: checked
    /// on a copy outside the lock, then made to the manager only if nothing
    /// changed the manager meanwhile; otherwise checked again on the chain as
    /// it is then. So a change made in between (the app switching its
    /// alternative themes while a live reload loads) is never undone, and the
    /// chain that lands is always the one that was checked.
    func changeChain(_ kind: ThemeChange, _ change: (inout State) -> Void) throws(ThemeError) -> [Diagnostic] {
        for _ in 0..<8 {
            let start = state.withLock { $0 }
            var candidate = start
            let found = try Self.checkedChange(&candidate, change)
            let landed = state.withLock { state in
                guard state.generation == start.generation else { return false }
                change(&state)
                state.rebuildResolver()
                return true
            }
            if landed {
                didChange(kind)
                return found
            }
        }
        // Lost the race eight times: check under the lock, slower for others but certain to land.
        let outcome = state.withLock { state -> Result<[Diagnostic], ThemeError> in
            var candidate = state
            let outcome = Result { () throws(ThemeError) in try Self.checkedChange(&candidate, change) }
            if case .success = outcome { state = candidate }
            return outcome
        }
        let found = try outcome.get()
        didChange(kind)
        return found
    }

    /// Makes `change` to `state` and checks the chain it gives: its warnings, or the errors thrown.
    private static func checkedChange(_ state: inout State, _ change: (inout State) -> Void) throws(ThemeError) -> [Diagnostic] {
        change(&state)
        state.rebuildResolver()
        // Linted on the state's own resolver, which the new chain then styles with, warm.
        let found = ThemeLinter(resolver: state.resolver, alternativeLayers: state.alternativeLayers, variants: state.variants).run()
        guard !found.containsError else { throw ThemeError(diagnostics: found.filter { $0.severity == .error }) }
        return found
    }
}
