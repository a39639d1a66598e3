import Testing

@testable import ThemeKit

@Suite struct StyleKeyPathTests {
    @Test(
        arguments: [
            ("cornerRadius", ["cornerRadius"], nil, "", "cornerRadius"),
            ("layer.cornerRadius", ["layer", "cornerRadius"], nil, "layer", "cornerRadius"),
            ("selected:titleColor", ["titleColor"], "selected", "", "selected:titleColor"),
            ("titleLabel.selected:textColor", ["titleLabel", "textColor"], "selected", "titleLabel", "selected:textColor"),
            ("a.b.c", ["a", "b", "c"], nil, "a.b", "c"),
            ("é.ü:ñ", ["é", "ñ"], "ü", "é", "ü:ñ"),
        ] as [(String, [String], String?, String, String)])
    func aKeyPathIsReadIntoComponentsAndState(text: String, components: [String], state: String?, parent: String, key: String) throws {
        let path = try #require(StyleKeyPath(text))
        #expect(path.components == components)
        #expect(path.state?.rawValue == state)
        #expect(path.parent == parent[...])
        #expect(path.key == key[...])
        #expect(path.description == text)
    }

    @Test(arguments: ["", ".", "a..b", ".a", "a."])
    func aPathWithAnEmptyComponentIsRefused(text: String) {
        #expect(StyleKeyPath(text) == nil)
    }

    @Test func aPrefixedPathIsReadAsTheWholeText() throws {
        let path = StyleKeyPath(parsing: "selected:titleColor").prefixed(by: "button.")
        #expect(path.description == "button.selected:titleColor")
        #expect(path.components == ["button", "titleColor"])
        #expect(path.state == .selected)
        #expect(path == StyleKeyPath("button.selected:titleColor"))
        #expect(path.ancestors == ["button"])
        let back = path.droppingPrefix(ofLength: "button.".utf8.count)
        #expect(back.description == "selected:titleColor" && back.components == ["titleColor"] && back.state == .selected)
        let nested = StyleKeyPath(parsing: "é.ü:ñ").prefixed(by: "a:b.").droppingPrefix(ofLength: 4)
        #expect(nested.components == ["é", "ñ"] && nested.state == "ü")
        #expect(StyleKeyPath(parsing: "a.b.c").ancestors == ["a", "a.b"])
    }

    @Test func aPathIsWalkedOneComponentAtATime() {
        #expect(StyleKeyPath.splitFirst("layer.shadow.opacity")! == ("layer", "shadow.opacity"))
        #expect(StyleKeyPath.splitFirst("opacity") == nil)
        #expect(StyleKeyPath.qualified("selected:titleColor")! == (ThemeState.selected, "titleColor"))
        #expect(StyleKeyPath.qualified("titleColor") == nil)
        // Cut at the byte: a mark after the dot or colon begins the rest, as key paths are read.
        #expect(StyleKeyPath.splitFirst("é.\u{301}ü.ñ")! == ("é", "\u{301}ü.ñ"))
        #expect(StyleKeyPath.qualified("ü:\u{301}ñ")! == (ThemeState(rawValue: "ü"), "\u{301}ñ"))
    }

    @Test func theRestAfterAKeyAgreesWithSplittingAndComparing() {
        let cases: [(String, String)] = [
            ("layer.borderWidth", "layer"), ("layer.shadow.opacity", "layer"), ("layers.width", "layer"),
            ("lay.width", "layer"), ("layer", "layer"), ("layer.", "layer"), (".layer", ""), ("title.text", "layer"),
            // The Kelvin sign is the letter K, and é may be one scalar or two: equal keys, different bytes.
            ("\u{212A}ey.value", "Key"), ("Key.value", "\u{212A}ey"), ("e\u{301}.x", "é"), ("é.x", "e\u{301}"),
            ("é.x", "e"), ("ü:é.x", "ü:é"),
        ]
        for (keyPath, key) in cases {
            let expected = StyleKeyPath.splitFirst(keyPath).flatMap { $0.first == key ? $0.rest : nil }
            let rest = StyleKeyPath(parsing: keyPath).rest(after: key)
            #expect(rest?.description == expected, "\(keyPath) after \(key)")
            // Cut, not parsed again: its parts are those of the rest parsed anew.
            if let rest, let expected {
                #expect(parts(rest) == parts(StyleKeyPath(parsing: expected)), "\(keyPath)")
                #expect(rest == StyleKeyPath(parsing: expected) && rest.hashValue == StyleKeyPath(parsing: expected).hashValue)
            }
        }
        #expect(StyleKeyPath(parsing: "\u{212A}ey.value").rest(after: "Key")?.description == "value")
        #expect(StyleKeyPath(parsing: "layer.selected:borderColor").rest(after: "layer")?.state == .selected)
        #expect(StyleKeyPath(parsing: "layers.width").rest(after: "layer") == nil)
    }

