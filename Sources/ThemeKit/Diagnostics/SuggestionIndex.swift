/// The candidates of "did you mean", indexed once for many unknown names:
/// by lower-cased spelling (a wrong case is the likeliest typo) and by
/// length (only names of a near length can be close), with each answer
/// kept. A file of thousands of unknown names then costs time linear in
/// them: each is compared with at most ``maximumComparisons`` candidates,
/// the nearest in length first, and all of them together with at most
/// ``comparisonBudget``; past it, names get no suggestion (a case typo still
/// does), rather than a search that grows with the square of the theme.
final class SuggestionIndex {
    /// The most candidates one name is compared with.
    static let maximumComparisons = 2_000
    /// The most comparisons of every name together (a thousand unknown names
    /// in a theme of a thousand styles stay within it).
    static let comparisonBudget = 1_000_000
    /// The most cells of the edit-distance tables of every name together: a
    /// comparison of long names (design tokens' `COLOR_SCHEME_LIGHT_…`) costs
    /// the product of their lengths, so a count of comparisons alone does not
    /// bound the time.
    static let cellBudget = 16_000_000

    /// How many edit-distance cells have been computed so far, all names together.
    private(set) var cellsComputed = 0

    /// How many candidates have been compared so far, all names together.
    private(set) var comparisonsMade = 0

    /// The candidates, gathered and indexed at the first question: a lint
    /// that meets no unknown name never pays for them.
    private let gather: () -> [String]
    private lazy var candidates = gather()
    /// The first two candidates of each lower-cased spelling, in candidate order.
    private lazy var byLowercase: [String: [Int]] = {
        var index: [String: [Int]] = [:]
        for (position, candidate) in candidates.enumerated() {
            let lowered = candidate.lowercased()
            if index[lowered, default: []].count < 2 { index[lowered, default: []].append(position) }
        }
        return index
    }()
    /// Candidates by their length in UTF-8 bytes, in candidate order.
    private lazy var byLength: [Int: [Int]] = Dictionary(grouping: candidates.indices) { candidates[$0].utf8.count }
    private var answers: [String: String?] = [:]

    private let budget: Int
    private let cellBudget: Int

    init(_ candidates: @autoclosure @escaping () -> [String], budget: Int = comparisonBudget, cellBudget: Int = cellBudget) {
        gather = candidates
        self.budget = budget
        self.cellBudget = cellBudget
    }

    /// What ``Suggestion/closest(to:in:)`` answers for these candidates.
    func closest(to name: String) -> String? {
        if let answer = answers[name] { return answer }
        let answer = search(name)
        answers[name] = answer
        return answer
    }

    private func search(_ name: String) -> String? {
        if let sameLetters = byLowercase[name.lowercased()]?.first(where: { candidates[$0] != name }) { return candidates[sameLetters] }
        let target = Array(name.utf8)
        let allowed = max(1, target.count / 3)
        var best: (index: Int, distance: Int)?
        var compared = 0
        for delta in 0...allowed {
            // Shorter first, each length once: the candidates compared before a budget runs out are the same every run.
            for length in delta == 0 ? [target.count] : [target.count - delta, target.count + delta] {
                for index in byLength[length] ?? [] {
                    guard compared < Self.maximumComparisons, comparisonsMade < budget, cellsComputed < cellBudget else {
                        return best.map { candidates[$0.index] }
                    }
                    let candidate = Array(candidates[index].utf8)
                    compared += 1
                    comparisonsMade += 1
                    cellsComputed += target.count * candidate.count
                    let distance = Suggestion.editDistance(target, candidate, limit: best?.distance ?? allowed)
                    // The earliest candidate wins a tie, as when every candidate is compared in order.
                    if distance <= allowed, distance < best?.distance ?? .max || (distance == best?.distance && index < best?.index ?? .max)
                    {
                        best = (index, distance)
                    }
                }
            }
        }
        return best.map { candidates[$0.index] }
    }
}
