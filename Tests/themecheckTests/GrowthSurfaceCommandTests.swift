import BenchmarkInputs
import Testing

@testable import themecheck

/// Every subcommand, every format `export` and `generate` make and every
/// reporter has a growth case (`GrowthSurfaces`), so a command added to the
/// CLI fails here until the benchmark times it at n and 4n (unless it reads no input).
@Suite struct GrowthSurfaceCommandTests {
    @Test func everySubcommandFormatAndReporterIsMeasured() {
        let measured = Set(GrowthSurfaces.all.filter { $0.reader == .command }.map(\.key))
        var declared = Set<String>()
        // `init` reads no input at all (it writes two fixed files), so nothing of it can grow.
        for subcommand in Invocation.Subcommand.allCases where subcommand != .`init` {
            if let formats = Invocation.formats[subcommand] {
                declared.formUnion(formats.map { "\(subcommand.rawValue) \($0)" })
            } else {
                declared.insert(subcommand.rawValue)
            }
        }
        declared.formUnion(ReporterKind.allCases.map { "reporter \($0.rawValue)" })
        #expect(
            measured == declared, "missing: \(declared.subtracting(measured).sorted()); unknown: \(measured.subtracting(declared).sorted())"
        )
    }
}
