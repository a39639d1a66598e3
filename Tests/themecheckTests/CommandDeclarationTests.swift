import Foundation
import Testing

@testable import themecheck

/// The subcommands' and formats' declarations (``Commands``, ``Exporters``)
/// are what the help prints and what the manual documents.
@Suite struct CommandDeclarationTests {
    /// The help is made from the declarations, and reads as it always has.
    @Test func theHelpIsMadeFromTheDeclarations() throws {
        try assertSnapshot(try ThemeCheckRun("--help").output, named: "help/help.txt")
        try assertSnapshot(try ThemeCheckRun("help", "export").output, named: "help/export.txt")
        for command in Commands.all {
            let help = try ThemeCheckRun("help", command.name)
            #expect(help.status == 0 && help.output.contains(command.usage + "\n") && help.output.contains(command.help + "\n"))
        }
    }

    /// Each format has its USAGE line (formats with the same arguments share one).
    @Test func everyFormatHasAUsageLine() {
        for command in Commands.all {
            for exporter in command.exporters {
                let line = command.synopsis.split(separator: "\n").first { line in
                    line.hasPrefix("  themecheck \(command.name) ")
                        && line.split(separator: " ")[2].split(separator: "|").contains(Substring(exporter.name))
                }
                #expect(line != nil, "\(command.name) \(exporter.name)")
            }
        }
    }

    /// The manual names every subcommand in its synopsis, has a paragraph for
    /// every format, and mentions every flag.
    @Test func theManualDocumentsEveryDeclaration() throws {
        let manual = try String(contentsOf: PackagePath.root.appendingPathComponent("Docs/themecheck.md"), encoding: .utf8)
        let synopsis = try #require(manual.components(separatedBy: "```").dropFirst().first)
        for command in Commands.all {
            let spelt = command.name == Commands.default.name ? "themecheck [lint]" : "themecheck \(command.name)"
            #expect(synopsis.contains(spelt), "\(command.name) is missing from the manual's synopsis")
            #expect(manual.contains("## \(command.name)") || !command.exporters.isEmpty, "\(command.name) has no section")
            for exporter in command.exporters {
                #expect(manual.contains("- `themecheck \(command.name) \(exporter.name)"), "\(command.name) \(exporter.name)")
            }
            for flag in command.flags {
                #expect(manual.contains(flag.name), "\(flag.name) of \(command.name) is not in the manual")
            }
        }
    }

    /// A flag added to lint, resolve and preview alike (as `--assets DIR` is)
    /// is one declaration: each takes it, and each shows it in its USAGE lines.
    @Test func aFlagSharedByTheWatchedCommandsIsDeclaredOnce() {
        let sample = Flag("--sample", usage: "[--sample DIR]...") { _, _ in }
        let shared = Flag.watchedChain + [sample]
        for command in [Probe(name: "lint", flags: shared), Probe(name: "resolve", flags: shared + [.style])] {
            #expect(command.takes("--sample"))
            #expect(command.usage == command.synopsis + "\n             [--assets DIR]... [--sample DIR]...")
        }
        // A flag the written synopsis already shows is not shown twice.
        let written = Probe(name: "preview", flags: shared, synopsis: "  themecheck preview THEME [--assets DIR]... [--sample DIR]...")
        #expect(written.usage == written.synopsis)
        for name in ["lint", "resolve", "preview"] {
            let flags = Commands.named(name)?.flags.map(\.name) ?? []
            #expect(Flag.watchedChain.allSatisfy { flags.contains($0.name) }, "\(name)")
        }
    }

    /// A subcommand made up for a test of what its declarations give.
    private struct Probe: Command {
        var name: String
        var flags: [Flag]
        var synopsis = "  themecheck probe THEME"
        let help = "probe     does nothing."

        func accept(_ positional: [String], into invocation: inout Invocation) throws(Invocation.UsageError) {}

        func run(
            _ invocation: Invocation, sources: SourceLines, output: inout some TextOutputStream,
            errors: inout some TextOutputStream
        ) -> ThemeCheck.ExitStatus { .clean }
    }

    /// A flag is an option of the subcommands that declare it, and only of them.
    @Test(arguments: Commands.all.map(\.name))
    func aSubcommandTakesExactlyTheFlagsItDeclares(name: String) throws {
        let command = try #require(Commands.named(name))
        for flag in Commands.allFlagNames.subtracting(Flag.answeredByParser) {
            #expect(command.takes(flag) == command.flags.contains { $0.name == flag })
        }
        #expect(command.takes("--help") && command.takes("--version"))
        #expect(Set(command.flags.map(\.name)).count == command.flags.count, "\(name) declares a flag twice")
    }
}
