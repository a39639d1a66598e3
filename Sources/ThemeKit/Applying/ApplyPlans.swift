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

    // Main-actor state touched by one statement at a time (no access spans a
    // call back into this type), so without Swift's run-time exclusivity
    // check, which cost a sixteenth of a cached apply.
    @exclusivity(unchecked) private var plans: [Key: ApplyPlan] = [:]
    /// The plans used last, checked before the table: a screen applies a few
    /// styles over and over, and comparing a type and a short name costs a
    /// fraction of hashing them.
    @exclusivity(unchecked) private var recent = ContiguousArray<(key: Key, plan: ApplyPlan)?>(repeating: nil, count: 8)
    /// The slot of ``recent`` the next plan found in the table replaces.
    @exclusivity(unchecked) private var nextRecent = 0
    /// The styles applied once to a type, without keeping a plan: a plan is
    /// compiled on the second apply, so a style applied once (a screen shown
    /// once) does not pay for compiling one.
    @exclusivity(unchecked) private var appliedOnce: Set<Key> = []

    nonisolated init() {}

    /// Applies style `name` to `object` through a plan made from the
    /// resolver of `generation`; nil when there is none, so the caller
    /// resolves and calls ``apply(_:generation:to:recordsOriginals:)``.
    func applyIfPlanned(_ name: String, generation: Int, to object: any Stylable) -> ApplyReport? {
        let key = Key(style: name, type: ObjectIdentifier(type(of: object)))
        guard let plan = plan(for: key), plan.generation == generation, !plan.isProvisional else { return nil }
        return plan.run(on: object, recordsOriginals: false)
    }

    /// The plan kept for `key`, from the recent ones first.
    private func plan(for key: Key) -> ApplyPlan? {
        for slot in recent {
            if let slot, slot.key.type == key.type, slot.key.style == key.style { return slot.plan }
        }
        guard let plan = plans[key] else { return nil }
        remember(plan, for: key)
        return plan
    }

    private func remember(_ plan: ApplyPlan, for key: Key) {
        if let slot = recent.firstIndex(where: { $0?.key == key }) {
            recent[slot] = (key, plan)
            return
        }
        recent[nextRecent] = (key, plan)
        nextRecent = (nextRecent + 1) % recent.count
    }

    /// Applies `style` to `object` through its plan: on the first apply of
    /// the style to the type, the plan's decisions carried out at once, then
    /// compiled (again, where one was compiled while ThemeKit learnt how a
    /// type styles); `generation` is the resolver's the style came from, if
    /// known. The run keeps the originals of what it sets first when
    /// `recordsOriginals` (a registered object's).
    func apply(_ style: ResolvedStyle, generation: Int?, to object: any Stylable, recordsOriginals: Bool) -> ApplyReport {
        let key = Key(style: style.name, type: ObjectIdentifier(type(of: object)))
        if let plan = plan(for: key), plan.style.identity === style.identity, !plan.isProvisional {
            return plan.run(on: object, recordsOriginals: recordsOriginals)
        }
        if appliedOnce.insert(key).inserted { return ApplyPlan.applyOnce(style, to: object, recordsOriginals: recordsOriginals) }
        let plan = ApplyPlan(style, for: object, generation: generation)
        plans[key] = plan
        remember(plan, for: key)
        return plan.run(on: object, recordsOriginals: recordsOriginals)
    }
}
