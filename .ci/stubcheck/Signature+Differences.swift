/// How a stub's signature differs from the SDK's, in words a reader can act on.
extension Signature {
    /// Each way this (a stub's) signature differs from `sdk`'s; empty when a
    /// call written against the stub compiles against the SDK the same way.
    ///
    /// `labels` name the parameters in messages. `omitted` is the number of
    /// trailing SDK parameters the stub leaves out, as a simplification
    /// Docs/Platforms.md lists (`RoundedRectangle(cornerRadius:)` has no `style:`).
    func differences(from sdk: Signature, labels: [String], omitted: Int = 0) -> [String] {
        guard kind == sdk.kind else { return ["is \(article(kind)) here, \(article(sdk.kind)) in the SDK"] }
        var found: [String] = []
        if isStatic != sdk.isStatic {
            found.append(isStatic ? "is static here, an instance member in the SDK" : "is an instance member here, static in the SDK")
        }
        let expected = Array(sdk.parameters.dropLast(omitted))
        if parameters.count != expected.count {
            found.append("takes \(parameters.count) parameters here, \(expected.count) in the SDK")
        } else {
            for (index, (mine, theirs)) in zip(parameters, expected).enumerated() where mine != theirs {
                let label = index < labels.count && labels[index] != "_" ? "`\(labels[index]):`" : "\(index + 1)"
                found.append("parameter \(label) is `\(mine.shown)` here, `\(theirs.shown)` in the SDK\(optionality(mine, theirs))")
            }
        }
        if let mine = result, let theirs = sdk.result, mine != theirs {
            let what = kind.hasSuffix("property") || kind == "variable" ? "has type" : kind == "type alias" ? "aliases" : "returns"
            found.append("\(what) `\(mine.shown)` here, `\(theirs.shown)` in the SDK\(optionality(mine, theirs))")
        } else if (result == nil) != (sdk.result == nil), kind != "type alias" {
            found.append("returns `\(result?.shown ?? "Void")` here, `\(sdk.result?.shown ?? "Void")` in the SDK")
        }
        if failability != sdk.failability {
            found.append("is `init\(failability)` here, `init\(sdk.failability)` in the SDK")
        }
        if effects != sdk.effects {
            found.append("is `\(effects.joined(separator: " "))` here, `\(sdk.effects.joined(separator: " "))` in the SDK")
        }
        if isSettable == true, sdk.isSettable == false {
            found.append("can be set here, is get-only in the SDK")
        }
        if constraints != sdk.constraints {
            let mine = constraints.map(\.shown).joined(separator: ", ")
            let theirs = sdk.constraints.map(\.shown).joined(separator: ", ")
            found.append("requires `\(mine)` here, `\(theirs)` in the SDK")
        }
        return found
    }

    /// ` (optionality)` when two types differ only in a trailing `?` or `!`.
    private func optionality(_ mine: TypeText, _ theirs: TypeText) -> String {
        let bare = { (key: String) in key.hasSuffix("?") || key.hasSuffix("!") ? String(key.dropLast()) : key }
        return bare(mine.key) == bare(theirs.key) ? " (optionality)" : ""
    }

    private func article(_ kind: String) -> String {
        ("aeiou".contains(kind.first ?? " ") ? "an " : "a ") + kind
    }
}
