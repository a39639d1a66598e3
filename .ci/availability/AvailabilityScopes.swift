/// What the code around a position already guarantees: the versions an
/// `if #available`, `guard #available` or `@available` promises, and the
/// platforms an `@available(P, unavailable)` declaration never runs on.
struct Guarantee {
    var versions: [Platform: Version] = [:]
    var unavailable: Set<Platform> = []

    mutating func add(_ other: Guarantee) {
        versions.merge(other.versions) { max($0, $1) }
        unavailable.formUnion(other.unavailable)
    }

    /// The version the code may assume on `platform` (Mac Catalyst takes iOS's unless named).
    func version(on platform: Platform) -> Version? {
        versions[platform] ?? (platform == .macCatalyst ? versions[.iOS] : nil)
    }

    /// The `#available(...)` and `@available(...)` lists in `text`, merged.
    static func written(in text: String) -> Guarantee {
        var guarantee = Guarantee()
        for marker in ["#available(", "@available("] {
            var rest = text[...]
            while let range = rest.range(of: marker) {
                rest = rest[range.upperBound...]
                guard let close = rest.firstIndex(of: ")") else { break }
                guarantee.add(parse(arguments: rest[..<close]))
                rest = rest[close...]
            }
        }
        return guarantee
    }

    /// `iOS 17, macOS 14, *` or `tvOS, unavailable` or `iOS, introduced: 17.0`.
    private static func parse(arguments: Substring) -> Guarantee {
        var guarantee = Guarantee()
        let parts = arguments.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        if parts.count >= 2, parts[1] == "unavailable" {
            if parts[0] == "*" { guarantee.unavailable = Set(Platform.allCases) }
            if let platform = Platform(domain: parts[0]) { guarantee.unavailable.insert(platform) }
            return guarantee
        }
        if parts.count >= 2, let platform = Platform(domain: parts[0]) {
            for part in parts.dropFirst() where part.hasPrefix("introduced:") {
                if let version = Version(part.dropFirst("introduced:".count).trimmingCharacters(in: .whitespaces)[...]) {
                    guarantee.versions[platform] = version
                }
            }
            return guarantee
        }
        for part in parts {
            let words = part.split(separator: " ")
            guard words.count == 2, let platform = Platform(domain: String(words[0])), let version = Version(words[1]) else { continue }
            guarantee.versions[platform] = version
        }
        return guarantee
    }
}

/// The guarantees of every region of one source file, from its braces: a
/// block opened after `if #available(...)` or a declaration with
/// `@available(...)`, and the rest of a scope after `guard #available(...) else { }`.
struct AvailabilityScopes {
    private var regions: [(range: Range<Int>, guarantee: Guarantee)] = []
    private var boundaries: [Int] = [0]
    private let source: SourceText

    init(_ source: SourceText) {
        self.source = source
        struct Scope {
            var start: Int
            var guarantee: Guarantee
            var guardGuarantee: Guarantee?
            var guardsAfter: [(Int, Guarantee)]
        }
        var stack: [Scope] = []
        var topLevelGuards: [(Int, Guarantee)] = []
        var lastBoundary = 0
        let code = source.code
        for (offset, byte) in code.enumerated() {
            switch byte {
            case UInt8(ascii: "{"):
                let header = source.text(lastBoundary..<offset)
                let written = Guarantee.written(in: header)
                let isGuard = header.range(of: #"\bguard\b[^{]*#available\("#, options: .regularExpression) != nil
                stack.append(
                    Scope(
                        start: offset, guarantee: isGuard ? Guarantee() : written,
                        guardGuarantee: isGuard ? written : nil, guardsAfter: []))
                lastBoundary = offset + 1
                boundaries.append(lastBoundary)
            case UInt8(ascii: "}"):
                guard let scope = stack.popLast() else { continue }
                regions.append((scope.start..<offset, scope.guarantee))
                for (start, guarantee) in scope.guardsAfter { regions.append((start..<offset, guarantee)) }
                if let guarantee = scope.guardGuarantee {
                    if stack.isEmpty {
                        topLevelGuards.append((offset, guarantee))
                    } else {
                        stack[stack.count - 1].guardsAfter.append((offset, guarantee))
                    }
                }
                lastBoundary = offset + 1
                boundaries.append(lastBoundary)
            case UInt8(ascii: ";"):
                lastBoundary = offset + 1
                boundaries.append(lastBoundary)
            default:
                continue
            }
        }
        for (start, guarantee) in topLevelGuards { regions.append((start..<code.count, guarantee)) }
    }

    /// What holds at a 1-based line and column: every enclosing region's
    /// guarantee, and what the statement written so far says (an
    /// `@available` on the declaration, an `#available` earlier in the condition).
    func guarantee(line: Int, column: Int) -> Guarantee {
        let offset = source.offset(line: line, column: column)
        var guarantee = Guarantee()
        for region in regions where region.range.contains(offset) { guarantee.add(region.guarantee) }
        let statementStart = boundaries.last { $0 <= offset } ?? 0
        guarantee.add(Guarantee.written(in: source.text(statementStart..<offset)))
        return guarantee
    }
}
