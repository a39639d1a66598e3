import Foundation
import ThemeKit

/// Peak resident memory while loading a theme, as a multiple of the file
/// size. Measured in a child process (`--memory-probe FILE`), so nothing the
/// benchmark did before counts: the peak after loading, less the peak before.
enum MemoryBenchmark {
    static func run(file: URL) throws -> Figure {
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        probe.arguments = ["--memory-probe", file.path]
        let pipe = Pipe()
        probe.standardOutput = pipe
        try probe.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        probe.waitUntilExit()
        let numbers = output.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard probe.terminationStatus == 0, numbers.count == 3 else { throw BenchmarkError("the memory probe failed: \(output)") }
        let (before, after, size) = (numbers[0], numbers[1], numbers[2])
        let ratio = (after - before) / size
        return Figure(
            key: "peak_memory_ratio",
            name:
                "peak memory loading \(formatted(size / 1e6)) MB: +\(formatted((after - before) / 1e6)) MB (process peak \(formatted(after / 1e6)) MB)",
            value: after - before, unit: "bytes", baseline: "the file, \(formatted(size / 1e6)) MB",
            ratio: ratio, target: "<= 3", isMet: ratio <= 3)
    }

    /// The child's side: prints the peak before loading, after, and the file size.
    static func probe(_ path: String) -> Int32 {
        guard let data = FileManager.default.contents(atPath: path) else { return 1 }
        let before = peakResidentBytes()
        do {
            consume(try Theme(data: data, name: path, limits: ThemeLimits(maximumFileSize: 256 << 20)))
        } catch {
            print("error: \(error)")
            return 1
        }
        print(before, peakResidentBytes(), data.count)
        return 0
    }

    /// This process's peak resident memory. On Linux `ru_maxrss` survives
    /// fork and exec (the child would report its parent's peak), so the
    /// kernel's `VmHWM` for this image is read instead.
    private static func peakResidentBytes() -> Int {
        #if canImport(Darwin)
        var usage = rusage()
        getrusage(RUSAGE_SELF, &usage)
        return usage.ru_maxrss
        #else
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
        #endif
    }
}
