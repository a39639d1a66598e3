import Foundation
import Testing

/// Every declaration the stubs make as Apple API names, in the comment above
/// it, the SDK file it was checked against (`Checked against: iPhoneOS17.4.sdk
/// UIKit UILabel.h`), so each signature the bridges are compiled against can be
/// checked again against its source; `.ci/stub-check` does so, given an SDK.
/// A Swift declaration names the framework's Swift interface
/// (`iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface`); a few AppKit ones,
/// whose SDK file no SDK here holds, name Apple's documentation.
@Suite struct StubCitationTests {
    /// Members a conformance or the stub itself needs, which are not Apple API
    /// the bridges call: equality, descriptions, stored fields, raw values.
    private static let exempt = [
        "static func ==", "var description", "var body", "let rawValue", "init(rawValue:",
        "public var top", "public init() {}", "nonisolated public init()", "var stub", "let stub",
        "func stub", "init(stub", "struct StubView",
        "var keyPath", "extension ", "init(_ rawValue: String)", "let description",
        "typealias Content", "associatedtype Body", "static func build", "func hash(into", "typealias Value =",
        "static let name =",
    ]

    private static let stubsFolder = BridgeThemes.repositoryFile("Tests/Stubs")

    /// What a citation must name: an SDK and its header, API notes or Swift
    /// interface, the UIKit Swift interface of an SDK, or Apple's documentation page.
    private static var citation: some RegexComponent {
        #/
            Checked\ against:\ (
                (iPhoneOS|MacOSX)[0-9.]+\.sdk\ [A-Za-z]+\ [A-Za-z+]+\.(h|apinotes|swiftinterface)
                | [A-Za-z]+\ [A-Za-z+]+\.h,\ (iOS|macOS)\ SDK\ text
                | the\ UIKit\ Swift\ interface\ \(iOS\ [0-9]+\ SDK\)
                | Apple's\ documentation,\ developer\.apple\.com/documentation/
            )
            /#
    }

    @Test func everyStubbedDeclarationNamesTheSDKFileItWasCheckedAgainst() throws {
        let files = try #require(FileManager.default.enumerator(at: Self.stubsFolder, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count >= 6)
        var uncited: [String] = []
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                // A declaration the formatter broke after `(` is read with its next line (`public init(` / `stubIdiom: ...`).
                let next = index + 1 < lines.count ? lines[index + 1].trimmingCharacters(in: .whitespaces) : ""
                let declaration = line.hasSuffix("(") ? line + next : line
                guard Self.declaresAPI(declaration) else { continue }
                var comment = index - 1
                while comment >= 0, lines[comment].trimmingCharacters(in: .whitespaces).hasPrefix("@") { comment -= 1 }
                var cited = false
                while comment >= 0, lines[comment].trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                    cited = cited || lines[comment].contains(Self.citation)
                    comment -= 1
                }
                if !cited { uncited.append("\(file.lastPathComponent):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))") }
            }
        }
        #expect(uncited.isEmpty, "declarations without a citation:\n\(uncited.joined(separator: "\n"))")
    }

    private static func declaresAPI(_ line: String) -> Bool {
        let code = line.trimmingCharacters(in: .whitespaces)
        let isDeclaration = [
            "public ", "open ", "@MainActor open ", "@MainActor public ", "@MainActor @preconcurrency public ",
            "nonisolated public ", "nonisolated(unsafe) public ", "@propertyWrapper", "@resultBuilder",
        ]
        .contains { code.hasPrefix($0) }
        return isDeclaration && !exempt.contains { code.contains($0) }
    }
}
