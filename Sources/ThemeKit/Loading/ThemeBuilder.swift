/// Turns a parsed top-level dictionary into a theme's constants and styles,
/// applying the structure rules of theme-format §2 and collecting every
/// problem they find.
struct ThemeBuilder {
    let source: SourceFile
    /// Which of the theme's files this is (0 for the theme's own), stamped on its definitions.
    let file: Int
    /// Loads what `_include` names; nil where includes cannot be followed.
    let includes: IncludeLoader?
    var diagnostics: [Diagnostic] = []
    var constants = DefinitionTable<ConstantDefinition>()
    var styles = DefinitionTable<StyleDefinition>()
    /// `Constants_V` groups by variant, in document order (theme-format §8).
    var variantConstants: [(variant: String, constants: DefinitionTable<ConstantDefinition>)] = []
    /// Constants the token file they came from deprecates, with the reason ("" for none).
    var deprecations: [String: String] = [:]
    /// `_runtimeConstants`, and groups of the app's own name listing run-time constants (theme-format §11).
    var runtimeConstantGroups: [RuntimeConstantGroup] = []
    /// The style keys of this file read so far (each distinct key is read once).
    let keys = ReadKeys()

    init(source: SourceFile, file: Int = 0, includes: IncludeLoader? = nil) {
        self.source = source
        self.file = file
        self.includes = includes
    }

