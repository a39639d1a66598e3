import BenchmarkInputs
import Foundation

// swift run -c release themekit-bench [--json] [--quick] [--only SECTION]
// themekit-bench --write-input PATH writes the generated 10 MB theme.
// Generates its inputs deterministically and prints every figure with the
// baseline measured in the same run. --quick uses small inputs (a smoke run).

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "--memory-probe", let path = arguments.dropFirst().first {
    exit(MemoryBenchmark.probe(path))
}
if arguments.first == "--write-input", let path = arguments.dropFirst().first {
    // The 10 MB generated theme the benchmark uses, for profiling and reproducing.
    do { try GeneratedTheme(approximateSize: 10_000_000).json.write(to: URL(fileURLWithPath: path)) } catch { exit(1) }
    exit(0)
}
let isJSON = arguments.contains("--json")
let isQuick = arguments.contains("--quick")
/// `--only parse|resolve|refs|chains|growth|apply|threads|memory|reload|themecheck` runs one section.
let only = arguments.firstIndex(of: "--only").flatMap {
    arguments.index(after: $0) < arguments.endIndex ? arguments[arguments.index(after: $0)] : nil
}
func runs(_ section: String) -> Bool { only == nil || only == section }

func progress(_ text: String) {
    FileHandle.standardError.write(Data("themekit-bench: \(text)\n".utf8))
}

do {
    let large = GeneratedTheme(approximateSize: isQuick ? 200_000 : 10_000_000)
    let medium = GeneratedTheme(approximateSize: isQuick ? 50_000 : 1_000_000)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "themekit-bench-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let largeFile = folder.appendingPathComponent("large.json")
    try large.json.write(to: largeFile)
    let largeLabel = "\(formatted(Double(large.json.count) / 1e6)) MB"

    var figures: [Figure] = []
    if runs("parse") {
        progress("parse")
        figures += try ParseBenchmark.run(
            sizes: [(formatted(Double(medium.json.count) / 1e6) + " MB", medium.json, false), (largeLabel, large.json, true)],
            giotto: FileManager.default.contents(atPath: "Fixtures/giotto/theme_default.plist"))
    }
    if runs("resolve") {
        progress("resolve")
        figures += try ResolveBenchmark.run(counts: isQuick ? [1_000, 2_000, 4_000] : [1_000, 10_000, 100_000])
    }
    if runs("refs") {
        progress("style references")
        figures += try ReferenceBenchmark.run(counts: (1_000, isQuick ? 10_000 : 50_000))
    }
    if runs("chains") {
        progress("constant chains")
        figures += try ChainBenchmark.run()
    }
    if runs("growth") {
        progress("growth of hostile shapes")
        figures += try GrowthBenchmark.run(size: isQuick ? 1_000 : 4_000)
        figures += try SurfaceGrowthBenchmark.run(size: isQuick ? 500 : 2_000, folder: folder)
        progress("growth of every reader's surfaces")
        figures += try SurfaceRegistryBenchmark.run(size: isQuick ? 500 : 2_000, folder: folder)
    }
    if runs("apply") {
        progress("apply")
        figures += try ApplyBenchmark.run()
        figures += try DepthApplyBenchmark.run()
        if let giotto = FileManager.default.contents(atPath: "Fixtures/giotto/theme_default.plist") {
            figures += try GiottoApplyBenchmark.run(theme: giotto)
        }
    }
    if runs("threads") {
        progress("two threads reading")
        figures += try ContentionBenchmark.run(reads: isQuick ? 20_000 : 200_000)
    }
    if runs("memory") {
        progress("memory")
        figures.append(try MemoryBenchmark.run(file: largeFile))
    }
    if runs("reload") {
        progress("reload")
        figures += try ReloadBenchmark.run(folder: folder)
    }
    if runs("themecheck") {
        progress("themecheck")
        figures += try ThemecheckBenchmark.run(file: largeFile, label: largeLabel)
    }
    print(isJSON ? Report.json(figures) : Report.table(figures))
} catch {
    progress("error: \(error)")
    exit(1)
}
