/// `property-type`: a style's value whose kind contradicts the one every
/// bridge table declaring its key path gives it (`layer.borderWidth` a
/// colour, `textColor` a number), which lint would pass and apply would
/// fail. Key paths no table declares (an app's own properties), or that
/// tables declare with different kinds, are not judged; nor is null, nor a
/// value naming a run-time constant the app supplies, nor a constant-shaped
/// name no theme defines (`undefined-constant` says that already), nor text
/// that `suspicious-value` already says is almost a convention. A `style:` reference
/// is not a value: what it brings in is judged as its own key paths. A
/// value that many styles inherit is reported once, at its place.
struct PropertyTypeRule: ResolvedStyleRule {
    /// The code it reports, declared with everything said about it.
    static let code = Diagnostic.Code(
        "property-type", .warning,
        summary: "A value whose kind contradicts the type the bridges' tables give its key path.",
        explanation: """
            Every bridge table (UIKit, AppKit, QuartzCore's `CALayer`, SwiftUI's `ThemeViewStyle`) that declares the key path, \
            following `layer.`, `titleLabel.` and the other child keys and ignoring a state qualifier, converts it from one kind, \
            and the style's resolved value is another: `layer.borderWidth` a colour, `textColor` a number. Lint would pass it \
            and apply would fail. The message names the tables. Key paths no table declares (an app's own properties) or that \
            tables declare with different kinds are not judged, nor is `null`; a constant counts as what it resolves to, \
            a numeric string is a number, as apply reads it, and what a `style:` reference brings in is judged at its own key \
            paths. A name no theme defines, and text `suspicious-value` reports, are left to those codes. Turn it off, or make \
            it an error, in themecheck.json's `rules` like any other code.
            """,
        examples: .init(
            triggering: [#"{"formatVersion": 2, "Styles": {"Card": {"layer.borderWidth": "c:#000000"}}}"#],
            notTriggering: [#"{"formatVersion": 2, "Styles": {"Card": {"layer.borderWidth": 1, "layer.borderColor": "c:#000000"}}}"#]))

    func check(_ style: ResolvedStyle, in context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for assignment in style.assignments {
            guard let expectation = BridgeKeyTypes.expectation(for: assignment.path), !expectation.kind.accepts(assignment.value)
            else { continue }
            let place = assignment.origin ?? SourceLocation(file: context.defaultTheme.path)
            if isReportedOtherwise(assignment.value, at: place, in: style, context: context) { continue }
            let message =
                "`\(assignment.keyPath)` is \(assignment.value.kindDescription), but every bridge table that declares it takes "
                + "\(expectation.kind.description) (\(expectation.tables.joined(separator: ", ")))"
            found.append(Diagnostic(.propertyType, message, at: place))
        }
        return found
    }

    /// Whether `value` is a name no theme defines (`undefined-constant`), a
    /// run-time constant the app supplies, or text `suspicious-value` reports
    /// at `place`: each already said, or not the theme's to say.
    private func isReportedOtherwise(_ value: ThemeValue, at place: SourceLocation, in style: ResolvedStyle, context: LintContext) -> Bool {
        if case .string(let text) = value, style.diagnostics.contains(where: { $0.undefinedName == text }) { return true }
        let runtime = context.options.runtimeConstants.including(context.chain.layers, everyListingGroup: true)
        if runtime.unsuppliedName(in: value, isSupplied: { context.chain.constant(named: $0) != nil }) != nil { return true }
        guard context.options.isEnabled(.suspiciousValue) else { return false }
        return style.diagnostics.contains { $0.code == Diagnostic.Code.suspiciousValue.rawValue && $0.location == place }
    }

    /// Each finding once: a value that many styles inherit is one place to fix.
    func finish(_ findings: [Diagnostic]) -> [Diagnostic] {
        var reported: [SourceLocation: Set<String>] = [:]
        return findings.filter { reported[$0.location, default: []].insert($0.message).inserted }
    }
}

extension Diagnostic.Code {
    /// `property-type`: A value whose kind contradicts the type the bridges' tables give its key path.
    public static let propertyType = PropertyTypeRule.code
}
