import Foundation
import Testing

@testable import ThemeKit

/// Resolution makes each long key path text once per chain and shares it,
/// with the same text, parts and state as a path made on its own.
@Suite struct InternedKeyPathsTests {
    /// Where a string's bytes are: the same place for two strings sharing one storage.
    private func storage(of text: String) -> UnsafePointer<UInt8>? {
        var text = text
        return text.withUTF8 { $0.baseAddress }
    }

    private func path(_ text: String) -> StyleKeyPath { StyleKeyPath(parsing: text) }

    @Test func aLongTextIsMadeOnceAndShared() {
        let interned = InternedKeyPaths()
        let first = interned.path(path("textColor"), under: "titleLabel.")
        let second = interned.path(path("textColor"), under: "titleLabel.")
        #expect(first.description == "titleLabel.textColor" && first == path("titleLabel.textColor"))
        #expect(second == first && interned.count == 1)
        #expect(storage(of: first.description) == storage(of: second.description), "one text, not two copies")
        #expect(first.key == "textColor" && first.parent == "titleLabel" && first.components == ["titleLabel", "textColor"])
    }

    @Test func theSameTextFromAnotherSplitIsTheSameEntry() {
        let interned = InternedKeyPaths()
        let joined = interned.path(path("layer.cornerRadius"), under: "titleLabel.")
        let other = interned.path(path("cornerRadius"), under: "titleLabel.layer.")
        #expect(joined.description == "titleLabel.layer.cornerRadius" && other == joined)
        #expect(interned.count == 1 && storage(of: joined.description) == storage(of: other.description))
    }

    @Test func shortTextsAreValuesAndAreNotKept() {
        let interned = InternedKeyPaths()
        let short = interned.path(path("alpha"), under: "layer.")
        #expect(short.description == "layer.alpha" && short.key == "alpha" && interned.count == 0)
        #expect(interned.path(path("alpha"), under: "") == path("alpha"))
    }

    @Test func droppingAPrefixKeepsTheRestOnceWithItsParts() {
        let interned = InternedKeyPaths()
        let long = path("titleLabel.layer.selected:borderColor")
        let rest = interned.path(long, droppingPrefixOfLength: "titleLabel.".utf8.count)
        #expect(rest.description == "layer.selected:borderColor" && rest == long.droppingPrefix(ofLength: 11))
        #expect(rest.state == .selected && rest.key == "selected:borderColor" && rest.parent == "layer")
        // The same text made by prefixing is the entry dropping made.
        let prefixed = interned.path(path("selected:borderColor"), under: "layer.")
        #expect(interned.count == 1 && storage(of: prefixed.description) == storage(of: rest.description))
        #expect(interned.path(long, droppingPrefixOfLength: 0) == long)
    }

    @Test func textsAreKeptByTheirBytesSoEachKeepsItsOwnSpelling() {
        let interned = InternedKeyPaths()
        // "é" precomposed and decomposed: equal as strings, different texts in a file.
        let composed = interned.path(path("caf\u{E9}Label.textColor"), under: "container.")
        let decomposed = interned.path(path("cafe\u{301}Label.textColor"), under: "container.")
        #expect(Array(composed.description.utf8) == Array("container.caf\u{E9}Label.textColor".utf8))
        #expect(Array(decomposed.description.utf8) == Array("container.cafe\u{301}Label.textColor".utf8))
        #expect(interned.count == 2)
    }

    @Test func stylesResolvedByOneManagerShareTheirNestedKeyPaths() throws {
        let theme = try Theme(
            data: Data(
                """
                {"formatVersion": 2, "Styles": {"First": {"titleLabel": {"textColor": "c:#111"}},
                                                 "Second": {"titleLabel": {"textColor": "c:#222"}}}}
                """.utf8), name: "shared.json")
        let manager = ThemeManager(defaultTheme: theme)
        let first = try manager.resolvedStyle(named: "First").assignments
        let second = try manager.resolvedStyle(named: "Second").assignments
        #expect(first.map(\.keyPath) == ["titleLabel.textColor"] && second.map(\.keyPath) == ["titleLabel.textColor"])
        #expect(storage(of: first[0].keyPath) == storage(of: second[0].keyPath))
    }
}
