import Foundation

/// Writes Foundation property-list objects as OpenStep text, which
/// Foundation itself cannot write. Keys are sorted; every scalar is a quoted
/// string, as OpenStep has no numbers or booleans.
enum OpenStepWriter {
    static func text(_ object: Any) -> String {
        var text = ""
        write(object, indent: "", into: &text)
        return text + "\n"
    }

    private static func write(_ object: Any, indent: String, into text: inout String) {
        switch object {
        case let dictionary as [String: Any]:
            text += "{\n"
            for key in dictionary.keys.sorted() {
                text += indent + "    " + quoted(key) + " = "
                write(dictionary[key] ?? "", indent: indent + "    ", into: &text)
                text += ";\n"
            }
            text += indent + "}"
        case let array as [Any]:
            text +=
                "("
                + array.map { element -> String in
                    var item = ""
                    write(element, indent: indent, into: &item)
                    return item
                }.joined(separator: ", ") + ")"
        case let string as String:
            text += quoted(string)
        default:
            text += quoted("\(object)")
        }
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