    /// Reads `formatVersion`: absent or below 2 is version 1, 2 is the
    /// structured form, anything else cannot be used. A string of digits
    /// counts only in OpenStep, which has no numbers (theme-format §2.1).
    static func formatVersion(of entries: [PlistEntry], in source: SourceFile, format: ThemeFileFormat) throws(ThemeError) -> Int {
        guard let entry = entries.first(where: { $0.key == "formatVersion" }) else { return 1 }
        let version: Double?
        switch entry.value.kind {
        case .number(let number): version = number
        case .string(let text) where format == .openStep && !text.isEmpty && text.utf8.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }):
            version = Double(text)
        default: version = nil
        }
        if let version, version == version.rounded() {
            if version < 2 { return 1 }
            if version == 2 { return 2 }
        }
        throw ThemeError(
            source.diagnostic(
                .unsupportedFormatVersion,
                "`formatVersion` is \(entry.value.summary); expected 2 (or 1, or no `formatVersion`, for a flat theme of constants)"
                    + (entry.value.string != nil && format != .openStep ? "; write it as a number, without quotes" : ""),
                at: entry.value.offset, keyPath: "formatVersion"))
    }

    /// Builds the model from the top-level entries, taking each out as it
    /// goes, so the parsed tree is freed while the model grows.
    mutating func build(_ entries: inout [PlistEntry], formatVersion: Int) {
        var includeEntry: PlistEntry?
        entries.takeEach { entry in
            let form = ThemeTopLevelForm(entry, formatVersion: formatVersion)
            switch form {
            case .formatVersion: return
            case .include: includeEntry = entry
            case .deprecatedConstants:
                for reason in entry.value.entries ?? [] { deprecations[reason.key] = reason.value.string ?? "" }
            case .runtimeConstants: declareRuntimeConstants(entry)
            case .runtimeConstantGroup:
                // Names with descriptions, not styles: the linter says how to declare them (`runtime-constant-group`).
                runtimeConstantGroups.append(
                    RuntimeConstantGroup(
                        name: entry.key, names: (entry.value.entries ?? []).map(\.key), file: file, keyOffset: entry.keyOffset))
            case .flatConstant: addConstant(entry, isInGroup: false, to: \.constants)
            case .constants, .variantConstants, .styleGroup:
                guard var group = [PlistEntry].take(from: &entry.value) else { return }
                if entry.key != "Constants", entry.key.lowercased() == "constants" {
                    var diagnostic = source.diagnostic(
                        .suspiciousValue,
                        "top-level group `\(entry.key)` is read as a group of styles; did you mean `Constants`? (the name is case-sensitive)",
                        at: entry.keyOffset, keyPath: entry.key)
                    diagnostic.fix = source.fix(replacing: entry.key, with: "Constants", inValueAt: entry.keyOffset)
                    diagnostics.append(diagnostic)
                }
                if form == .constants {
                    constants.reserveCapacity(constants.all.count + group.count)
                    for constant in group { addConstant(constant, isInGroup: true, to: \.constants) }
                } else if form == .variantConstants, let variant = VariantName.variant(ofConstantsGroup: entry.key) {
                    variantConstants.append((String(variant), DefinitionTable()))
                    variantConstants[variantConstants.count - 1].constants.reserveCapacity(group.count)
                    let table = \ThemeBuilder.variantConstants[variantConstants.count - 1].constants
                    for constant in group { addConstant(constant, isInGroup: true, variant: variant, to: table) }
                } else {
                    let groupName = entry.key
                    styles.reserveCapacity(styles.all.count + group.count)
                    group.takeEach { addStyle($0, group: groupName) }
                }
            case .notADictionary:
                diagnostics.append(
                    source.diagnostic(
                        .invalidTopLevelValue,
                        "top-level key `\(entry.key)` holds \(entry.value.summary); expected a dictionary (`Constants` or a group of styles), so it is ignored",
                        at: entry.keyOffset, keyPath: entry.key))
            }
        }
        if let includeEntry { include(includeEntry) }
        // The files a token document of this file referred to (a resolver document's `$ref`s, a Tokens Studio folder's sets).
        buildPendingTrees()
    }

    /// Reads `_runtimeConstants`: a dictionary of constant names, each with its description.
    private mutating func declareRuntimeConstants(_ entry: PlistEntry) {
        guard let declarations = entry.value.entries else {
            diagnostics.append(
                source.diagnostic(
                    .invalidTopLevelValue,
                    "`\(entry.key)` holds \(entry.value.summary); expected a dictionary of constant names, each with its description, so it is ignored",
                    at: entry.keyOffset, keyPath: entry.key))
            return
        }
        var names: [String] = []
        for declaration in declarations {
            guard declaration.value.string != nil else {
                diagnostics.append(
                    source.diagnostic(
                        .invalidConstantValue,
                        "run-time constant `\(declaration.key)` is declared with \(declaration.value.summary); its value is its description, a string, so it is not declared",
                        at: declaration.value.offset, keyPath: "\(entry.key).\(declaration.key)"))
                continue
            }
            names.append(declaration.key)
        }
        runtimeConstantGroups.append(RuntimeConstantGroup(name: entry.key, names: names, file: file, keyOffset: entry.keyOffset))
    }

    /// Adds a constant to the table at `table` (in place, so a large group is
    /// never copied), or reports why it cannot be one.
    private mutating func addConstant(
        _ entry: PlistEntry, isInGroup: Bool, variant: Substring? = nil,
        to table: WritableKeyPath<ThemeBuilder, DefinitionTable<ConstantDefinition>>
    ) {
        switch entry.value.kind {
        case .string, .number, .bool, .null:
            _ = self[keyPath: table].add(
                ConstantDefinition(
                    name: entry.key, keyOffset: entry.keyOffset, value: entry.value,
                    isInGroup: isInGroup, variant: variant.map(String.init), file: file))
        case .array, .dictionary, .date, .data, .uid:
            let keyPath = isInGroup ? "\(VariantName.constantsGroup(of: variant.map(String.init))).\(entry.key)" : entry.key
            // A structured theme missing its version reads as flat constants: say how to fix it.
            let hint =
                !isInGroup && entry.value.entries != nil
                ? "; this file has no `formatVersion` 2, so its top level is read as flat constants: add `\"formatVersion\": 2` to use `Constants` and style groups"
                : ""
            diagnostics.append(
                source.diagnostic(
                    .invalidConstantValue,
                    "constant `\(entry.key)` holds \(entry.value.summary); a constant must be a string, number or boolean, so it is skipped"
                        + hint,
                    at: entry.value.offset, keyPath: keyPath))
        }
    }

    private mutating func addStyle(_ entry: PlistEntry, group: String) {
        let body: StyleDefinition.Body
        switch entry.value.kind {
        case .dictionary(let properties):
            var reader = StyleBodyReader(source: source, keys: keys)
            body = .dictionary(reader.read(properties, keyPath: "\(group).\(entry.key)"))
            diagnostics += reader.diagnostics
        case .string(let text):
            guard let names = StyleReference.names(in: text) else {
                diagnostics.append(invalidStyle(entry, group: group, found: entry.value.summary))
                return
            }
            body = .alias(StyleBody.References(names: names, offset: entry.value.offset))
        default:
            diagnostics.append(invalidStyle(entry, group: group, found: entry.value.summary))
            return
        }
        let definition = StyleDefinition(name: entry.key, group: group, keyOffset: entry.keyOffset, body: body, file: file)
        if let first = styles.add(definition) {
            diagnostics.append(
                source.diagnostic(
                    .duplicateStyle,
                    "style `\(entry.key)` is defined again in group `\(group)`; the first definition (in `\(first.group)`) is used and this one is ignored",
                    at: entry.keyOffset, keyPath: definition.keyPath,
                    notes: [source.note("first defined here", at: first.keyOffset, keyPath: first.keyPath)]))
        }
    }

    private func invalidStyle(_ entry: PlistEntry, group: String, found: String) -> Diagnostic {
        source.diagnostic(
            .invalidStyle,
            "style `\(entry.key)` holds \(found); a style must be a dictionary or a `style:` reference such as `s:OtherStyle`, so it is ignored",
            at: entry.value.offset, keyPath: "\(group).\(entry.key)")
    }
}
