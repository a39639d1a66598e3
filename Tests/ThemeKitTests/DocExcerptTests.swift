import Foundation
import Testing

/// A JSON excerpt in README.md or Docs/ that names the fixture it comes from
/// (a link or a path in the lines just above it) is that fixture's text: each
/// member it shows is in the fixture with the same value, so a reader who
/// opens the file finds what the page showed.
@Suite struct DocExcerptTests {
    struct Excerpt: CustomTestStringConvertible, Sendable {
        var page: String
        var line: Int
        var fixture: String
        var text: String
        var testDescription: String { "\(page):\(line) from \(fixture)" }
    }

    static let excerpts: [Excerpt] = {
        let root = FixturePath.root.deletingLastPathComponent()
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path)) ?? []
        let pages = ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
        var found: [Excerpt] = []
        for page in pages {
            guard let text = try? String(contentsOf: root.appendingPathComponent(page), encoding: .utf8) else { continue }
            let lines = text.components(separatedBy: "\n")
            var index = 0
            while index < lines.count {
                defer { index += 1 }
                guard lines[index].trimmingCharacters(in: .whitespaces) == "```json" else { continue }
                let above = lines[max(0, index - 3)..<index].joined(separator: " ")
                guard let fixture = Self.fixturePath(in: above) else { continue }
                let end = lines[(index + 1)...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "```" } ?? lines.count
                found.append(Excerpt(page: page, line: index + 1, fixture: fixture, text: lines[(index + 1)..<end].joined(separator: "\n")))
            }
        }
        return found
    }()

    /// The last `Fixtures/….json` path named in `text`, if any.
    static func fixturePath(in text: String) -> String? {
        let pattern = #/Fixtures/[A-Za-z0-9_./-]+\.json/#
        return text.matches(of: pattern).last.map { String($0.output) }
    }

    @Test func theExcerptsAreFound() {
        #expect(Self.excerpts.contains { $0.page == "README.md" && $0.fixture == "Fixtures/valid/dark-mode.json" })
        #expect(Self.excerpts.contains { $0.page == "README.md" && $0.fixture == "Fixtures/valid/readme.json" })
    }

    @Test(arguments: excerpts)
    func eachExcerptIsTheFixturesText(excerpt: Excerpt) throws {
        let root = FixturePath.root.deletingLastPathComponent()
        let fixture = try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent(excerpt.fixture)))
        let body = excerpt.text.trimmingCharacters(in: .whitespacesAndNewlines)
        // An excerpt of members (`"Constants": {…}, …`) is read as the object holding them.
        let shown = try JSONSerialization.jsonObject(with: Data((body.hasPrefix("{") ? body : "{" + body + "}").utf8))
        let shownMembers = try #require(shown as? [String: Any], "\(excerpt.testDescription) is no JSON object")
        let fixtureMembers = try #require(fixture as? [String: Any])
        for (key, value) in shownMembers {
            let expected = try #require(fixtureMembers[key], "\(excerpt.testDescription): `\(key)` is not in the fixture")
            #expect(
                NSDictionary(dictionary: [key: value]).isEqual(to: [key: expected]),
                "\(excerpt.testDescription): `\(key)` differs from the fixture")
        }
    }
}
