extension DesignTokenReader {
    /// The most tokens `$extends` may copy in: a group extending groups that
    /// extend groups grows with the product of their sizes, and a file of a
    /// few kilobytes must not become millions of tokens.
    static let maximumInheritedTokens = 50_000

    /// Finds every token under `node`, groups giving their `$type` to what
    /// they hold. A group with `$extends` (`"{base.button}"`) first holds a
    /// copy of that group's tokens under its own path; its own tokens of the
    /// same name replace them (DTCG 2025.10 group inheritance).
    mutating func collect(
        _ node: PlistNode, path: [String], inheritedType: String?, depth: Int, extending: [String] = [], deprecation: String? = nil
    ) {
        guard let entries = node.entries, depth < 64 else { return }
        let (file, variant) = (currentFile, currentVariant)
        let unprefixed = unprefixedFiles.contains(file)
        let typeKey = unprefixed ? "type" : "$type"
        let deprecation = Self.deprecation(in: entries) ?? deprecation
        let ownGroupType = entries.first { $0.key == typeKey }
        var type = ownGroupType.flatMap { formatType($0.value.string, at: $0.value.offset) } ?? inheritedType
        // `$ref` on a group is `$extends` written as JSON Schema writes it (2025.10 "Equivalence to JSON Schema `$ref`").
        if let base = entries.first(where: { $0.key == "$extends" }) ?? entries.first(where: { $0.key == "$ref" }).map(Self.extendsEntry) {
            // The group takes the `$type` of the group it extends, unless it has its own.
            let baseType = inherit(base, into: path, depth: depth, extending: extending)
            type = ownGroupType?.value.string.flatMap { Self.exporterTypes[$0] ?? $0 } ?? baseType ?? inheritedType
        }
        for entry in entries {
            if entry.key.hasPrefix("$"), entry.key != "$root" { continue }
            guard let childEntries = entry.value.entries else { continue }
            // `$root` is the group's own token: named by the group's path.
            let childPath = entry.key == "$root" ? path : path + [entry.key]
            let isUnprefixedToken = Self.isUnprefixedToken(childEntries, inUnprefixedFile: unprefixed)
            if isUnprefixedToken || childEntries.contains(where: { $0.key == "$value" }) || Self.isReferenceToken(childEntries) {
                if isUnprefixedToken { noteLegacy(.unprefixedKeys, at: entry.keyOffset) }
                let typeEntry = childEntries.first { $0.key == (isUnprefixedToken ? "type" : "$type") }
                var ownType = typeEntry.flatMap { formatType($0.value.string, at: $0.value.offset) } ?? type
                if ownType == nil, isUnprefixedToken, childPath.first?.lowercased() == "color" {
                    // Style Dictionary's own rule (`attribute/cti`): a token under `color` is a colour.
                    ownType = "color"
                    noteLegacy(.categoryType, at: entry.keyOffset)
                }
                let node = isUnprefixedToken ? Self.prefixingKeys(of: entry.value) : entry.value
                var token = DesignTokens.Token(path: childPath, node: node, type: ownType, keyOffset: entry.keyOffset)
                token.root = currentRoot
                token.exporterType = typeEntry?.value.string.flatMap { Self.exporterTypes[$0] != nil ? $0 : nil }
                if let extends = childEntries.first(where: { $0.key == "$extends" }) {
                    invalid(token, "`$extends` belongs to a group; a token cannot extend anything", at: extends.value.offset)
                    continue
                }
                token.deprecation = Self.deprecation(in: childEntries) ?? deprecation
                (token.file, token.variant) = (file, variant)
                let layerKey = (variant ?? "") + "|" + token.dottedPath
                if let copied = inherited.removeValue(forKey: token.dottedPath) {
                    tokens[copied] = token
                } else if let earlier = layered[layerKey] {
                    // A later set (or source of a context) of a resolver document replaces the token, typed as it was.
                    token.type = token.type ?? tokens[earlier].type
                    tokens[earlier] = token
                } else {
                    if isReadingLayers { layered[layerKey] = tokens.count }
                    tokens.append(token)
                }
            } else {
                collect(entry.value, path: childPath, inheritedType: type, depth: depth + 1, extending: extending, deprecation: deprecation)
            }
        }
    }

    /// Copies the tokens of the group `base` names into `path`, once per
    /// chain: a group extending itself, an ancestor, or a group on its own
    /// chain of `$extends` is a loop, reported once and not followed.
    @discardableResult
    private mutating func inherit(_ base: PlistEntry, into path: [String], depth: Int, extending: [String]) -> String? {
        let group = path.joined(separator: ".")
        if let file = member("$ref", of: base.value)?.string, !file.hasPrefix("#") {
            return inheritFile(file, at: base.value.offset, into: path, depth: depth, extending: extending)
        }
        guard let reference = aliasTarget(of: base.value) else {
            invalid(path, "`$extends` names a group as `{group.path}`, or a file as `{\"$ref\": \"file.json\"}`", at: base.value.offset)
            return nil
        }
        let target = reference.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let (node, type) = groupNode(at: target) else {
            invalid(path, "`$extends` names `{\(reference)}`, which is no group of the file", at: base.value.offset)
            return nil
        }
        let isAncestorOrSelf = target.count <= path.count && Array(path.prefix(target.count)) == target
        if isAncestorOrSelf || extending.contains(reference) || reference == group {
            if reportedExtendsLoops.insert(group).inserted {
                invalid(
                    path, "`$extends` of `{\(reference)}` leads back to this group, a loop, so it inherits nothing", at: base.value.offset)
            }
            return nil
        }
        guard inheritedCount < Self.maximumInheritedTokens else {
            report(
                .limitExceeded,
                "group `\(group)`: `$extends` would copy more than \(Self.maximumInheritedTokens) tokens in all, so it inherits nothing",
                at: base.value.offset)
            return nil
        }
        let before = tokens.count
        collect(node, path: path, inheritedType: type, depth: depth + 1, extending: extending + [reference, group])
        for index in before..<tokens.count { inherited[tokens[index].dottedPath] = index }
        inheritedCount += tokens.count - before
        return type
    }

