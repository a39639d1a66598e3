import Foundation

/// Foundation's `#Predicate`, iOS 17, macOS 14: on Linux it lives in
/// `FoundationEssentials`, which `Foundation` re-exports.
func isPositive(_ number: Int) throws -> Bool {
    let positive = #Predicate<Int> { $0 > 0 }
    return try positive.evaluate(number)
}
