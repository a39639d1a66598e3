/// A path pattern of `exclude` in themecheck.json: `*` is any run of
/// characters within one path component, `**` any run across components
/// (`**/` also matches no folder at all), `?` one character, and anything
/// else itself.
struct Glob {
    private let pattern: [Character]

    init(_ pattern: String) {
        self.pattern = Array(pattern)
    }

    /// Whether `path` (relative, `/`-separated) matches the whole pattern.
    func matches(_ path: String) -> Bool {
        let text = Array(path)
        // Positions of the text reachable after each pattern position, kept as a
        // set of states, so no input can make matching exponential.
        var states: Set<Int> = [0]
        var index = 0
        while index < pattern.count, !states.isEmpty {
            var next: Set<Int> = []
            switch pattern[index] {
            case "*" where index + 1 < pattern.count && pattern[index + 1] == "*":
                let slashFollows = index + 2 < pattern.count && pattern[index + 2] == "/"
                for state in states {
                    if slashFollows {
                        // `**/`: no folder at all, or any folders, ending just after a `/`.
                        next.insert(state)
                        for end in state..<text.count where text[end] == "/" { next.insert(end + 1) }
                    } else {
                        next.formUnion(state...text.count)
                    }
                }
                states = next
                index += slashFollows ? 3 : 2
                continue
            case "*":
                for state in states {
                    var end = state
                    next.insert(end)
                    while end < text.count, text[end] != "/" { end += 1; next.insert(end) }
                }
            case "?":
                for state in states where state < text.count && text[state] != "/" { next.insert(state + 1) }
            case let literal:
                for state in states where state < text.count && text[state] == literal { next.insert(state + 1) }
            }
            states = next
            index += 1
        }
        return index == pattern.count && states.contains(text.count)
    }
}
