import Foundation
import Testing

@testable import ThemeKit

/// Proves the overrides file is written atomically: a child process that
/// synchronises large override sets in a loop is killed with SIGKILL at
/// random moments, and after every kill the file must parse and be one
/// complete state, never a mix, never empty.
@Suite struct CrashConsistencyTests {
    static let kills = 220
    static let constantsPerState = 1_500

    @Test func killingAWriterAtAnyMomentLeavesACompleteFile() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("overrides.plist")
        // Kill across the writer's own pace (measured here, so a slow build or
        // machine is covered too): from before its first state to several states in.
        let pace = try Self.measurePace(in: folder)
        let window = Int(pace.firstState * 0.5 * 1e6)...Int((pace.firstState + 6 * pace.perState) * 1e6)
        var random = SeededRandom(seed: 20_261_122)
        var statesSeen = Set<Int>()
        var killsWhileWriting = 0
        for kill in 0..<Self.kills {
            let writer = try Self.startWriter(at: url)
            usleep(useconds_t(random.next(in: window)))
            if writer.isRunning {
                killsWhileWriting += 1
                Foundation.kill(writer.processIdentifier, SIGKILL)
            }
            writer.waitUntilExit()
            #expect(
                writer.terminationReason == .uncaughtSignal,
                "the writer stopped by itself (status \(writer.terminationStatus)) at kill \(kill)")
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            let state = try Self.completeState(in: url)
            #expect(state != nil, "kill \(kill) left a file that is not one complete state")
            if let state { statesSeen.insert(state) }
        }
        #expect(killsWhileWriting >= 200)
        #expect(statesSeen.count > 1, "the writer must have completed states between kills")
        print(
            "crash consistency: \(killsWhileWriting) kills over \(window.lowerBound / 1000)-\(window.upperBound / 1000) ms (first state after \(Int(pace.firstState * 1000)) ms, then one every \(Int(pace.perState * 1000)) ms), \(statesSeen.count) distinct complete states read back, 0 corrupt"
        )
    }

    /// A writer whose test is gone (crashed, say) must not write for ever:
    /// it would hold the run's output open, and the run would never end.
    /// The test's end of the writer's input closes with the test.
    @Test func aWriterStopsWhenItsTestIsGone() throws {
        let folder = try TemporaryFolder()
        let input = Pipe()
        let writer = try Self.startWriter(at: folder.url.appendingPathComponent("orphan.plist"), input: input)
        defer { if writer.isRunning { Foundation.kill(writer.processIdentifier, SIGKILL) } }
        usleep(200_000)
        #expect(writer.isRunning, "it writes while the test is there")
        try input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(10)
        while writer.isRunning, Date() < deadline { usleep(20_000) }
        #expect(!writer.isRunning, "the writer goes on writing without its test")
        // It exits (its status is the leak checker's under the address sanitizer), not killed by a signal.
        if !writer.isRunning { #expect(writer.terminationReason == .exit) }
    }

    /// Starts a writer of `url`; it writes until killed or until `input`'s
    /// writing end closes (the test keeps it open by holding the process).
    private static func startWriter(at url: URL, input: Pipe = Pipe()) throws -> Process {
        let writer = Process()
        writer.executableURL = productsDirectory.appendingPathComponent("overrides-writer")
        writer.arguments = [url.path, String(constantsPerState)]
        writer.standardInput = input
        try writer.run()
        return writer
    }

    /// How long the writer takes to its first complete state, and per state after that.
    private static func measurePace(in folder: TemporaryFolder) throws -> (firstState: TimeInterval, perState: TimeInterval) {
        let url = folder.url.appendingPathComponent("pace.plist")
        let writer = try startWriter(at: url)
        defer {
            Foundation.kill(writer.processIdentifier, SIGKILL)
            writer.waitUntilExit()
        }
        let start = Date()
        while !FileManager.default.fileExists(atPath: url.path) {
            try #require(Date().timeIntervalSince(start) < 60, "the writer wrote nothing in a minute")
            usleep(500)
        }
        let firstState = Date().timeIntervalSince(start)
        let settle = max(0.3, firstState)
        usleep(useconds_t(settle * 1e6))
        let state = try completeState(in: url) ?? 1
        return (firstState, max(0.001, settle / Double(max(1, state - 1))))
    }

    /// The state number if the file holds exactly one complete state.
    private static func completeState(in url: URL) throws -> Int? {
        let theme = try Theme(contentsOf: url)
        guard !theme.diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        var problems: [Diagnostic] = []
        let modifications = Modifications(theme: theme, problems: &problems)
        guard problems.isEmpty else { return nil }
        guard case .number(let number)? = modifications.constants["STATE"], modifications.constants.count == constantsPerState + 1 else {
            return nil
        }
        let state = Int(number)
        for item in 0..<constantsPerState where modifications.constants["C_\(item)"] != .string("state \(state) item \(item)") {
            return nil
        }
        return state
    }

    /// The folder SwiftPM built the products into.
    private static var productsDirectory: URL { BuiltProducts.directory(holding: "overrides-writer") }
}
