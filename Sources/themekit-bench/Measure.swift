import Foundation

/// The median duration of `body` in seconds, after `warmups` unmeasured runs.
func median(warmups: Int = 1, runs: Int = 5, _ body: () throws -> Void) rethrows -> Double {
    for _ in 0..<warmups { try body() }
    var durations: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<max(1, runs) {
        let elapsed = try clock.measure { try body() }
        durations.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return durations.sorted()[durations.count / 2]
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// One figure of the report: a measurement, the baseline it is compared
/// with (measured in the same run), their ratio, and the target.
struct Figure {
    var key: String?
    var name: String
    var value: Double
    var unit: String
    var baseline: String
    var ratio: Double?
    var target: String
    /// Whether the target is met; nil where there is no target.
    var isMet: Bool?
    /// The number the `--json` report gives under `key`.
    var reported: Double

    init(
        key: String?, name: String, value: Double, unit: String, baseline: String, ratio: Double?,
        target: String, isMet: Bool?, reported: Double? = nil
    ) {
        self.key = key
        self.name = name
        self.value = value
        self.unit = unit
        self.baseline = baseline
        self.ratio = ratio
        self.target = target
        self.isMet = isMet
        self.reported = reported ?? ratio ?? value
    }
}

/// Numbers as the table prints them.
func formatted(_ value: Double) -> String {
    if value >= 100 { return String(format: "%.0f", value) }
    if value >= 10 { return String(format: "%.1f", value) }
    return String(format: "%.2f", value)
}
