import Foundation
import Testing

@testable import ThemeKit

/// Overrides through the manager: the first layer of the chain, persisted
/// atomically, reloaded at start, and bad files moved aside.
@Suite @MainActor struct OverridesTests {
    private let defaultTheme = InlineTheme.json(
        constants: "\"COLOR_TEXT\": \"c:000\", \"COLOR_BACK\": \"c:FFF\"",
        styles: "\"Label\": {\"textColor\": \"COLOR_TEXT\", \"text\": \"default\", \"numberOfLines\": 1}")
    private let alternative = InlineTheme.json(styles: "\"Label\": {\"textColor\": \"c:00F\", \"text\": \"alternative\"}")

    private func manager(at url: URL? = nil) throws -> ThemeManager {
        ThemeManager(
            defaultTheme: try InlineTheme.load(defaultTheme, name: "default.json"),
            alternatives: [try InlineTheme.load(alternative, name: "alternative.json")], overridesURL: url)
    }

    @Test func modifiedConstantsComeFirstAndRestyleRegisteredObjects() throws {
        let manager = try manager()
        let label = Label()
        manager.register(label, style: "Label")
        #expect(label.text == "alternative")
        manager.modifyConstant("COLOR_BACK", value: .color(.hex("123")))
        #expect(manager.constant(named: "COLOR_BACK") == .color(.hex("123")))
        manager.modifyStyle("Label", keyPath: "text", value: .string("override"))
        #expect(label.text == "override")
        // The override replaces the whole style by default (the label keeps the
        // colour it had: re-styling sets what the style sets, and clears nothing).
        #expect(try manager.resolvedStyle(named: "Label").keyPaths == ["text"])
    }

    @Test func inheritanceTakesTheRestFromTheAlternativeNotTheDefault() throws {
        let manager = try manager()
        let label = Label()
        manager.register(label, style: "Label")
        manager.modifyStyle("Label", keyPath: "numberOfLines", value: .number(3))
        manager.setInheritance(true, forStyle: "Label")
        #expect(label.numberOfLines == 3)
        #expect(label.text == "alternative")
        #expect(label.textColor == .hex("00F"))
        manager.setInheritance(false, forStyle: "Label")
        #expect(try manager.resolvedStyle(named: "Label").keyPaths == ["numberOfLines"])
    }

    @Test func aNilValueRemovesAKeyPath() throws {
        let manager = try manager()
        manager.modifyStyle("Label", keyPath: "layer.borderWidth", value: .number(2))
        manager.modifyStyle("Label", keyPath: "layer.borderWidth", value: nil)
        #expect(manager.modifications.isEmpty)
        #expect(try manager.resolvedStyle(named: "Label")["text"] == .string("alternative"))
    }

    @Test func aRefusedValueChangesNothingAndSaysWhy() throws {
        let manager = try manager()
        manager.modifyConstant("COLOR_TEXT", value: .array([]))
        #expect(manager.modifications.isEmpty)
        #expect(manager.lastModificationError?.message.hasPrefix("a constant must be a string, number or boolean") == true)
        manager.modifyConstant("COLOR_TEXT", value: .string("c:F00"))
        #expect(manager.lastModificationError == nil)
        #expect(throws: ModificationError.self) { try manager.modify { try $0.setConstant("", to: .number(1)) } }
    }

