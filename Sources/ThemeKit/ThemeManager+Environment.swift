/// Variants: the app's own, and those the environment contributes (the
/// device, the size class, dark mode, high contrast), theme-format §8.
extension ThemeManager {
    /// The app's own active variants, in order (for example `["BRAND_B"]`):
    /// resolving style `S` appends `S_V` for each active variant V where it
    /// exists, and `Constants_V` values win over `Constants` within a theme.
    /// They come after the environment's (see ``activeVariants``).
    public var variants: [String] {
        get { state.withLock { $0.variants } }
        set { changeVariants(.variants) { $0.variants = newValue } }
    }

    /// The device and appearance the app runs in. Setting it re-styles
    /// registered objects when the active variants change (a dark-mode switch),
    /// and only then.
    public var environment: ThemeEnvironment {
        get { state.withLock { $0.environment } }
        set { changeVariants(.environment) { $0.environment = newValue } }
    }

    /// The variants in force: the environment's names, then ``variants``
    /// (`["IPAD", "REGULAR", "DARK", "BRAND_B"]`).
    public var activeVariants: [String] { state.withLock { $0.activeVariants } }

    /// Applies `change` and, if the active variants differ afterwards,
    /// resolves from scratch and announces the change.
    private func changeVariants(_ kind: ThemeChange, _ change: (inout State) -> Void) {
        let isChanged = state.withLock { state in
            let before = state.activeVariants
            change(&state)
            guard state.activeVariants != before else { return false }
            state.rebuildResolver()
            return true
        }
        if isChanged { didChange(kind) }
    }
}