    @Test func aPathsFirstComponentIsTheOneSplittingFinds() {
        for keyPath in ["layer.shadow.opacity", "opacity", "title.\u{301}text", "é.ü:ñ", "a.", ".a", "x:y.selected:z"] {
            let split = StyleKeyPath.splitFirst(keyPath)
            #expect(StyleKeyPath(parsing: keyPath).firstComponent() == split?.first, "\(keyPath)")
            if let split {
                let rest = StyleKeyPath(parsing: keyPath).rest(after: split.first)
                #expect(rest.map(parts) == parts(StyleKeyPath(parsing: split.rest)), "\(keyPath)")
            }
        }
    }

    /// What a path says of its parts.
    private func parts(_ path: StyleKeyPath) -> String {
        "\(path.components) \(String(describing: path.state)) \(path.key) \(path.parent)"
    }

    @Test func unknownQualifiersAreFoundInEveryComponent() {
        #expect(StyleKeyPath(parsing: "pressed:titleLabel.selected:textColor").unknownStates == ["pressed"])
        #expect(StyleKeyPath(parsing: "titleLabel.textColor").unknownStates.isEmpty)
        #expect(StyleKeyPath(parsing: "hover:x.Focused:y").unknownStates == ["hover", "Focused"])
        // A colon before a combining mark is still a colon, as the initialiser reads it.
        #expect(StyleKeyPath(parsing: "x:\u{301}y").unknownStates == ["x"])
        #expect(StyleKeyPath(parsing: "x:\u{301}y").state == "x")
        // Every known state, and names that only begin or end like one, or are not ASCII.
        #expect(StyleKeyPath(parsing: "normal:a.highlighted:b.selected:c.disabled:d.focused:e").unknownStates.isEmpty)
        #expect(
            StyleKeyPath(parsing: "disabledx:a.xnormal:b.select:c.sélected:d").unknownStates == [
                "disabledx", "xnormal", "select", "sélected",
            ])
        #expect(StyleKeyPath(parsing: "a:b:c.:d").unknownStates == ["a", ""])
    }

    @Test func aPathLongerThanItsPackedOffsetsStillReadsItsParts() throws {
        let long = String(repeating: "a", count: 70_000)
        let path = try #require(StyleKeyPath("\(long).selected:titleColor"))
        #expect(path.state == .selected && path.name == "titleColor" && path.parent == long[...])
        let prefixed = StyleKeyPath(parsing: "selected:titleColor").prefixed(by: long + ".")
        #expect(prefixed == path && prefixed.key == "selected:titleColor")
        #expect(prefixed.droppingPrefix(ofLength: long.utf8.count + 1).components == ["titleColor"])
    }

    @Test func pathsAreEqualExactlyWhenTheirTextIs() {
        let texts = [
            "layer.cornerRadius", "layer.borderWidth", "selected:titleColor", "a", "b", "K", "\u{212A}", "caf\u{E9}", "cafe\u{301}",
        ]
        for left in texts {
            for right in texts {
                let (one, other) = (StyleKeyPath(parsing: left), StyleKeyPath(parsing: right))
                #expect((one == other) == (left == right), "\(left.debugDescription) and \(right.debugDescription)")
                if one == other { #expect(one.hashValue == other.hashValue) }
            }
        }
        // A path made under a prefix equals the same text read whole, and drops back to its own.
        let nested = StyleKeyPath(parsing: "cornerRadius").prefixed(by: "layer.")
        #expect(nested == StyleKeyPath(parsing: "layer.cornerRadius"))
        #expect(nested != StyleKeyPath(parsing: "layer.cornerRadiu"))
        #expect(nested.droppingPrefix(ofLength: 6) == StyleKeyPath(parsing: "cornerRadius"))
        #expect(StyleKeyPath(parsing: "K").prefixed(by: "x.") == StyleKeyPath(parsing: "x.\u{212A}"))
    }
}
