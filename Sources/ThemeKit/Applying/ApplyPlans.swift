/// The apply plans of one manager, by style and object type.
///
/// A plan is used while the style's resolution is the one it was made from;
/// a new resolution (after a change of themes, variants or overrides)
/// replaces it on first use. One entry per style and type ever applied.
@MainActor
final class ApplyPlans {
    private struct Key: Hashable {
        var style: String
        var type: ObjectIdentifier
    }

    private var plans: [Key: ApplyPlan] = [:]

    nonisolated init() {}

    /// Applies style `name` to `object` through a plan made from the
    /// resolver of `generation`; nil when there is none, so the caller
    /// resolves and calls ``apply(_:generation:to:)``.
    func applyIfPlanned(_ name: String, generation: Int, to object: any Stylable) -> ApplyReport? {
        guard let plan = plans[Key(style: name, type: ObjectIdentifier(type(of: object)))],
            plan.generation == generation, !plan.isProvisional
        else { return nil }
        return plan.run(on: object)
    }

    /// Applies `style` to `object` through its plan, compiling the plan first
    /// when needed; `generation` is the resolver's the style came from, if known.
    func apply(_ style: ResolvedStyle, generation: Int?, to object: any Stylable) -> ApplyReport {
        let key = Key(style: style.name, type: ObjectIdentifier(type(of: object)))
        if let plan = plans[key], plan.style.identity === style.identity, !plan.isProvisional {
            return plan.run(on: object)
        }
        let plan = ApplyPlan(style, for: object, generation: generation)
        plans[key] = plan
        return plan.run(on: object)
    }
}
