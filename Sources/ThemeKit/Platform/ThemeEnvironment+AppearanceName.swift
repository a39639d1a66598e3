extension ThemeEnvironment {
    /// The environment an AppKit appearance name carries (`NSAppearance.Name`'s
    /// raw value): dark for the dark and vibrant-dark names, high contrast for
    /// the accessibility names, the idiom `mac`. An unknown name is light, as
    /// AppKit draws it in aqua.
    ///
    /// Plain text, so the AppKit bridge's mapping is tested on any platform.
    public init(appearanceName: String) {
        let name = appearanceName.lowercased()
        self.init(
            idiom: .mac, appearance: name.contains("dark") ? .dark : .light,
            contrast: name.contains("highcontrast") ? .high : .normal)
    }
}
