import Foundation
import Testing
import ThemeKit

@testable import ThemeKitTesting

/// Snapshot tests of resolved styles: recorded on the first run (failing),
/// passing on the next, failing with the changed key path and both values
/// after an edit, recorded again on request.
@Suite(.serialized) struct ThemeSnapshotAssertionTests {
    /// A test file path in a fresh folder, so references land in its `__Snapshots__`.
    final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
        var testFile: String { url.appendingPathComponent("AppThemeTests.swift").path }
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    static func manager(brand: String) throws -> ThemeManager {
        let theme = """
            {"formatVersion": 2, "Constants": {"COLOR_BRAND": "c:#\(brand)"},
             "Styles": {"Button": {"backgroundColor": "COLOR_BRAND", "layer.cornerRadius": 8}, "Button_DARK": {"titleColor": "c:#FFF"}}}
            """
        return ThemeManager(defaultTheme: try Theme(data: Data(theme.utf8), name: "theme.json"))
    }

    /// Removes a reference this file's tests recorded beside it, and its folders once empty.
    static func removeReference(_ file: String) {
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        let folder = snapshots.appendingPathComponent("ThemeSnapshotAssertionTests")
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(file))
        for empty in [folder, snapshots] where (try? FileManager.default.contentsOfDirectory(atPath: empty.path))?.isEmpty == true {
            try? FileManager.default.removeItem(at: empty)
        }
    }

    func failures(_ manager: ThemeManager, _ folder: Folder, variants: [[String]] = [[]], record: Bool = false) -> [String] {
        ThemeSnapshotCheck.failures(
            of: manager, styles: nil, variants: variants, name: nil, record: record,
            filePath: folder.testFile, function: "buttonsLookRight()")
    }

    @Test func recordedFirstPassingNextFailingReadablyAfterAnEditAndRecordedAgain() throws {
        let folder = Folder()
        let reference = folder.url.appendingPathComponent("__Snapshots__/AppThemeTests/buttonsLookRight.json")
        let first = failures(try Self.manager(brand: "0064D2"), folder)
        #expect(first == ["No reference at \(reference.path); recorded it. Run the test again to compare against it."])
        // The reference is the `themecheck resolve` document.
        let recorded = try ThemeSnapshot(resolveJSON: try Data(contentsOf: reference), name: "reference")
        #expect(recorded.styles["Button"]?["backgroundColor"] == .color(.hex("0064D2")))

        #expect(failures(try Self.manager(brand: "0064D2"), folder).isEmpty)

        let edited = failures(try Self.manager(brand: "FF0000"), folder)
        #expect(
            edited == [
                """
                The theme resolves differently from \(reference.path):
                ~ constant COLOR_BRAND {"color": "#0064D2FF"} -> {"color": "#FF0000FF"}
                ~ style Button backgroundColor {"color": "#0064D2FF"} -> {"color": "#FF0000FF"}
                If the change is intended, record the reference again with THEMEKIT_RECORD=1.
                """
            ])

        let rerecorded = failures(try Self.manager(brand: "FF0000"), folder, record: true)
        #expect(rerecorded.first?.hasPrefix("Recorded \(reference.path) again; what changed:\n~ constant COLOR_BRAND") == true)
        #expect(failures(try Self.manager(brand: "FF0000"), folder).isEmpty)
    }

    @Test func eachVariantListHasItsOwnReferenceAndTheManagerIsLeftAlone() throws {
        let folder = Folder()
        let manager = try Self.manager(brand: "0064D2")
        manager.variants = ["IPAD"]
        _ = failures(manager, folder, variants: [[], ["DARK"]])
        let dark = folder.url.appendingPathComponent("__Snapshots__/AppThemeTests/buttonsLookRight.DARK.json")
        let snapshot = try ThemeSnapshot(resolveJSON: try Data(contentsOf: dark), name: "dark")
        #expect(snapshot.styles["Button"]?["titleColor"] == .color(.hex("FFF")))
        #expect(manager.variants == ["IPAD"], "the manager's own variants are untouched")
        #expect(failures(manager, folder, variants: [[], ["DARK"]]).isEmpty)
    }

    @Test func theAssertionReportsThroughSwiftTesting() throws {
        let manager = try Self.manager(brand: "0064D2")
        let name = "throughSwiftTesting-\(UUID().uuidString)"
        defer { Self.removeReference("theAssertionReportsThroughSwiftTesting.\(name).json") }
        withKnownIssue("a missing reference is recorded, and the test fails") {
            assertThemeSnapshot(of: manager, named: name)
        }
        assertThemeSnapshot(of: manager, named: name)
    }

    @Test @MainActor func anApplySnapshotRecordsWhatTheObjectReceived() throws {
        final class Button: KeyPathStylable {
            var backgroundColor: ThemeColor?
            static let themeProperties: ThemeProperties<Button> = ["backgroundColor": .value(\.backgroundColor)]
        }
        let folder = Folder()
        let snapshot = ApplySnapshot(
            style: "Button", applied: [("backgroundColor", .color(.hex("0064D2")))],
            failed: [("layer.cornerRadius", "no stylable property `layer`")])
        let reference = SnapshotReference(filePath: folder.testFile, function: "apply()", name: nil, variants: [])
        #expect(snapshot.failure(against: reference, record: false)?.hasPrefix("No reference at") == true)
        #expect(snapshot.failure(against: reference, record: false) == nil)
        var changed = snapshot
        changed.applied = [("backgroundColor", .color(.hex("FF0000")))]
        #expect(
            changed.failure(against: reference, record: false) == """
                Applying `Button` differs from \(reference.url.path):
                - set backgroundColor = {"color":"#0064D2FF"}
                + set backgroundColor = {"color":"#FF0000FF"}
                If the change is intended, record the reference again with THEMEKIT_RECORD=1.
                """)
        // The whole path, as an app calls it.
        let manager = try Self.manager(brand: "0064D2")
        let name = "apply-\(UUID().uuidString)"
        defer { Self.removeReference("anApplySnapshotRecordsWhatTheObjectReceived.\(name).json") }
        withKnownIssue { assertApplySnapshot(of: Button(), style: "Button", in: manager, named: name) }
        assertApplySnapshot(of: Button(), style: "Button", in: manager, named: name)
    }
}

extension ThemeColor {
    /// A colour from hex digits written in a test (NaN, equal to nothing, if they are not hex).
    fileprivate static func hex(_ digits: String) -> ThemeColor {
        ThemeColor(hexDigits: Substring(digits)) ?? ThemeColor(red: .nan, green: .nan, blue: .nan, alpha: .nan)
    }
}
