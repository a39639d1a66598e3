import Testing

@testable import ThemeKit

/// `Modifications.setValues(_:inStyle:)`, which reading an overrides file
/// uses, gives exactly what setting each value in turn gives.
@Suite struct KeyPathBatchTests {
    @Test func aBatchIsTheSameAsEachValueInTurn() throws {
        var random = SeededRandom(seed: 48)
        let components = ["a", "b", "layer", "title", "_inherit", "_superstyle"]
        for _ in 0..<300 {
            var existing = Modifications()
            var sequential = Modifications()
            let values: [(keyPath: String, value: ThemeValue)] = (0..<random.next(in: 1...12)).map { _ in
                let path = (0..<random.next(in: 1...3)).map { _ in components[random.below(components.count)] }.joined(separator: ".")
                return (path, .number(Double(random.below(100))))
            }
            // Some styles already hold values the batch meets.
            if random.below(2) == 0 {
                try existing.setValue(.string("c:#FFFFFF"), forKeyPath: "layer.b", inStyle: "S")
                try existing.setValue(.number(1), forKeyPath: "a", inStyle: "S")
                sequential = existing
            }
            var batch = existing
            for (keyPath, value) in values { try sequential.setValue(value, forKeyPath: keyPath, inStyle: "S") }
            try batch.setValues(values, inStyle: "S")
            #expect(batch == sequential, "\(values.map(\.keyPath))")
            #expect(batch.keyPaths == sequential.keyPaths, "the order too: \(values.map(\.keyPath))")
        }
    }
}
