import Foundation

/// An SDK given to the check: its platform, its folder (read, never copied:
/// Apple's licence forbids redistributing it), and its declarations.
final class SDK {
    let platform: Platform
    let folder: URL
    /// The folder's name, as a citation names it: `iPhoneOS17.4.sdk`.
    let name: String
    let symbols: SDKSymbols
    private var texts: [String: String] = [:]

    init(platform: Platform, folder: URL, graphs: URL) throws {
        self.platform = platform
        self.folder = folder
        name = folder.lastPathComponent
        symbols = try SDKSymbols(folder: graphs)
    }

    /// The folder of a framework's (or `ObjectiveC`'s) headers.
    func headers(of framework: String) -> URL {
        framework == "ObjectiveC"
            ? folder.appendingPathComponent("usr/include/objc")
            : folder.appendingPathComponent("System/Library/Frameworks/\(framework).framework/Headers")
    }

    /// A framework's Swift interface (`arm64-apple-ios.swiftinterface`), if it has one.
    func swiftInterface(of framework: String) -> URL? {
        let module = folder.appendingPathComponent("System/Library/Frameworks/\(framework).framework/Modules/\(framework).swiftmodule")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: module.path)) ?? []
        return names.filter { $0.hasSuffix(".swiftinterface") && !$0.contains("private") }.sorted().first
            .map { module.appendingPathComponent($0) }
    }

    /// The code of a file of the SDK (its text without comments, so that a
    /// name only mentioned in one does not count), read once; nil when there is no such file.
    func text(of file: URL) -> String? {
        if let text = texts[file.path] { return text }
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        let text = Self.withoutComments(String(decoding: data, as: UTF8.self))
        texts[file.path] = text
        return text
    }

    /// `text` with its `//` and `/* */` comments left out (string literals kept whole).
    static func withoutComments(_ text: String) -> String {
        var code = ""
        code.reserveCapacity(text.utf8.count)
        var characters = text.makeIterator()
        var inString = false
        while let character = characters.next() {
            if inString {
                code.append(character)
                if character == "\\", let escaped = characters.next() {
                    code.append(escaped)
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "/", let next = characters.next() {
                if next == "/" {
                    while let skipped = characters.next(), skipped != "\n" {}
                    code.append("\n")
                } else if next == "*" {
                    var previous: Character = " "
                    while let skipped = characters.next(), !(previous == "*" && skipped == "/") { previous = skipped }
                    code.append(" ")
                } else {
                    code.append(character)
                    code.append(next)
                    inString = next == "\""
                }
            } else {
                code.append(character)
                inString = character == "\""
            }
        }
        return code
    }

    /// The headers of `framework` whose text holds `name` as a word, by file name.
    func headers(of framework: String, mentioning name: String) -> [String] {
        let folder = headers(of: framework)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".h") }.sorted().filter { file in
            text(of: folder.appendingPathComponent(file)).map { $0.containsWord(name) } ?? false
        }
    }
}

extension String {
    /// Whether `word` occurs with no letter, digit or `_` on either side.
    func containsWord(_ word: String) -> Bool {
        wordRanges(of: word).first != nil
    }

    /// The ranges where `word` occurs with no letter, digit or `_` on either side.
    func wordRanges(of word: String) -> [Range<Index>] {
        guard !word.isEmpty else { return [] }
        let isNamePart = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
        var found: [Range<Index>] = []
        var start = startIndex
        while let range = range(of: word, options: .literal, range: start..<endIndex) {
            let before = range.lowerBound > startIndex ? self[index(before: range.lowerBound)] : " "
            let after = range.upperBound < endIndex ? self[range.upperBound] : " "
            if !isNamePart(before), !isNamePart(after) { found.append(range) }
            start = range.upperBound
        }
        return found
    }
}
