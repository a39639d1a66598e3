/// A theme's constants as the web and designers' tools read them: DTCG
/// design tokens, or CSS custom properties (`themecheck export`).
///
/// Each constant of the chain (the manager's variants active) is one token;
/// a constant whose value is another constant's name stays an alias; each
/// `Constants_V` group gives the values in mode V. A value that a format
/// cannot hold (a plain string, a boolean, a geometry, a named colour) is
/// left out with a warning naming the constant.
package struct ThemeExport: Sendable {
    /// One constant, ready to be written.
    struct Entry: Sendable {
        var name: String
        var value: Value
        /// Its value in each mode (`DARK`) that defines it, in name order.
        var modes: [(mode: String, value: Value)] = []
        var location: SourceLocation
    }

    /// A constant's value: what it resolves to, the constant it names if it
    /// is an alias, and the scalar as the theme writes it.
    struct Value: Sendable {
        var resolved: ThemeValue
        var alias: String?
        var written: PlistNode
    }

    let entries: [Entry]
    /// Constants only a mode defines (`COLOR_GLOW` in `Constants_DARK` alone),
    /// with their value in each such mode, in name order: no token or
    /// property of their own, but never lost from an export.
    let modeOnly: [(mode: String, entry: Entry)]

    /// The constants of `manager`'s chain, with its active variants, and the modes it could add.
    package init(manager: ThemeManager) {
        self.init(chain: manager.chain)
    }

    /// The constants of `themes`, with its active variants, and the modes it could add.
    package init(chain themes: ThemeChain) {
        let (chain, limits) = (themes.lookup, themes.limits)
        let base = themes.resolver()
        let modes = Set(chain.layers.flatMap(\.constantVariants)).subtracting(chain.variants).sorted()
        var modeResolvers: [String: ChainResolver] = [:]
        for mode in modes {
            modeResolvers[mode] = ChainResolver(chain: LookupChain(layers: chain.layers, variants: chain.variants + [mode]), limits: limits)
        }
        // Which modes define each constant, found once: asking every mode about every constant grows with their product.
        var modesDefining: [String: Set<String>] = [:]
        let modeSet = Set(modes)
        for layer in chain.layers {
            for mode in layer.constantVariants where modeSet.contains(mode) {
                for name in layer.constantNames(forVariant: mode) { modesDefining[name, default: []].insert(mode) }
            }
        }
        entries = chain.allConstantNames.compactMap { name in
            guard let found = chain.constant(named: name), let value = Self.value(of: name, in: base) else { return nil }
            var entry = Entry(
                name: name, value: value,
                location: chain.layers[found.layer].source(of: found.definition).location(ofOffset: found.definition.value.offset))
            for mode in (modesDefining[name] ?? []).sorted() {
                guard let resolver = modeResolvers[mode], resolver.chain.constant(named: name)?.definition.variant == mode else { continue }
                if let value = Self.value(of: name, in: resolver) { entry.modes.append((mode, value)) }
            }
            return entry
        }
        modeOnly = modesDefining.keys.filter { chain.constant(named: $0) == nil }.sorted().flatMap { name in
            (modesDefining[name] ?? []).sorted().compactMap { mode -> (mode: String, entry: Entry)? in
                guard let resolver = modeResolvers[mode], let found = resolver.chain.constant(named: name),
                    let value = Self.value(of: name, in: resolver)
                else { return nil }
                let location = chain.layers[found.layer].source(of: found.definition).location(ofOffset: found.definition.value.offset)
                return (mode, Entry(name: name, value: value, location: location))
            }
        }
    }

    private static func value(of name: String, in resolver: ChainResolver) -> Value? {
        guard let found = resolver.chain.constant(named: name), let resolved = resolver.constant(named: name) else { return nil }
        let text = found.definition.value.string
        let alias = text.flatMap { $0 != name && resolver.chain.hasConstant($0) ? $0 : nil }
        return Value(resolved: resolved, alias: alias, written: found.definition.value)
    }

    /// A warning that `entry` is left out of a format, and why.
    func leftOut(_ entry: Entry, _ why: String, format: String) -> Diagnostic {
        Diagnostic(
            severity: .warning, code: Diagnostic.Code.unsupportedToken.rawValue,
            message: "constant `\(entry.name)` is left out of the \(format) export: \(why)",
            file: entry.location.file, line: entry.location.line, column: entry.location.column)
    }

    /// One variant's value of a constant left out of an export, the rest of the constant kept: the message says which value.
    func leftOut(_ entry: Entry, mode: String, _ why: String, format: String) -> Diagnostic {
        Self.leftOut(entry.name, at: entry.location, mode: mode, why, format: format)
    }

    /// ``leftOut(_:mode:_:format:)`` for constant `name` defined at `location`, worded once for every export.
    static func leftOut(_ name: String, at location: SourceLocation, mode: String, _ why: String, format: String) -> Diagnostic {
        Diagnostic(
            .unsupportedToken,
            "the `\(VariantName.constantsGroup(of: mode))` value of constant `\(name)` is left out of the \(format) export: \(why); its other values are exported",
            at: location)
    }
}