    /// Whether an object is a token marked `value` rather than `$value`: in a
    /// file that writes no `$value`, or beside a `type` string (Tokens Studio
    /// mixes both forms in one file).
    static func isUnprefixedToken(_ entries: [PlistEntry], inUnprefixedFile: Bool) -> Bool {
        guard !entries.contains(where: { $0.key == "$value" }), entries.contains(where: { $0.key == "value" }) else { return false }
        return inUnprefixedFile || entries.contains { $0.key == "type" && $0.value.string != nil }
    }

    /// Whether an object is a token written as a `$ref` to another (`{"$ref": "#/colors/blue", "$type": "color"}`):
    /// `$ref` and nothing but `$` properties beside it.
    static func isReferenceToken(_ entries: [PlistEntry]) -> Bool {
        entries.contains { $0.key == "$ref" } && entries.allSatisfy { $0.key.hasPrefix("$") }
    }

    /// `$deprecated` among a token's or group's entries: its reason, "" for
    /// `true`; `false` (or no `$deprecated`) is nil, so a group's deprecation
    /// reaches its tokens unless one says `false`.
    static func deprecation(in entries: [PlistEntry]) -> String?? {
        guard let node = entries.first(where: { $0.key == "$deprecated" })?.value else { return nil }
        switch node.kind {
        case .string(let reason): return .some(reason)
        case .bool(true): return .some("")
        default: return .some(nil)
        }
    }

    /// The group at `path` from the file's top, with the `$type` it holds or inherits; nil where no group is.
    private func groupNode(at path: [String]) -> (PlistNode, String?)? {
        var node = root
        var type = member("$type", of: root)?.string
        for key in path {
            guard let child = member(key, of: node), child.entries != nil, member("$value", of: child) == nil else { return nil }
            node = child
            type = member("$type", of: child)?.string ?? type
        }
        return (node, type)
    }

    /// A group's problem, reported as a token's (`invalid-constant-value`).
    mutating func invalid(_ path: [String], _ why: String, at offset: Int) {
        var group = DesignTokens.Token(path: path, node: root, type: nil, keyOffset: offset)
        group.file = currentFile
        invalid(group, why, at: offset)
    }

    /// `$extends` as `{"$ref": "file.json#/group"}` (DTCG 2025.10 allows a
    /// reference there): the group's tokens come from that file, or from the
    /// group its pointer names, read as an include is (never outside the
    /// top-level theme's folder) and reported in that file.
    private mutating func inheritFile(_ reference: String, at offset: Int, into path: [String], depth: Int, extending: [String]) -> String?
    {
        let group = path.joined(separator: ".")
        guard let includes else {
            report(
                .includeNotFound,
                "group `\(group.isEmpty ? "(top)" : group)`: `$extends` names the file `\(reference)`, and a file loaded from data without a folder cannot refer to files; give `baseURL` when loading it",
                at: offset)
            return nil
        }
        guard !extending.contains(reference) else {
            invalid(path, "`$extends` of `\(reference)` leads back to this group, a loop, so it inherits nothing", at: offset)
            return nil
        }
        guard inheritedCount < Self.maximumInheritedTokens else {
            report(
                .limitExceeded,
                "group `\(group)`: `$extends` would copy more than \(Self.maximumInheritedTokens) tokens in all, so it inherits nothing",
                at: offset)
            return nil
        }
        guard extending.count / 2 < IncludeLoader.maximumDepth else {
            report(
                .limitExceeded,
                "group `\(group)`: `$extends` of `\(reference)` nests files deeper than \(IncludeLoader.maximumDepth), as includes may not; it inherits nothing",
                at: offset)
            return nil
        }
        let pieces = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let (read, problems) = includes.readTokenFile(String(pieces[0]), from: currentFile, at: offset, keyPath: "$extends")
        diagnostics += problems
        guard let read else { return nil }
        refreshSources()
        var node = read.top
        var type = member("$type", of: node)?.string
        for key in pieces.count > 1 ? pieces[1].split(separator: "/").map(Self.pointerKey) : [] {
            guard let child = member(key, of: node), child.entries != nil else {
                invalid(path, "`$extends` names `\(reference)`, which is no group of that file", at: offset)
                return nil
            }
            node = child
            type = member("$type", of: child)?.string ?? type
        }
        let saved = (currentFile, root, currentRoot)
        defer { (currentFile, root, currentRoot) = saved }
        (currentFile, root, currentRoot) = (read.index, read.top, roots.count)
        roots.append(read.top)
        let before = tokens.count
        collect(node, path: path, inheritedType: type, depth: depth + 1, extending: extending + [reference, group])
        for index in before..<tokens.count { inherited[tokens[index].dottedPath] = index }
        inheritedCount += tokens.count - before
        return type
    }

    /// A group's `"$ref": "#/button"` as the `$extends` it is equivalent to: `{"$ref": "#/button"}`.
    static func extendsEntry(_ reference: PlistEntry) -> PlistEntry {
        let node = PlistNode(
            kind: .dictionary([PlistEntry(key: "$ref", keyOffset: reference.keyOffset, value: reference.value)]),
            offset: reference.value.offset)
        return PlistEntry(key: "$extends", keyOffset: reference.keyOffset, value: node)
    }
}
