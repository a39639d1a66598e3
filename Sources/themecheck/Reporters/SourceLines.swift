/// The text of the files themecheck read, so a diagnostic can show its source line.
struct SourceLines {
    private var files: [String: [Substring]] = [:]

    mutating func add(_ bytes: [UInt8], for path: String) {
        let text = String(decoding: bytes, as: UTF8.self)
        files[path] = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Line `number` (1-based) of `path`, without its line break.
    func line(_ number: Int, of path: String) -> String? {
        guard let lines = files[path], number >= 1, number <= lines.count else { return nil }
        let line = lines[number - 1]
        return String(line.last == "\r" ? line.dropLast() : line)
    }
}
