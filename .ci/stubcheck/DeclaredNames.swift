/// The name under which an SDK file declares a symbol, and whether a file's
/// text declares it.
///
/// A header declares the Objective-C or C name, which the symbol graph's
/// Clang identifier holds (`c:objc(cs)UIColor(im)initWithRed:green:blue:alpha:`
/// is `initWithRed` in `UIColor.h`; `c:@UIFontTextStyleLargeTitle`, the
/// constant); a Swift interface declares the Swift name after its keyword
/// (`func registerForTraitChanges`, `struct UITraitHorizontalSizeClass`).
enum DeclaredNames {
    /// The Objective-C or C name of a symbol imported from a header.
    struct ObjectiveCName {
        let name: String
        /// The class, protocol, enum or struct it belongs to, if any.
        let container: String?
        /// `@interface` or `@protocol` for a class or protocol itself.
        let introducer: String?

        /// Whether a header's text declares it: a class or protocol after its
        /// `@interface` / `@protocol` (not a forward `@protocol X;`), anything
        /// else as a word (a property, a selector's first part, a constant, an enum case).
        func isDeclared(in text: String) -> Bool {
            guard let introducer else { return text.containsWord(name) }
            return text.wordRanges(of: name).contains { range in
                let before = text[..<range.lowerBound].reversed().drop { $0 == " " }
                let after = text[range.upperBound...].drop { $0 == " " }.first
                return String(before.prefix(introducer.count).reversed()) == introducer && after != ";" && after != ","
            }
        }
    }

    /// The Objective-C or C name of a symbol imported from a header (from its
    /// Clang identifier); nil for a Swift declaration (`s:...`).
    static func objectiveC(_ identifier: String) -> ObjectiveCName? {
        guard identifier.hasPrefix("c:") else { return nil }
        let body = identifier.dropFirst(2)
        let cut = [body.lastIndex(of: ")"), body.lastIndex(of: "@")].compactMap { $0 }.max() ?? body.startIndex
        let name = String(body[cut...].drop { $0 == ")" || $0 == "@" }.prefix { $0 != ":" })
        let head = body[..<cut]
        guard !name.isEmpty else { return nil }
        if head == "objc(cs" || head == "objc(pl" {
            return ObjectiveCName(name: name, container: nil, introducer: head == "objc(cs" ? "@interface" : "@protocol")
        }
        let container =
            head.hasPrefix("objc(")
            ? head.split(separator: ")").dropFirst().first?.prefix { $0 != "(" }
            : head.split(separator: "@").filter { !["E", "EA", "S", "SA", "T", "F", "FI"].contains($0) }.last
        return ObjectiveCName(name: name, container: container.map(String.init), introducer: nil)
    }

    /// Whether Swift source `text` (a `.swiftinterface`) declares the member
    /// named `name` (`registerForTraitChanges(_:handler:)`, `init(red:green:blue:alpha:)`, `largeTitle`).
    static func swift(_ name: String, in text: String) -> Bool {
        let base = String(name.prefix { $0 != "(" }).replacingOccurrences(of: "`", with: "")
        if base == "init" {
            let labels = name.drop { $0 != "(" }.dropFirst().split(separator: ":").map(String.init)
            let first = labels.first.map { $0 == "_" ? "_ " : $0 } ?? ")"
            return text.wordRanges(of: "init").contains { range in
                let rest = text[range.upperBound...].prefix(200).drop { "?!".contains($0) }
                let parameters = rest.first == "<" ? rest.drop { $0 != "(" } : rest
                return parameters.dropFirst().hasPrefix(first)
            }
        }
        let introducers: Set = [
            "func", "var", "let", "case", "class", "struct", "enum", "protocol", "typealias", "associatedtype", "actor",
        ]
        return text.wordRanges(of: base).contains { range in
            let before = text[..<range.lowerBound].reversed().drop { $0 == " " || $0 == "`" }
            guard before.first != "," else {
                // One of `case a, b, c`: its line begins with `case`.
                let lineStart = text[..<range.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
                return String(text[lineStart..<range.lowerBound]).trimmed.hasPrefix("case ")
            }
            return introducers.contains(String(before.prefix { $0.isLetter }.reversed()))
        }
    }
}
