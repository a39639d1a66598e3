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
        for command in Commands.all where !(command is InitCommand) {
            if command.exporters.isEmpty {
                declared.insert(command.name)
            } else {
                declared.formUnion(command.exporters.map { "\(command.name) \($0.name)" })
            }
        }
        declared.formUnion(ReporterKind.allCases.map { "reporter \($0.rawValue)" })
        #expect(
            measured == declared, "missing: \(declared.subtracting(measured).sorted()); unknown: \(measured.subtracting(declared).sorted())"
        )
    }
}
