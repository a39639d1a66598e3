/// A standard-library declaration above the floor: `String(validating:as:)` is
/// iOS 18, macOS 15. Unguarded it must be reported; behind `if #available` not.
func decode(_ units: [UInt16]) -> String? {
    String(validating: units, as: UTF16.self)
}

func decodeGuarded(_ units: [UInt16]) -> String? {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) { return String(validating: units, as: UTF16.self) }
    return nil
}
