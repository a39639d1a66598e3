/// Token sets read once and combined per configuration (Tokens Studio's
/// themes): each set's tokens are collected a single time, and a
/// configuration's value of a path is the token of the highest-ranked set
/// that defines it. A variant is worked out only for the paths of the sets
/// whose rank it changes, so its cost is what it changes, never every set
/// again (a group of many themes over a large shared set stays linear).
extension DesignTokenReader {
    /// One set: where it is, and its name (the key configurations rank it by).
    struct RankedSet {
        var name: String
        var file: Int
        var node: PlistNode
    }

    /// A variant's configuration: each set's rank (nil: not read) and the
    /// sets whose rank may differ from the base's (the only ones looked at).
    struct Configuration {
        var variant: String
        var rank: (String) -> (Int, Int)?
        var candidates: [String]
    }

    /// Reads `sets` once each, keeps for the base each path's token of the
    /// highest `baseRank`, and for each configuration each changed path's
    /// token where it differs from the base's; the theme tree goes into
    /// `top`, other files' trees on `includes`.
    static func read(
        _ sets: [RankedSet], baseRank: (String) -> (Int, Int)?, configurations: [Configuration], into top: inout PlistNode,
        source: SourceFile, includes: IncludeLoader?, document: Int
    ) -> [Diagnostic] {
        var reader = DesignTokenReader(sources: includes?.sources ?? [source])
        reader.isReadingLayers = true
        reader.includes = includes
        var tokensOfSet: [[Int]] = []
        var setOfName: [String: Int] = [:]
        for (index, set) in sets.enumerated() {
            reader.currentFile = set.file
            // Each set apart: a path two sets define is two candidates, not one replacing the other.
            reader.currentVariant = "\u{1}\(index)"
            let before = reader.tokens.count
            reader.collectTree(set.node)
            tokensOfSet.append(Array(before..<reader.tokens.count))
            setOfName[set.name] = setOfName[set.name] ?? index
        }
        // Each path's definers in the base's order, best first, and each set's token of a path.
        var tokenOfPath: [[String: Int]] = Array(repeating: [:], count: sets.count)
        var baseOrdered: [String: [(token: Int, set: Int, rank: (Int, Int))]] = [:]
        for (set, indices) in tokensOfSet.enumerated() {
            for token in indices {
                let path = reader.tokens[token].dottedPath
                tokenOfPath[set][path] = token
                if let rank = baseRank(sets[set].name) { baseOrdered[path, default: []].append((token, set, rank)) }
            }
        }
        for path in baseOrdered.keys { baseOrdered[path]?.sort { $0.rank > $1.rank } }
        var chosen: [DesignTokens.Token] = []
        var baseWinners: [String: Int] = [:]
        for indices in tokensOfSet {
            for token in indices {
                let path = reader.tokens[token].dottedPath
                guard baseWinners[path] == nil, let found = baseOrdered[path]?.first?.token else { continue }
                baseWinners[path] = found
                var kept = reader.tokens[found]
                kept.variant = nil
                chosen.append(kept)
            }
        }
        for configuration in configurations {
            // The sets this configuration ranks otherwise than the base; every other set keeps its place.
            let changed = Set(
                configuration.candidates.filter { configuration.rank($0).map(\.0) != baseRank($0).map(\.0) }.compactMap { setOfName[$0] })
            var seen: Set<String> = []
            for set in changed.sorted() {
                for token in tokensOfSet[set] {
                    let path = reader.tokens[token].dottedPath
                    guard seen.insert(path).inserted else { continue }
                    // The best of the unchanged sets is the first of the base's order not changed; then the changed ones.
                    var best = (baseOrdered[path] ?? []).first { !changed.contains($0.set) }.map { (token: $0.token, rank: $0.rank) }
                    for other in changed {
                        guard let candidate = tokenOfPath[other][path], let rank = configuration.rank(sets[other].name) else { continue }
                        if best.map({ rank > $0.rank }) ?? true { best = (candidate, rank) }
                    }
                    guard let found = best?.token, found != baseWinners[path] else { continue }
                    var kept = reader.tokens[found]
                    kept.variant = configuration.variant
                    chosen.append(kept)
                }
            }
        }
        reader.tokens = chosen
        reader.layered = [:]
        let (outputs, problems) = reader.themes()
        top = (outputs[document] ?? FileOutput()).tree(at: top.offset)
        for (file, output) in outputs.sorted(by: { $0.key < $1.key }) where file != document {
            includes?.pendingTrees.append((file, output.tree(at: 0)))
        }
        return problems
    }
}
