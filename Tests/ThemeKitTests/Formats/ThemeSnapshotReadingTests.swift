import Foundation
import Testing

@testable import ThemeKit

/// Reading back the `resolve` document: every tagged form, and a clear error for anything else.
@Suite struct ThemeSnapshotReadingTests {
    @Test func whatJSONStringWritesReadsBackTheSame() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(
                constants: #""A": "c:#0064D2", "B": "f:systemBold,16", "C": 3.5, "D": true, "E": "text", "F": "null", "N": "c:brand""#,
                styles:
                    #""S": {"a": "A", "b": "B", "frame": "rect:1,2,3,4", "insets": "edge:1,2,3,4", "p": "point:1,2", "s": "size:3,4", "list": ["C", "E"]}"#
            ))
        let snapshot = ThemeSnapshot(manager: manager)
        let read = try ThemeSnapshot(resolveJSON: Data(snapshot.jsonString().utf8), name: "reference.json")
        #expect(read.constants == snapshot.constants)
        #expect(read.difference(to: snapshot).isEmpty)
        #expect(read.styles["S"]?["frame"] == .rect(ThemeRect(x: 1, y: 2, width: 3, height: 4)))
    }

    /// `JSONSerialization` reads `1` and `true` as the same `NSNumber`, which made every
    /// real theme's `alpha: 1` or `numberOfLines: 0` refuse its own reference.
    @Test func numbersZeroAndOneStayNumbersAndBooleansStayBooleans() throws {
        let manager = try InlineTheme.manager(
            InlineTheme.json(
                constants: #""ONE": 1, "ZERO": 0, "YES": true, "NO": false"#,
                styles: #""S": {"alpha": 1, "numberOfLines": 0, "hidden": false, "enabled": true, "frame": "rect:0,1,0,1"}"#))
        let snapshot = ThemeSnapshot(manager: manager)
        let read = try ThemeSnapshot(resolveJSON: Data(snapshot.jsonString().utf8), name: "reference.json")
        #expect(read.constants == ["ONE": .number(1), "ZERO": .number(0), "YES": .bool(true), "NO": .bool(false)])
        #expect(read.styles["S"]?["alpha"] == .number(1) && read.styles["S"]?["numberOfLines"] == .number(0))
        #expect(read.styles["S"]?["hidden"] == .bool(false) && read.styles["S"]?["enabled"] == .bool(true))
        #expect(read.difference(to: snapshot).isEmpty)
    }

    @Test(arguments: [
        "[1, 2]", ##"{"constants": {"A": {"colour": "#FFF"}}}"##, #"{"styles": {"S": {"x": {"number": "1"}}}}"#,
        #"{"constants": {"A": {"rect": [1, 2]}}}"#, "not json", #"{"constants": {"A": {"bool": 1, "string": "x"}}}"#,
        #"{"constants": {"A": {"bool": 1}}}"#, #"{"constants": {"A": {"number": true}}}"#, #"{"styles": {"S": 1}}"#,
    ])
    func anythingElseIsAParseErrorNamingTheFile(text: String) throws {
        let error = try #require(throws: ThemeError.self) { try ThemeSnapshot(resolveJSON: Data(text.utf8), name: "reference.json") }
        #expect(error.diagnostics.map(\.code) == ["parse-error"] && error.diagnostics.first?.file == "reference.json")
    }
}
