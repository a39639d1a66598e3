/// `ThemeManager.followTraits(of:)` of Sources/ThemeKitUIKit with its
/// `#available` guard removed: the module's own `@available` function,
/// called unguarded (reported) and guarded (not).
func followTraits() -> Int {
    followTraitsByRegistration()
}

func followTraitsGuarded() -> Int {
    if #available(iOS 17, tvOS 17, *) { return followTraitsByRegistration() }
    return 16
}

/// Stands for the iOS 17 way of following traits.
@available(iOS 17, tvOS 17, *)
func followTraitsByRegistration() -> Int { 17 }