    @Test func aConstantNoThemeKnowsIsRefusedWithTheNameItWasLikelyMeantFor() throws {
        let manager = try manager()
        manager.modifyConstant("COLOR_TXET", value: .string("c:F00"))
        #expect(manager.modifications.isEmpty)
        #expect(
            manager.lastModificationError?.message
                == "no theme defines constant `COLOR_TXET` or declares it in `_runtimeConstants`, where constants the app supplies "
                + "at run time are declared; nothing was changed; did you mean `COLOR_TEXT`?")
        #expect(throws: ModificationError.self) {
            try manager.modify { modifications in
                try modifications.setConstant("COLOR_TEXT", to: .string("c:F00"))
                try modifications.setConstant("COLOR_ACCENT", to: .string("c:F00"))
            }
        }
        #expect(manager.modifications.isEmpty)
        // Known: defined by any theme of the chain, in any variant's group, or declared.
        let known = try InlineTheme.manager(
            #"""
            {"formatVersion": 2, "Constants": {"COLOR_TEXT": "c:000"}, "Constants_DARK": {"COLOR_GLOW": "c:FFF"},
             "_runtimeConstants": {"COLOR_BANK": "the bank's brand colour"}, "Styles": {}}
            """#)
        for name in ["COLOR_TEXT", "COLOR_GLOW", "COLOR_BANK"] {
            known.modifyConstant(name, value: .string("c:F00"))
            #expect(known.lastModificationError == nil, "\(name)")
        }
        #expect(known.modifications.constantNames == ["COLOR_TEXT", "COLOR_GLOW", "COLOR_BANK"])
    }

    @Test func constantsTheAppDeclaresItselfAreTakenAsThemecheckJSONDeclaresThem() throws {
        // A theme that cannot be edited: its run-time constants are declared beside it, by name or glob.
        let manager = try manager()
        manager.modifyConstant("COLOR_TENANT_BRAND", value: .string("c:F00"))
        #expect(manager.lastModificationError != nil)
        manager.declareRuntimeConstants(["COLOR_TENANT_*", "FLAG_BETA"])
        manager.modifyConstant("COLOR_TENANT_BRAND", value: .string("c:F00"))
        manager.modifyConstant("FLAG_BETA", value: .bool(true))
        #expect(manager.lastModificationError == nil)
        #expect(manager.modifications.constantNames == ["COLOR_TENANT_BRAND", "FLAG_BETA"])
        manager.modifyConstant("FLAG_BETTA", value: .bool(true))
        #expect(manager.lastModificationError != nil)
    }

    @Test func aBatchIsAllOrNothing() throws {
        let manager = try manager()
        #expect(throws: ModificationError.self) {
            try manager.modify { modifications in
                try modifications.setConstant("COLOR_TEXT", to: .string("c:F00"))
                try modifications.setConstant("BAD", to: .number(.nan))
            }
        }
        #expect(manager.modifications.isEmpty)
        #expect(manager.constant(named: "COLOR_TEXT") == .color(.hex("000")))
    }

    @Test func resetClearsMemoryButNotTheFileUntilSynchronized() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("overrides.plist")
        let manager = try manager(at: url)
        manager.modifyConstant("COLOR_TEXT", value: .string("c:F00"))
        try manager.synchronizeModifications()
        manager.resetModifications()
        #expect(manager.constant(named: "COLOR_TEXT") == .color(.hex("000")))
        #expect(try self.manager(at: url).constant(named: "COLOR_TEXT") == .color(.hex("F00")))
        try manager.synchronizeModifications()
        #expect(try self.manager(at: url).modifications.isEmpty)
    }

    @Test func modificationsSurviveARestart() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("nested/folder/overrides.plist")
        let first = try manager(at: url)
        try first.modify { modifications in
            try modifications.setConstant("COLOR_TEXT", to: .color(.hex("F00")))
            try modifications.setValue(.string("saved"), forKeyPath: "text", inStyle: "Label")
            try modifications.setValue(
                .edgeInsets(ThemeEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)), forKeyPath: "insets", inStyle: "Label")
            try modifications.setInheritance(true, forStyle: "Label")
        }
        try first.synchronizeModifications()
        let second = try manager(at: url)
        #expect(second.overridesDiagnostics.isEmpty)
        #expect(second.modifications == first.modifications)
        #expect(
            try second.resolvedStyle(named: "Label").assignments.map(\.keyPath)
                == (try first.resolvedStyle(named: "Label")).assignments.map(\.keyPath))
        #expect(second.constant(named: "COLOR_TEXT") == .color(.hex("F00")))
        // Foundation (and so Giotto) reads the file too.
        let data = try Data(contentsOf: url)
        #expect((try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])?["formatVersion"] as? Int == 2)
    }

    @Test func withoutAnOverridesURLSynchronizingThrows() throws {
        #expect(throws: ModificationError.self) { try manager().synchronizeModifications() }
    }

    nonisolated static let badFiles: [(String, Data)] = [
        ("garbage", Data([0x00, 0xFF, 0x13, 0x37])),
        ("truncated", Data("<?xml version=\"1.0\"?><plist><dict><key>Constants</key><dict><key>A</key>".utf8)),
        ("wrong top-level type", Data("<plist><array><string>x</string></array></plist>".utf8)),
        (
            "wrong constant type",
            Data(
                "<plist><dict><key>formatVersion</key><integer>2</integer><key>Constants</key><dict><key>A</key><array/></dict></dict></plist>"
                    .utf8)
        ),
        ("empty", Data()),
        ("unsupported version", Data("<plist><dict><key>formatVersion</key><integer>9</integer></dict></plist>".utf8)),
    ]

    @Test(arguments: badFiles)
    func aBadFileIsMovedAsideAndTheManagerRunsWithoutOverrides(what: String, content: Data) throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("overrides.plist")
        try content.write(to: url)
        let manager = try manager(at: url)
        #expect(!manager.overridesDiagnostics.isEmpty, "\(what)")
        #expect(manager.overridesDiagnostics.allSatisfy { $0.notes.last?.message.contains("moved aside to \(url.path).corrupt") == true })
        #expect(!FileManager.default.fileExists(atPath: url.path))
        #expect(try Data(contentsOf: URL(fileURLWithPath: url.path + ".corrupt")) == content)
        #expect(manager.modifications.isEmpty)
        #expect(try manager.resolvedStyle(named: "Label")["text"] == .string("alternative"))
    }

    @Test func anEarlierCorruptFileIsNeverOverwritten() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("overrides.plist")
        for attempt in 0..<3 {
            try Data("bad \(attempt)".utf8).write(to: url)
            _ = try manager(at: url)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
        #expect(names == ["overrides.plist.corrupt", "overrides.plist.corrupt.1", "overrides.plist.corrupt.2"])
        #expect(try String(contentsOfFile: url.path + ".corrupt.2", encoding: .utf8) == "bad 2")
    }

    @Test func anUnreadableFileIsMovedAsideToo() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("overrides.plist")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let manager = try manager(at: url)
        #expect(manager.overridesDiagnostics.first?.code == "parse-error")
        #expect(FileManager.default.fileExists(atPath: url.path + ".corrupt"))
    }

    @Test func concurrentWritersNeverLeaveACorruptFile() async throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("overrides.plist")
        let constants = (0..<300).map { "\"C_\($0)\": 0" }.joined(separator: ", ")
        let theme = try InlineTheme.load(InlineTheme.json(constants: constants, styles: ""))
        let writers = try (0..<2).map { writer in
            let manager = ThemeManager(defaultTheme: theme, overridesURL: url)
            try manager.modify { modifications in
                for index in 0..<300 { try modifications.setConstant("C_\(index)", to: .string("writer \(writer)")) }
            }
            return manager
        }
        let expected = writers.map(\.modifications)
        await withTaskGroup(of: Void.self) { group in
            for manager in writers {
                group.addTask { for _ in 0..<40 { try? manager.synchronizeModifications() } }
            }
            group.addTask {
                for _ in 0..<80 {
                    guard let data = FileManager.default.contents(atPath: url.path) else { continue }
                    let theme = try? Theme(data: data, name: "overrides.plist")
                    var problems: [Diagnostic] = []
                    let read = theme.map { Modifications(theme: $0, problems: &problems) }
                    #expect(read.map { expected.contains($0) } == true)
                }
            }
        }
        var problems: [Diagnostic] = []
        let final = Modifications(theme: try Theme(contentsOf: url), problems: &problems)
        #expect(expected.contains(final) && problems.isEmpty)
    }
}

/// A folder that is removed when the test ends.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("themekit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}

extension OverridesTests {
    @Test func staleTemporaryFilesOfInterruptedWritesAreRemovedAtStart() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("overrides.plist")
        let stale = folder.url.appendingPathComponent(".overrides.plist.OLD.tmp")
        let fresh = folder.url.appendingPathComponent(".overrides.plist.NEW.tmp")
        let unrelated = folder.url.appendingPathComponent(".other.plist.OLD.tmp")
        for file in [stale, fresh, unrelated] { try Data("partial".utf8).write(to: file) }
        let hourAgo = Date().addingTimeInterval(-3_600)
        for file in [stale, unrelated] { try FileManager.default.setAttributes([.modificationDate: hourAgo], ofItemAtPath: file.path) }
        _ = try manager(at: url)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: fresh.path))
        #expect(FileManager.default.fileExists(atPath: unrelated.path))
    }

    @Test func aChangeTheFileCouldNotBeReadBackWithIsRefusedWhenItIsMade() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("overrides.plist")
        let manager = try manager(at: url)
        manager.modifyConstant("COLOR_KEPT", value: .string("c:#111111"))
        // The file nests root, Styles and the style, then one level a component: 70 components are past 64.
        let deep = (0..<70).map { "k\($0)" }.joined(separator: ".")
        manager.modifyStyle("Label", keyPath: deep, value: .number(1))
        #expect(manager.lastModificationError?.message.contains("past the limit of 64") == true)
        let nested: ThemeValue = (0..<70).reduce(.number(1)) { value, _ in .array([value]) }
        manager.modifyStyle("Label", keyPath: "tags", value: nested)
        #expect(manager.lastModificationError != nil)
        // The deepest change that is read back is accepted.
        let deepest = (0..<61).map { "k\($0)" }.joined(separator: ".")
        manager.modifyStyle("Label", keyPath: deepest, value: .number(1))
        #expect(manager.lastModificationError == nil)
        try manager.synchronizeModifications()
        let restarted = try self.manager(at: url)
        #expect(restarted.overridesDiagnostics.isEmpty, "\(restarted.overridesDiagnostics)")
        #expect(restarted.modifications == manager.modifications)
    }

    @Test func anOverridesFileWithOneUnreadableEntryKeepsTheOthers() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("overrides.plist")
        let xml = """
            <plist><dict><key>formatVersion</key><integer>2</integer>
            <key>Constants</key><dict><key>COLOR_KEPT</key><string>c:#111111</string><key>COLOR_BAD</key><date>2020-01-01T00:00:00Z</date></dict>
            <key>Styles</key><dict><key>Label</key><dict><key>text</key><string>mine</string></dict></dict></dict></plist>
            """
        try Data(xml.utf8).write(to: url)
        let manager = try manager(at: url)
        #expect(manager.modifications.constants["COLOR_KEPT"] == .string("c:#111111"))
        #expect(try manager.resolvedStyle(named: "Label")["text"] == .string("mine"))
        #expect(manager.overridesDiagnostics.count == 1 && manager.overridesDiagnostics[0].message.contains("COLOR_BAD"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: url.path + ".corrupt")) == Data(xml.utf8), "the file is kept whole aside")
    }

    @Test func anEntryNestedPastTheLimitCostsOnlyItself() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("overrides.plist")
        let deep =
            String(repeating: "<key>k</key><dict>", count: 70) + "<key>v</key><integer>1</integer>"
            + String(repeating: "</dict>", count: 70)
        let xml = """
            <plist><dict><key>formatVersion</key><integer>2</integer>
            <key>Constants</key><dict><key>COLOR_KEPT</key><string>c:#111111</string></dict>
            <key>Styles</key><dict><key>Label</key><dict><key>text</key><string>mine</string></dict>
            <key>Deep</key><dict>\(deep)</dict></dict></dict></plist>
            """
        try Data(xml.utf8).write(to: url)
        let manager = try manager(at: url)
        #expect(manager.modifications.constants["COLOR_KEPT"] == .string("c:#111111"), "the unrelated entries are kept")
        #expect(try manager.resolvedStyle(named: "Label")["text"] == .string("mine"))
        #expect(manager.modifications.styles["Deep"] == nil)
        #expect(manager.overridesDiagnostics.map(\.message).contains { $0.contains("`Deep`") && $0.contains("past the limit of 64") })
        #expect(try Data(contentsOf: URL(fileURLWithPath: url.path + ".corrupt")) == Data(xml.utf8), "the file is kept whole aside")
    }
}
