import Foundation
import ThemeKit

/// An HTML document being written: markup the page itself makes, and text
/// from a theme, which is always escaped.
///
/// Theme text is untrusted (a style may be named `<script>` or
/// `" onmouseover=`): every `&`, `<`, `>`, `"` and `'` becomes an entity, and
/// every control character, line or paragraph separator and bidirectional
/// override is written as a visible escape (`\u{202E}`), as the terminal
/// reporters do, so text cannot break out of its element or attribute, nor
/// read in another order. Theme text never becomes a URL or a script.
struct HTMLWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 1 << 16, locationFolder: String = "") {
        bytes.reserveCapacity(capacity)
        self.locationFolder = locationFolder
    }

    /// Markup the page makes (tags, attributes, CSS it computes), never theme text.
    mutating func markup(_ html: String) {
        bytes.append(contentsOf: html.utf8)
    }

    /// Theme text (or any text), escaped for element content and for a
    /// double-quoted attribute value alike.
    mutating func text(_ text: some StringProtocol) {
        // Most names and values need nothing: copy their bytes.
        let copied = text.utf8.withContiguousStorageIfAvailable { buffer -> Bool in
            for byte in buffer where Self.mayNeedEscape(byte) { return false }
            bytes.append(contentsOf: buffer)
            return true
        }
        if copied == true { return }
        if copied == nil, !text.utf8.contains(where: Self.mayNeedEscape) {
            bytes.append(contentsOf: text.utf8)
            return
        }
        for scalar in String(text).escapingControlCharacters.unicodeScalars {
            switch scalar {
            case "&": bytes.append(contentsOf: "&amp;".utf8)
            case "<": bytes.append(contentsOf: "&lt;".utf8)
            case ">": bytes.append(contentsOf: "&gt;".utf8)
            case "\"": bytes.append(contentsOf: "&quot;".utf8)
            case "'": bytes.append(contentsOf: "&#39;".utf8)
            default: bytes.append(contentsOf: String(scalar).utf8)
            }
        }
    }

    /// `<tag class="…">text</tag>` with the text escaped.
    mutating func element(_ tag: String, class name: String? = nil, title: String? = nil, _ content: some StringProtocol) {
        open(tag, class: name, title: title)
        text(content)
        markup("</\(tag)>")
    }

    /// An opening tag; `style` and `title` are escaped as attribute values
    /// (a font family's CSS string holds quotes).
    mutating func open(_ tag: String, class name: String? = nil, style: String? = nil, title: String? = nil, id: String? = nil) {
        markup("<\(tag)")
        if let id { markup(" id=\"\(id)\"") }
        if let name { markup(" class=\"\(name)\"") }
        if let style, !style.isEmpty {
            markup(" style=\"")
            text(style)
            markup("\"")
        }
        if let title, !title.isEmpty {
            markup(" title=\"")
            text(title)
            markup("\"")
        }
        markup(">")
    }

    /// Bytes another writer made (a part of the page written on another thread).
    mutating func append(_ part: [UInt8]) {
        bytes.append(contentsOf: part)
    }

    /// The folder a tooltip's path is written relative to (with its `/`), or empty.
    var locationFolder = ""

    /// `file:line` of `location` as a tooltip's text, escaped, without making
    /// a string first; the path relative to ``locationFolder``.
    mutating func location(_ location: SourceLocation) {
        guard let file = location.file else { return }
        text(relative(file))
        if let line = location.line { markup(":\(line)") }
    }

    /// `file:line` of `location`, the path relative to ``locationFolder``: a tooltip's text.
    func place(_ location: SourceLocation?) -> String? {
        guard let location, let file = location.file else { return nil }
        let shown = relative(file)
        return location.line.map { "\(shown):\($0)" } ?? String(shown)
    }

    private func relative(_ file: String) -> Substring {
        !locationFolder.isEmpty && file.hasPrefix(locationFolder) ? file.dropFirst(locationFolder.count) : file[...]
    }

    /// A byte that starts something the page cannot copy as it is: a
    /// character HTML gives meaning to, a control, or the lead byte of a
    /// scalar at or above U+0080 (C1 controls, separators and overrides are among them).
    @inline(__always)
    private static func mayNeedEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): return true
        case 0x00...0x1F, 0x7F: return true
        case 0xC2, 0xE2: return true
        default: return false
        }
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// The document's bytes, to write without making a string of them.
    var data: Data { Data(bytes) }
}
