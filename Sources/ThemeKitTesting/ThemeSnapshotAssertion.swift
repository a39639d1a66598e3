import Foundation
import ThemeKit

/// Snapshot tests of resolved styles: compares what `manager` resolves to
/// (the `styles` named, or every style, and every constant), once per list
/// of `variants`, with a reference file holding the `themecheck resolve`
/// document, so `themecheck resolve --check` checks the same files.
///
/// ```swift
/// @Test func theAppsLabelsLookRight() throws {
///     let manager = ThemeManager(defaultTheme: try Theme(contentsOf: themeURL))
///     assertThemeSnapshot(of: manager, styles: ["BodyLabel", "PrimaryButton"], variants: [[], ["DARK"]])
/// }
/// ```
///
/// The reference is `__Snapshots__/<TestFile>/<test>[.<name>][.<variants>].json`
/// beside the test file. A missing one is recorded and the test fails
/// saying so; `record: true` or `THEMEKIT_RECORD=1` records every reference
/// again (and fails, listing what changed). A difference fails with each
/// changed constant and key path, old and new value, the variants, and the
/// file. Reports through Swift Testing or XCTest, whichever is running.
public func assertThemeSnapshot(
    of manager: ThemeManager, styles: [String]? = nil, variants: [[String]] = [[]],
    named name: String? = nil, record: Bool = false,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let location = SnapshotIssue.Location(fileID: fileID, filePath: filePath, line: line, column: column)
    for message in ThemeSnapshotCheck.failures(
        of: manager, styles: styles, variants: variants, name: name,
        record: record || SnapshotReference.isRecordingEverything,
        filePath: "\(filePath)", function: function)
    {
        SnapshotIssue.report(message, at: location)
    }
}

/// The comparison behind ``assertThemeSnapshot(of:styles:variants:named:record:fileID:filePath:function:line:column:)``:
/// the failure messages, empty when every snapshot matches.
enum ThemeSnapshotCheck {
    static func failures(
        of manager: ThemeManager, styles: [String]?, variants: [[String]], name: String?, record: Bool,
        filePath: String, function: String
    ) -> [String] {
        variants.compactMap { list in
            // Resolved beside the manager, which stays as it is (no re-styling, no change seen elsewhere).
            var snapshot = ThemeSnapshot(manager: manager, styleNames: styles, variants: list)
            // The reference says how it was made, so `themecheck resolve --check` resolves it the same way.
            snapshot.invocation = ThemeSnapshot.Invocation(styles: styles, variants: list)
            let reference = SnapshotReference(filePath: filePath, function: function, name: name, variants: list)
            return failure(snapshot, reference: reference, variants: list, record: record)
        }
    }

    private static func failure(_ snapshot: ThemeSnapshot, reference: SnapshotReference, variants: [String], record: Bool) -> String? {
        let text = snapshot.jsonString()
        let under = variants.isEmpty ? "" : " (variants \(variants.joined(separator: ", ")))"
        guard let data = reference.read() else {
            return reference.record(text)
                ?? "No reference at \(reference.url.path); recorded it\(under). Run the test again to compare against it."
        }
        let difference = (try? ThemeSnapshot(resolveJSON: data, name: reference.url.path)).map { $0.difference(to: snapshot) }
        if record {
            if String(decoding: data, as: UTF8.self) == text {
                return
                    "Recording is on (`record: true` or THEMEKIT_RECORD=1): \(reference.url.path) is up to date\(under); turn recording off."
            }
            return reference.record(text)
                ?? "Recorded \(reference.url.path) again\(under); what changed:\n\(difference?.description ?? "(the old file was not a resolve document)\n")"
        }
        guard let difference else {
            return "\(reference.url.path) is not the JSON `themecheck resolve` prints; record it again with THEMEKIT_RECORD=1."
        }
        guard !difference.isEmpty else { return nil }
        return "The theme resolves differently from \(reference.url.path)\(under):\n\(difference.description)"
            + "If the change is intended, record the reference again with THEMEKIT_RECORD=1."
    }
}
