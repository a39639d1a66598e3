/// What a declaration needs on one platform, as its `@available` says: not
/// there at all, or there from a version (nil when it names none).
enum Requirement: Equatable {
    case unavailable
    case introduced(Version?)

    /// The requirement a symbol's availability states for `platform`:
    /// unavailable when marked so or obsoleted, else its introduction, if any.
    init(_ symbol: Symbol, on platform: Platform) {
        let entries = (symbol.availability ?? []).filter { $0.domain == platform.domain }
        if entries.contains(where: { $0.isUnconditionallyUnavailable == true || $0.obsoleted != nil }) {
            self = .unavailable
        } else {
            self = .introduced(entries.compactMap(\.introduced).map(Version.init).max())
        }
    }

    /// Whether the symbol names `platform` at all (a Swift declaration of the
    /// iOS SDK names every platform; one imported from Objective-C only iOS).
    static func isStated(by symbol: Symbol, on platform: Platform) -> Bool {
        (symbol.availability ?? []).contains { $0.domain == platform.domain }
    }

    /// What is wrong with a stub that states `self` where the SDK states
    /// `sdk`, in words, or nil when the stub claims no more than the SDK
    /// gives: not available where the SDK has it not, nor earlier.
    func problem(against sdk: Requirement, on platform: Platform, floor: Version, sdkName: String, sdkHasIt: Bool) -> String? {
        let domain = platform.domain
        switch (self, sdk) {
        case (.unavailable, .unavailable):
            return nil
        case (_, .unavailable):
            let why = sdkHasIt ? "marks it unavailable there" : "does not declare it"
            return "is available on \(domain) here, but \(sdkName) \(why): mark it `@available(\(domain), unavailable)`"
        case (.unavailable, .introduced(let version)):
            let from = version.map { " from \(domain) \($0)" } ?? ""
            return "is marked `@available(\(domain), unavailable)` here, but \(sdkName) has it\(from): remove the mark"
        case (.introduced(let claimed), .introduced(let version)):
            guard let version, (claimed ?? floor) < version else { return nil }
            let stated = claimed.map { "claims \(domain) \($0)" } ?? "claims \(domain) \(floor) (no `@available`: the package's floor)"
            return "\(stated), but \(sdkName) introduces it in \(domain) \(version): declare `@available(\(domain) \(version), *)`"
        }
    }
}
