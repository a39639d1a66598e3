extension DesignTokenReader {
    /// The constants of aliases whose token, followed along its aliases, was
    /// left out (or gives no constant), each reported once at the alias under
    /// the code its target's problem had, naming that token (themecheck.md,
    /// third edition): an alias is not blamed as `undefined-constant`.
    ///
    /// Each alias constant is settled once, its chain memoised, so the pass
    /// is linear in the aliases.
    mutating func aliasesOfLeftOutTokens(defined: Set<String>) -> Set<String> {
        var targetOfConstant: [String: String] = [:]
        for use in aliasUses {
            guard let name = names[use.token.dottedPath], targetOfConstant[name] == nil else { continue }
            targetOfConstant[name] = use.target
        }
        /// The left-out token at the end of each alias constant's chain, or nil when it stands.
        var culprits: [String: String?] = [:]
        for start in targetOfConstant.keys where culprits[start] == nil {
            var chain = [start]
            var onChain: Set<String> = [start]
            var current = targetOfConstant[start] ?? ""
            var culprit: String?
            while true {
                guard let constant = constantName(ofPath: current) else { break }
                if let known = culprits[constant] {
                    culprit = known
                    break
                }
                if !defined.contains(constant) {
                    culprit = current
                    break
                }
                guard let next = targetOfConstant[constant], onChain.insert(constant).inserted else { break }
                chain.append(constant)
                current = next
            }
            for constant in chain { culprits[constant] = culprit }
        }
        var dropped: Set<String> = []
        for use in aliasUses {
            guard let name = names[use.token.dottedPath], let culprit = culprits[name] ?? nil else { continue }
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
        names[path] ?? names[path.hasSuffix(".$root") ? String(path.dropLast(6)) : path]
    }
}
