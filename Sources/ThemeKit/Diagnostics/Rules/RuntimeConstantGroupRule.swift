/// `runtime-constant-group`: a top-level group whose every key is a constant
/// name and every value a description (Giotto apps' `DynamicConstants`),
/// that neither `_runtimeConstants` nor the configuration's `"@GROUP"`
/// declares: one warning at the group, saying how to declare it, instead of
/// an `invalid-style` per entry and an `undefined-constant` per use.
struct RuntimeConstantGroupRule: LintRule {
    var code: Diagnostic.Code { .runtimeConstantGroup }

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
