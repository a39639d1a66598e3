import Foundation

/// Writes a property-list tree as an XML property list, the form Foundation,
/// Giotto and `themecheck --overrides` read.
enum PropertyListWriter {
    static func xml(_ root: PlistNode) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        write(root, indent: "", into: &text)
        return text + "</plist>\n"
    }

    private static func write(_ node: PlistNode, indent: String, into text: inout String) {
        switch node.kind {
        case .dictionary(let entries):
            guard !entries.isEmpty else {
                text += indent + "<dict/>\n"
                return
            }
            text += indent + "<dict>\n"
            for entry in entries {
                text += indent + "\t<key>" + escaped(entry.key) + "</key>\n"
                write(entry.value, indent: indent + "\t", into: &text)
            }
            text += indent + "</dict>\n"
        case .array(let elements):
            guard !elements.isEmpty else {
                text += indent + "<array/>\n"
                return
            }
            text += indent + "<array>\n"
            for element in elements { write(element, indent: indent + "\t", into: &text) }
            text += indent + "</array>\n"
        case .string(let string):
            text += indent + "<string>" + escaped(string) + "</string>\n"
        case .date(let date):
            text += indent + "<date>" + escaped(date) + "</date>\n"
        case .number(let number):
            let isInteger = number == number.rounded() && abs(number) < 9_007_199_254_740_992
            text += indent + (isInteger ? "<integer>" : "<real>") + JSONText.number(number) + (isInteger ? "</integer>\n" : "</real>\n")
        case .bool(let flag):
            text += indent + (flag ? "<true/>\n" : "<false/>\n")
        case .null:
            text += indent + "<string>null</string>\n"
        case .data(let data):
            text += indent + "<data>" + data.base64EncodedString() + "</data>\n"
        case .uid(let uid):
            // XML plists have no UID element; CoreFoundation writes this dictionary instead.
            text += indent + "<dict>\n\(indent)\t<key>CF$UID</key>\n\(indent)\t<integer>\(uid)</integer>\n\(indent)</dict>\n"
        }
    }

    private static func escaped(_ text: String) -> String {
        guard text.contains(where: { $0 == "&" || $0 == "<" || $0 == ">" }) else { return text }
        return text.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
