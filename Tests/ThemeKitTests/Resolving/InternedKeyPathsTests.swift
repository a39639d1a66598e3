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
        let interned = InternedKeyPaths(madeBeforeKeeping: 0)
        let first = interned.path(path("textColor"), under: "titleLabel.")
        let second = interned.path(path("textColor"), under: "titleLabel.")
        #expect(first.description == "titleLabel.textColor" && first == path("titleLabel.textColor"))
        #expect(second == first && interned.count == 1)
        #expect(storage(of: first.description) == storage(of: second.description), "one text, not two copies")
        #expect(first.key == "textColor" && first.parent == "titleLabel" && first.components == ["titleLabel", "textColor"])
    }

    @Test func theSameTextFromAnotherSplitIsTheSameEntry() {
        let interned = InternedKeyPaths(madeBeforeKeeping: 0)
        let joined = interned.path(path("layer.cornerRadius"), under: "titleLabel.")
        let other = interned.path(path("cornerRadius"), under: "titleLabel.layer.")
        #expect(joined.description == "titleLabel.layer.cornerRadius" && other == joined)
        #expect(interned.count == 1 && storage(of: joined.description) == storage(of: other.description))
    }

    @Test func shortTextsAreValuesAndAreNotKept() {
        let interned = InternedKeyPaths(madeBeforeKeeping: 0)
        let short = interned.path(path("alpha"), under: "layer.")
        #expect(short.description == "layer.alpha" && short.key == "alpha" && interned.count == 0)
        #expect(interned.path(path("alpha"), under: "") == path("alpha"))
    }

    @Test func droppingAPrefixKeepsTheRestOnceWithItsParts() {
        let interned = InternedKeyPaths(madeBeforeKeeping: 0)
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
        let interned = InternedKeyPaths(madeBeforeKeeping: 0)
        // "é" precomposed and decomposed: equal as strings, different texts in a file.
        let composed = interned.path(path("caf\u{E9}Label.textColor"), under: "container.")
        let decomposed = interned.path(path("cafe\u{301}Label.textColor"), under: "container.")
        #expect(Array(composed.description.utf8) == Array("container.caf\u{E9}Label.textColor".utf8))
        #expect(Array(decomposed.description.utf8) == Array("container.cafe\u{301}Label.textColor".utf8))
        #expect(interned.count == 2)
    }

    @Test func theFirstLongTextsAreMadeWithoutKeepingThem() {
        let interned = InternedKeyPaths(madeBeforeKeeping: 2)
        let first = interned.path(path("textColor"), under: "titleLabel.")
        let second = interned.path(path("textColor"), under: "titleLabel.")
        #expect(first == second && interned.count == 0 && storage(of: first.description) != storage(of: second.description))
        let short = interned.path(path("alpha"), under: "layer.")
        let kept = interned.path(path("textColor"), under: "titleLabel.")
        #expect(short.description == "layer.alpha" && kept == first && interned.count == 1, "a short text does not count")
        #expect(storage(of: interned.path(path("textColor"), under: "titleLabel.").description) == storage(of: kept.description))
    }

    @Test func stylesResolvedByOneManagerShareTheirNestedKeyPaths() throws {
        let count = InternedKeyPaths.madeBeforeKeeping + 100
        let styles = (0..<count).map { #""S\#($0)": {"titleLabel": {"textColor": "c:#111"}}"# }.joined(separator: ", ")
        let theme = try Theme(data: Data(#"{"formatVersion": 2, "Styles": {\#(styles)}}"#.utf8), name: "shared.json")
        let manager = ThemeManager(defaultTheme: theme)
        let assignments = try (0..<count).map { try manager.resolvedStyle(named: "S\($0)").assignments }
        #expect(assignments.allSatisfy { $0.map(\.keyPath) == ["titleLabel.textColor"] })
        let (early, late, last) = (assignments[0][0].keyPath, assignments[count - 2][0].keyPath, assignments[count - 1][0].keyPath)
        #expect(storage(of: late) == storage(of: last), "made once the manager has made a few")
        #expect(storage(of: early) != storage(of: last), "a new manager's first styles make their own")
    }
}
