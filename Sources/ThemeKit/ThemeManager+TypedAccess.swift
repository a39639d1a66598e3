/// Typed reads of the chain, for code that wants a colour or a struct rather
/// than a ``ThemeValue`` (SwiftUI views above all).
extension ThemeManager {
    /// Constant `name`, resolved, as `T` (a ``ThemeColor``, a `Double`, an
    /// enumeration: any ``ThemeValueConvertible``), converted as apply converts.
    ///
    /// ```swift
    /// let brand = try manager.constant(named: "COLOR_BRAND", as: ThemeColor.self)
    /// ```
    ///
    /// - Throws: ``ThemeAccessError`` naming the constant, what it holds and
    ///   where it is defined; or that no theme defines it (with "did you mean").
    public func constant<T: ThemeValueConvertible>(named name: String, as type: T.Type) throws -> T {
        let (value, place) = state.withLock { state in
            (state.resolver.constant(named: name), state.resolver.chain.constant(named: name).map { state.resolver.chain.place(of: $0) })
        }
        guard let place else {
            throw ThemeAccessError(
                "no theme in the chain defines a constant named `\(name)`"
                    + Suggestion.didYouMean(name, in: constantNames))
        }
        guard let value else {
            throw ThemeAccessError("constant `\(name)` does not resolve (see `lint()`)", at: place)
        }
        do {
            return try T(themeValue: value)
        } catch {
            throw ThemeAccessError("constant `\(name)` holds \(value.messageDescription), not \(T.self): \(error)", at: place)
        }
    }

    /// Style `name`, resolved with the active variants, decoded as `T`.
    ///
    /// Key paths map to nested types (`layer.cornerRadius` to
    /// `layer: LayerStyle` with `cornerRadius`), ThemeKit's value types and
    /// every ``ThemeValueConvertible`` decode from their values (numeric
    /// strings to numbers, as apply does), and a state-qualified key
    /// (`selected:titleColor`) decodes into a per-state container such as
    /// `[ThemeState: ThemeColor]` (its `normal` entry is the plain key).
    /// Keys the type does not declare are ignored.
    ///
    /// ```swift
    /// struct ButtonStyleSpec: Decodable {
    ///     var backgroundColor: ThemeColor
    ///     var titleColor: [ThemeState: ThemeColor]
    ///     var layer: Layer
    ///     struct Layer: Decodable { var cornerRadius: Double }
    /// }
    /// let spec = try manager.decode(ButtonStyleSpec.self, style: "PrimaryButton")
    /// ```
    ///
    /// - Throws: ``ThemeError`` when the style does not resolve, and
    ///   ``ThemeAccessError`` naming the style, the key path and the place of
    ///   the value when it does not decode.
    public func decode<T: Decodable>(_ type: T.Type, style name: String) throws -> T {
        let style = try resolvedStyle(named: name)
        do {
            return try StyleDecoder(node: .tree(style), codingPath: []).decode(type)
        } catch let error as DecodingError {
            throw accessError(error, style: name)
        }
    }

    /// A decoding error as the style, key path and place of the value it is about.
    private func accessError(_ error: DecodingError, style: String) -> ThemeAccessError {
        var path: [String]
        let problem: String
        switch error {
        case .typeMismatch(let type, let context):
            path = context.codingPath.map(\.stringValue)
            problem = "expected \(type): \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            path = context.codingPath.map(\.stringValue)
            problem = "expected \(type): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            path = context.codingPath.map(\.stringValue) + [key.stringValue]
            problem = "the style assigns nothing here, and the type needs it"
        case .dataCorrupted(let context):
            path = context.codingPath.map(\.stringValue)
            problem = context.debugDescription
        @unknown default:
            path = []
            problem = "\(error)"
        }
        // The style writes a per-state value as `state:name`; the decoder sees `name` then `state`.
        var candidates = [path.joined(separator: ".")]
        if path.count >= 2 {
            let state = path[path.count - 1]
            let name = path[path.count - 2]
            candidates.append((path.dropLast(2) + ["\(state):\(name)"]).joined(separator: "."))
            if state == ThemeState.normal.rawValue { candidates.append(path.dropLast().joined(separator: ".")) }
        }
        let entries = (try? explain(styleNamed: style))?.entries ?? []
        let place = candidates.lazy.compactMap { keyPath in entries.first { $0.keyPath == keyPath } }.first?.origin.place
        return ThemeAccessError("style `\(style)`, key path `\(candidates[0])`: \(problem)", at: place?.location)
    }
}

extension LookupChain {
    /// Where a constant's value is written, for messages.
    func place(of found: Found<ConstantDefinition>) -> SourceLocation {
        layers[found.layer].source(of: found.definition).location(ofOffset: found.definition.value.offset)
    }
}

extension ThemeManager {
    /// Where the value of constant `name` is written, as the chain (with its
    /// active variants) finds it; nil when no theme defines it.
    package func constantSource(named name: String) -> SourceLocation? {
        state.withLock { state in
            state.resolver.chain.constant(named: name).map { state.resolver.chain.place(of: $0) }
        }
    }
}
