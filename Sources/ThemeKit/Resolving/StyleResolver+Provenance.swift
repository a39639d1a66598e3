/// What a resolver records for `explain` (only when asked to): each hop
/// as resolution took it, and where each assignment came from.
extension StyleResolver {
    /// A hop as resolution took it: what kind, to which style, written where.
    struct RecordedStep {
        var kind: StyleExplanation.Step.Kind
        var style: String
        var layer: Int
        var site: ValueSite
    }

    /// Where one assignment came from.
    struct RecordedOrigin {
        var keyPath: String
        var value: ThemeValue
        /// The constants its resolution looked up, in order.
        var constants: NamedConstants
        var site: ValueSite
        var layer: Int
        var style: String
        var steps: [RecordedStep]
    }
}
