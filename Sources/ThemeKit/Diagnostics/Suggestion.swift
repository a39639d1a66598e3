/// "Did you mean" for an unknown name, by edit distance (a swap of neighbours counts as one edit).
package enum Suggestion {
    /// The candidate closest to `name`, if one is close enough to be a likely
    /// typo (at most a third of the name's length, and at least 1, edits away).
    ///
    /// A candidate that differs only in case comes first (`a` suggests `A`
    /// before `b`), since a wrong case is the likeliest typo of all.
    package static func closest(to name: String, in candidates: [String]) -> String? {
        SuggestionIndex(candidates).closest(to: name)
    }

    /// "; did you mean `X`?" (as a diagnostic asks it) or "".
    package static func didYouMean(_ name: String, in candidates: [String]) -> String {
        closest(to: name, in: candidates).map(Diagnostic.question(about:)) ?? ""
    }

    /// Edit distance counting an insertion, deletion, substitution or swap of
    /// two neighbours as one edit (optimal string alignment), giving up
    /// (returning `limit + 1`) once every path exceeds `limit`.
    static func editDistance(_ lhs: [UInt8], _ rhs: [UInt8], limit: Int) -> Int {
        var beforePrevious = [Int](repeating: 0, count: rhs.count + 1)
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for row in lhs.indices {
            current[0] = row + 1
            var rowMinimum = current[0]
            for column in rhs.indices {
                var best = min(
                    previous[column + 1] + 1, current[column] + 1,
                    previous[column] + (lhs[row] == rhs[column] ? 0 : 1))
                if row > 0, column > 0, lhs[row] == rhs[column - 1], lhs[row - 1] == rhs[column] {
                    best = min(best, beforePrevious[column - 1] + 1)
                }
                current[column + 1] = best
                rowMinimum = min(rowMinimum, best)
            }
            if rowMinimum > limit { return limit + 1 }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[rhs.count]
    }
}
