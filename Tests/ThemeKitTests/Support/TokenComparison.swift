import Foundation

@testable import ThemeKit

/// One set's tokens held against ThemeKit's theme of them: each token the
/// reference reader reads (or leaves out) against the constant (or, for a
/// composite, the `Tokens` style) ThemeKit gives it, with a verdict.
struct TokenComparison {
    enum Verdict: String, CaseIterable {
        case agreed
        case leftOutBoth = "left-out-both"
        case differs
        case onlyReference = "only-reference"
        case onlyThemeKit = "only-themekit"
        case falseError = "false-error"
    }

    /// A token whose verdict is not agreement, or a note on one that is.
    struct Finding {
        var set: String
        var mode: String
        var path: String
        var verdict: Verdict
        var reference: String
        var themeKit: String
        var diagnostic: String?
        /// The kind of disagreement, the same for every token it befalls.
        var cause: String
    }

    let set: String
    let theme: Theme
    let manager: ThemeManager
    /// Each diagnostic by the backticked names in its message (`color.link`).
    private let diagnostics: [String: [Diagnostic]]
    /// Each diagnostic by the first backticked name in its message, its subject.
    private let subjects: [String: [Diagnostic]]

    init(set: String, theme: Theme) {
        self.set = set
        self.theme = theme
        manager = ThemeManager(defaultTheme: theme)
        var index: [String: [Diagnostic]] = [:]
        var firsts: [String: [Diagnostic]] = [:]
        for diagnostic in theme.diagnostics {
            let pieces = diagnostic.message.split(separator: "`", omittingEmptySubsequences: false)
            for (offset, piece) in pieces.enumerated() where offset % 2 == 1 { index[String(piece), default: []].append(diagnostic) }
            if pieces.count > 2 { firsts[String(pieces[1]), default: []].append(diagnostic) }
        }
        diagnostics = index
        subjects = firsts
    }

    static let composites: Set = ["shadow", "border", "typography", "transition", "gradient", "cubicBezier"]

    /// The format type a written type is read as (`fontSizes` is a dimension).
    static func kind(_ written: String?, _ value: ReferenceTokenReader.Value?) -> String {
        if let written {
            if ReferenceTokenReader.formatTypes.contains(written) { return written }
            if let mapped = ReferenceTokenReader.exporterTypes[written] { return mapped }
        }
        switch value {
        case .color: return "color"
        case .dimension: return "dimension"
        case .duration: return "duration"
        case .fontWeight: return "fontWeight"
        case .fontFamily: return "fontFamily"
        case .boolean: return "boolean"
        case .string: return "string"
        default: return written ?? "?"
        }
    }

    /// The names ThemeKit may give the token at `path`: its constant, named
    /// by the type as written or as the format type it is read as
    /// (`fontSizes`, `dimension`), and its style; each with the path as
    /// written and without a `$root` name (`color.accent.$root` may be `color.accent`).
    static func names(path: String, type: String?) -> (constants: [String], styles: [String]) {
        let components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var paths = [components]
        if components.contains("$root") { paths.append(components.filter { $0 != "$root" }) }
        var types = [type]
        let kind = kind(type, nil)
        if kind != type, kind != "?" { types.append(kind) }
        // Tokens Studio's letter spacings and line heights are lengths and numbers to the format.
        if kind == "letterSpacing" { types.append("dimension") }
        if kind == "lineHeight" { types += ["number", "dimension"] }
        let constants = paths.flatMap { path in types.map { DesignTokenReader.constantName(path: path, type: $0) } }
        return (constants, paths.map(DesignTokenReader.styleName(path:)))
    }

    /// Shows `mode` (nil: the base) in ThemeKit: its variant, or the base
    /// where the mode is what the base reads; false where ThemeKit has no variant for it.
    func show(mode: String?, of fixture: TokenCorpus.Fixture) -> Bool {
        guard let mode else {
            manager.variants = []
            return true
        }
        let variant = fixture.variant(of: mode)
        if variant.isBase {
            manager.variants = []
            return true
        }
        guard theme.constantVariants.contains(variant.name) else { return false }
        manager.variants = [variant.name]
        return true
    }

