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
        guard errors.isEmpty else { throw ThemeError(diagnostics: errors.deduplicatedInReportOrder()) }
        return try switchThemes(to: newDefault, alternatives: newAlternatives)
    }

    /// Switches to themes already loaded, if the new chain has no error (see
    /// ``switchThemes(defaultTheme:alternatives:)``); nil keeps the current ones.
    func switchThemes(to newDefault: Theme?, alternatives newAlternatives: [Theme]?) throws(ThemeError) -> [Diagnostic] {
        /// The one change made: to a candidate first, to the manager if the candidate is sound.
        func switchThemes(in state: inout State) {
            if let newDefault { state.defaultTheme = newDefault }
            if let newAlternatives { state.alternatives = newAlternatives }
            state.rebuildResolver()
        }
        var candidate = state.withLock { $0 }
        switchThemes(in: &candidate)
        let found = ThemeLinter(resolver: candidate.resolver, alternativeLayers: candidate.alternativeLayers, variants: candidate.variants)
            .run()
            .deduplicatedInReportOrder()
        guard !found.containsError else { throw ThemeError(diagnostics: found.filter { $0.severity == .error }) }
        state.withLock { switchThemes(in: &$0) }
        didChange(newAlternatives == nil ? .defaultTheme : .alternativeThemes)
        return found
    }
}
