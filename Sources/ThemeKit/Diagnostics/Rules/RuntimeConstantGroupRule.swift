/// `runtime-constant-group`: a top-level group whose every key is a constant
/// name and every value a description (Giotto apps' `DynamicConstants`),
/// that neither `_runtimeConstants` nor the configuration's `"@GROUP"`
/// declares: one warning at the group, saying how to declare it, instead of
/// an `invalid-style` per entry and an `undefined-constant` per use.
struct RuntimeConstantGroupRule: LintRule {
    /// The code it reports, declared with everything said about it.
    static let code = Diagnostic.Code(
        "runtime-constant-group", .warning,
        summary: "A top-level group that lists run-time constants but is not declared.",
        explanation: """
            Every key of the group is a constant name and every value a plain description, the way an app lists the constants \
            it sets at run time with `modifyConstant` (Giotto apps call the group `DynamicConstants`). It is not read as styles, \
            and its names are not reported as `undefined-constant` where the theme uses them; this one warning at the group says \
            how to make that explicit: `"runtimeConstants": ["@GROUP"]` in themecheck.json, or the reserved `_runtimeConstants` \
            group in the theme (theme-format section 11).
            """,
        examples: .init(
            triggering: [
                #"{"formatVersion": 2, "DynamicConstants": {"COLOR_BANK_BRAND": "the bank's colour"}, "Styles": {"S": {"textColor": "COLOR_BANK_BRAND"}}}"#
            ],
            notTriggering: [
                #"{"formatVersion": 2, "_runtimeConstants": {"COLOR_BANK_BRAND": "the bank's colour"}, "Styles": {"S": {"textColor": "COLOR_BANK_BRAND"}}}"#
            ]))

    func check(_ context: LintContext) -> [Diagnostic] {
        context.chain.layers.flatMap { theme in
            theme.runtimeConstantGroups.compactMap { group -> Diagnostic? in
                guard group.name != RuntimeConstantGroup.reservedKey, !context.options.runtimeConstants.groups.contains(group.name) else {
                    return nil
                }
                let count = group.names.count
                return theme.sources[group.file].diagnostic(
                    .runtimeConstantGroup,
                    "top-level group `\(group.name)` lists \(count) constant name\(count == 1 ? "" : "s") with descriptions, as run-time constants are listed (the app sets them with `modifyConstant`), so it is not read as styles and its names are not reported where they are used; declare it with `\"runtimeConstants\": [\"@\(group.name)\"]` in themecheck.json, or name the group `_runtimeConstants`",
                    at: group.keyOffset, keyPath: group.name)
            }
        }
    }
}

extension Diagnostic.Code {
    /// `runtime-constant-group`: A top-level group that lists run-time constants but is not declared.
    public static let runtimeConstantGroup = RuntimeConstantGroupRule.code
}