    /// The verdict on one token of a reading.
    ///
    /// `isEverLeftOut`: the reference leaves the token out in some reading
    /// of the set, so an error ThemeKit reports on it may be about that one.
    func compare(path: String, in outcome: ReferenceTokenReader.Outcome, mode: String, isEverLeftOut: Bool) -> (Verdict, Finding?) {
        let value = outcome.values[path]
        let type = outcome.types[path]
        let kind = Self.kind(type, value)
        let (constantNames, styleNames) = Self.names(path: path, type: type)
        let constantName = constantNames.first { manager.constant(named: $0) != nil } ?? constantNames[0]
        let constant = manager.constant(named: constantName)
        let styleName = styleNames.first { theme.styleNames.contains($0) } ?? styleNames[0]
        let style = theme.styleNames.contains(styleName) ? try? manager.resolvedStyle(named: styleName) : nil
        let isComposite =
            Self.composites.contains(kind) || kind == "strokeStyle" && { if case .composite = value { true } else { false } }()
        let held: String? = isComposite ? style.map(Self.describe) ?? constant?.jsonText : constant?.jsonText
        // A diagnostic on the token, or, where ThemeKit holds nothing, on a group
        // holding it (a file ThemeKit reads as no token file).
        var named = diagnostics[path] ?? []
        var prefix = path
        while held == nil, named.isEmpty, let dot = prefix.lastIndex(of: ".") {
            prefix = String(prefix[..<dot])
            named = subjects[prefix] ?? []
        }
        let hasError = !isEverLeftOut && named.contains { $0.severity == .error }
        let diagnostic = named.first.map { "\($0.code): \($0.message)" }
        func finding(_ verdict: Verdict, _ cause: String) -> (Verdict, Finding?) {
            let reference = value?.description ?? "left out: \(outcome.leftOut[path] ?? "not read")"
            let record = Finding(
                set: set, mode: mode, path: path, verdict: verdict, reference: reference,
                themeKit: held ?? "nothing (\(isComposite ? "style \(styleName)" : constantName))", diagnostic: diagnostic,
                cause: "\(verdict.rawValue) · \(kind) · \(cause)")
            return (verdict, record)
        }
        guard let value else {
            guard held != nil else { return (.leftOutBoth, nil) }
            let reason = outcome.leftOut[path].map(Self.generalized) ?? "not read"
            return finding(.onlyThemeKit, "the reference leaves it out: \(reason)")
        }
        if outcome.referenceOnly.contains(path) {
            guard held != nil else { return (.agreed, nil) }
            let match =
                isComposite ? TokenMatching.composite(value, kind: kind, style: style) : TokenMatching.scalar(value, kind: kind, constant)
            return finding(.onlyThemeKit, "a token only a `source` set gives (values \(match == .agreed ? "agree" : "differ"))")
        }
        let meaningful = TokenMatching.isAppleMeaningful(value, kind: kind)
        guard held != nil else {
            if !meaningful { return (.leftOutBoth, nil) }
            if hasError { return finding(.falseError, "ThemeKit reports an error (\(named[0].code))") }
            if !named.isEmpty { return finding(.differs, "left out with a warning (\(named[0].code))") }
            return finding(.onlyReference, "ThemeKit has no value and no diagnostic")
        }
        guard meaningful else { return finding(.onlyThemeKit, "a value with no Apple meaning") }
        let match =
            isComposite ? TokenMatching.composite(value, kind: kind, style: style) : TokenMatching.scalar(value, kind: kind, constant)
        switch match {
        case .agreed:
            if hasError { return finding(.falseError, "a value and an error (\(named[0].code))") }
            return (.agreed, nil)
        case .differs(let why):
            // The cause names what differs (`colour`, `points`); the values go in the finding.
            let what = why.split(separator: ":").first.map(String.init) ?? why
            var (verdict, record) = finding(.differs, "values differ (\(what))")
            record?.themeKit += " — \(why)"
            return (verdict, record)
        }
    }

    /// ThemeKit's constants and styles that no token of the readings names.
    func unmatched(_ outcomes: [ReferenceTokenReader.Outcome]) -> [Finding] {
        var expected: Set<String> = []
        for outcome in outcomes {
            for path in Set(outcome.values.keys).union(outcome.leftOut.keys) {
                let (constants, styles) = Self.names(path: path, type: outcome.types[path])
                expected.formUnion(constants + styles)
            }
        }
        var names = Set(theme.constantNames)
        for variant in theme.constantVariants { names.formUnion(theme.constantNames(forVariant: variant)) }
        let extra = names.union(theme.styleNames).subtracting(expected).sorted()
        return extra.map { name in
            Finding(
                set: set, mode: "any", path: name, verdict: .onlyThemeKit, reference: "no token", themeKit: name, diagnostic: nil,
                cause: "only-themekit · ? · a constant or style no token of the reference is named")
        }
    }

    static func describe(_ style: ResolvedStyle) -> String {
        "{" + style.keyPaths.map { "\($0): \(style[$0]?.jsonText ?? "")" }.joined(separator: ", ") + "}"
    }

    /// A reason with its particulars (`names`, numbers) blanked, to group alike reasons.
    static func generalized(_ reason: String) -> String {
        var parts = reason.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { $0 % 2 == 1 ? "…" : String($1) }
        parts = parts.map { $0.replacingOccurrences(of: #"-?[0-9]+(\.[0-9]+)?"#, with: "N", options: .regularExpression) }
        let text = parts.joined(separator: "`")
        return text.count > 120 ? String(text.prefix(120)) + "…" : text
    }
}
