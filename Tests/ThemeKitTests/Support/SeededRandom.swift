/// SplitMix64: a small deterministic generator whose sequence is the same on
/// every platform, so a failing run can be repeated.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func next(in range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }

    /// A component as themes hold it: a multiple of 1/255.
    mutating func byteFraction() -> Double { Double(below(256)) / 255 }

    /// A finite number: an integer, a fraction, or one of any magnitude.
    mutating func number() -> Double {
        switch below(3) {
        case 0: return Double(below(2001) - 1000)
        case 1: return Double(below(2_000_001) - 1_000_000) / 1000
        default:
            let value = Double(bitPattern: next())
            return value.isFinite ? value : 1
        }
    }

    mutating func positiveNumber() -> Double {
        let value = abs(number())
        return value > 0 ? value : 1
    }

    /// A name of letters, digits, spaces, punctuation and non-ASCII scalars.
    mutating func name() -> String {
        let alphabet = Array("abcXYZ019 _-.,:#é字\u{00A0}")
        return String((0..<below(12) + 1).map { _ in alphabet[below(alphabet.count)] })
    }
}
