import Foundation
import ThemeKit

/// Snapshot tests of one apply: what `object` received when `style` was
/// applied to it (each key path set with its value, and each failure with
/// its message), compared with a reference file as
/// ``assertThemeSnapshot(of:styles:variants:named:record:fileID:filePath:function:line:column:)``
/// keeps them. For types whose own code matters: the customisation hook,
/// hand-written `Stylable`, per-state values.
///
/// The reference is `{"style", "applied": {key path: tagged value}, "failed": {key path: message}}`.
@MainActor
public func assertApplySnapshot(
    of object: any Stylable, style: String, in manager: ThemeManager, named name: String? = nil,
    record: Bool = false, fileID: String = #fileID, filePath: StaticString = #filePath,
    function: String = #function, line: UInt = #line, column: UInt = #column
) {
    let report = manager.apply(styleNamed: style, to: object)
    let values = try? manager.resolvedStyle(named: style)
    let snapshot = ApplySnapshot(
        style: style, applied: report.appliedKeyPaths.map { ($0, values?[$0] ?? .null) },
        failed: report.failures.map { ($0.keyPath, $0.message) })
    let reference = SnapshotReference(filePath: "\(filePath)", function: function, name: name, variants: [])
    if let message = snapshot.failure(against: reference, record: record || SnapshotReference.isRecordingEverything) {
        SnapshotIssue.report(message, at: .init(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

/// What one apply did, as a reference file holds it and as lines a person compares.
struct ApplySnapshot {
    var style: String
    var applied: [(keyPath: String, value: ThemeValue)]
    var failed: [(keyPath: String, message: String)]

    var json: String {
        func object(_ members: [(String, String)], indent: String) -> String {
            guard !members.isEmpty else { return "{}" }
            return "{\n" + members.sorted { $0.0 < $1.0 }.map { "\(indent)  \(quoted($0.0)): \($0.1)" }.joined(separator: ",\n")
                + "\n\(indent)}"
        }
        return object(
            [
                ("style", quoted(style)),
                ("applied", object(applied.map { ($0.keyPath, $0.value.jsonText) }, indent: "  ")),
                ("failed", object(failed.map { ($0.keyPath, quoted($0.message)) }, indent: "  ")),
            ], indent: "") + "\n"
    }

    /// One line per key path, as failures print them.
    static func lines(of json: Data) -> Set<String> {
        guard let document = try? JSONSerialization.jsonObject(with: json) as? [String: Any] else { return [] }
        var lines = Set<String>()
        for (keyPath, value) in document["applied"] as? [String: Any] ?? [:] {
            let data = (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])) ?? Data()
            lines.insert("set \(keyPath) = \(String(decoding: data, as: UTF8.self))")
        }
        for (keyPath, message) in document["failed"] as? [String: String] ?? [:] { lines.insert("failed \(keyPath): \(message)") }
        return lines
    }

    func failure(against reference: SnapshotReference, record: Bool) -> String? {
        let text = json
        guard let data = reference.read() else {
            return reference.record(text) ?? "No reference at \(reference.url.path); recorded it. Run the test again to compare against it."
        }
        let old = Self.lines(of: data)
        let new = Self.lines(of: Data(text.utf8))
        let changes = old.subtracting(new).sorted().map { "- " + $0 } + new.subtracting(old).sorted().map { "+ " + $0 }
        if record {
            return reference.record(text)
                ?? "Recorded \(reference.url.path) again (recording is on)\(changes.isEmpty ? "" : "; what changed:\n" + changes.joined(separator: "\n"))"
        }
        guard !changes.isEmpty else { return nil }
        return "Applying `\(style)` differs from \(reference.url.path):\n" + changes.joined(separator: "\n")
            + "\nIf the change is intended, record the reference again with THEMEKIT_RECORD=1."
    }

    private func quoted(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: text, options: [.fragmentsAllowed])) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
