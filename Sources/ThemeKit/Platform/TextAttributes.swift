import Foundation

/// Text attributes changed one key at a time, as the bridges' rows change
/// them (a segment title's colour, a placeholder's font), so that setting one
/// keeps the others and works the same in UIKit and AppKit.
extension Dictionary where Key == NSAttributedString.Key, Value == Any {
    /// `attributes` (none for nil) with `key` set to `value`, or removed for nil.
    package static func merging(_ attributes: Self?, setting key: Key, to value: Any?) -> Self {
        var attributes = attributes ?? [:]
        attributes[key] = value
        return attributes
    }
}

extension NSAttributedString {
    /// The attribute `key` where this text starts, or nil (always for empty text).
    package func leadingAttribute(_ key: Key) -> Any? {
        length > 0 ? attributes(at: 0, effectiveRange: nil)[key] : nil
    }

    /// This text with `key` set to `value` (removed for nil) over all of it,
    /// keeping the other attributes it starts with.
    package func settingAttribute(_ key: Key, to value: Any?) -> NSAttributedString {
        let attributes = length > 0 ? attributes(at: 0, effectiveRange: nil) : nil
        return NSAttributedString(string: string, attributes: .merging(attributes, setting: key, to: value))
    }
}
