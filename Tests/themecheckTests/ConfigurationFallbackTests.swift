import Foundation
import Testing

/// A configuration in the folder that cannot be used never stops the THEMEs
/// given from being checked, and never hangs a command.
@Suite struct ConfigurationFallbackTests {
    private static let theme = #"{"formatVersion": 2, "Styles": {"S": {"textColor": "c:#GG0000"}}}"#

    @Test func aConfigurationThatDoesNotParseStillLintsTheTheme() throws {
        let project = try TemporaryProject(["theme.json": Self.theme, "themecheck.json": "{\"rules\": {}\n"])
        let run = try ThemeCheckRun(in: project.url, arguments: ["theme.json"])
        #expect(run.status == 1)
        #expect(run.output.contains("[invalid-color]") && run.output.contains("themecheck.json"), "\(run.output)")
    }

    @Test func aFIFONamedLikeTheConfigurationIsReportedNotWaitedOn() throws {
        let project = try TemporaryProject(["theme.json": Self.theme])
        #expect(mkfifo(project.url.appendingPathComponent("themecheck.json").path, 0o600) == 0)
        for arguments in [["theme.json"], ["resolve", "theme.json"], ["explain", "theme.json", "--style", "S"]] {
            let run = try ThemeCheckRun(in: project.url, arguments: arguments)
            #expect((run.output + run.errors).contains("a FIFO, not a file"), "\(arguments): \(run.errors)")
        }
    }
}
