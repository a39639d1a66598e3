extension DesignTokenReader {
    /// The constants of aliases whose token, followed along its aliases, was
    /// left out (or gives no constant), each reported once at the alias under
    /// the code its target's problem had, naming that token (themecheck.md,
    /// third edition): an alias is not blamed as `undefined-constant`. A
    /// constant with several aliases (a typography's family and size) is
    /// left out when any of them leads to a token that was.
    ///
    /// Each constant is settled once, by a walk with its own stack, so the
    /// pass is linear in the aliases and a long chain cannot exhaust the stack.
    mutating func aliasesOfLeftOutTokens(defined: Set<String>) -> Set<String> {
        var targets: [String: [String]] = [:]
        for use in aliasUses {
            guard let name = names[use.token.dottedPath] else { continue }
            targets[name, default: []].append(use.target)
        }
        /// The left-out token each alias constant leads to, or nil when it stands.
        var culprits: [String: String?] = [:]
        for start in targets.keys where culprits[start] == nil {
            // Depth first: a constant is settled once every constant it names is.
            var stack: [(constant: String, next: Int)] = [(start, 0)]
            var onStack: Set<String> = [start]
            while let (constant, next) = stack.last {
                let aliases = targets[constant] ?? []
                guard next < aliases.count else {
                    stack.removeLast()
                    onStack.remove(constant)
                    if culprits[constant] == nil { culprits[constant] = .some(nil) }
                    // The constant that named this one is left out with it.
                    if let parent = stack.last?.constant, let found = culprits[constant] ?? nil, (culprits[parent] ?? nil) == nil {
                        culprits[parent] = found
                    }
                    continue
                }
                stack[stack.count - 1].next += 1
                let target = aliases[next]
                guard let targetConstant = constantName(ofPath: target) else { continue }
                var found: String?
                if !defined.contains(targetConstant) {
                    found = target
                } else if let settled = culprits[targetConstant] {
                    found = settled
                } else if targets[targetConstant] != nil, onStack.insert(targetConstant).inserted {
                    stack.append((targetConstant, 0))
                    continue
                }
                if let found, culprits[constant] == nil {
                    culprits[constant] = found
                }
            }
        }
        var dropped: Set<String> = []
        for use in aliasUses {
            guard let name = names[use.token.dottedPath], let culprit = culprits[name] ?? nil else { continue }
            // Reported at the alias that leads there: the one whose own chain ends at the culprit.
            guard let targetConstant = constantName(ofPath: use.target),
                !defined.contains(targetConstant) || (culprits[targetConstant] ?? nil) == culprit
            else { continue }
            dropped.insert(name)
            currentFile = use.token.file
            let (code, why) = leftOut[culprit] ?? (Diagnostic.Code.unsupportedToken, "it gives no constant")
            report(
                code,
                "token `\(use.token.dottedPath)` refers to `{\(use.target)}`, which names a token that was left out (`\(culprit)`: \(why)); the alias is left out too",
                at: use.offset)
        }
        return dropped
    }

    /// The constant of the token at a dotted path (`$root` by its group's path).
    private func constantName(ofPath path: String) -> String? {
        names[path] ?? names[Self.shortened(path)]
    }
}
