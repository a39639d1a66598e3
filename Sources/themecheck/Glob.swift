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
    ///
    /// Keeps, for each pattern position, which text positions can be reached
    /// (one sweep of the text a pattern character), so no pattern can make
    /// matching exponential: time is the product of the two lengths.
    func matches(_ path: String) -> Bool {
        let text = Array(path)
        var reached = [Bool](repeating: false, count: text.count + 1)
        reached[0] = true
        var index = 0
        while index < pattern.count {
            var next = [Bool](repeating: false, count: text.count + 1)
            if pattern[index] == "*", index + 1 < pattern.count, pattern[index + 1] == "*" {
                let slashFollows = index + 2 < pattern.count && pattern[index + 2] == "/"
                var active = false
                for position in 0...text.count {
                    active = active || reached[position]
                    // `**/`: no folder at all, or any folders, ending just after a `/`.
                    next[position] = slashFollows ? reached[position] || (active && position > 0 && text[position - 1] == "/") : active
                }
                index += slashFollows ? 3 : 2
            } else {
                var active = false
                for position in 0...text.count {
                    switch pattern[index] {
                    case "*":
                        // From a reached position up to the end of its component.
                        if position > 0, text[position - 1] == "/" { active = false }
                        active = active || reached[position]
                        next[position] = active
                    case "?":
                        next[position] = position > 0 && reached[position - 1] && text[position - 1] != "/"
                    case let literal:
                        next[position] = position > 0 && reached[position - 1] && text[position - 1] == literal
                    }
                }
                index += 1
            }
            reached = next
        }
        return reached[text.count]
    }
}
