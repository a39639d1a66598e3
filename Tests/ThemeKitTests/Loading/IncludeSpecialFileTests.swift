import Foundation
import Testing

@testable import ThemeKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An `_include` naming anything but a regular file (a FIFO, a device, a
/// socket, a folder) is refused before it is opened, so no load can hang on
/// it; a theme read from a pipe or a device includes nothing.
@Suite struct IncludeSpecialFileTests {
    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let folder = try IncludeTests.Folder([
            "theme.json": #"{"formatVersion": 2, "_include": ["pipe.json", "parts"], "Constants": {"COLOR_A": "c:#111111"}}"#,
            "parts/colors.json": "{}",
        ])
        #expect(mkfifo(folder.url.appendingPathComponent("pipe.json").path, 0o600) == 0)
        // Were the FIFO opened for reading, the load would wait here for ever for a writer.
        let theme = try folder.theme()
        #expect(theme.diagnostics.map(\.code) == ["include-not-a-file", "include-not-a-file"])
        #expect(theme.diagnostics.first?.message == "cannot include `pipe.json`: it is a FIFO, not a file; it was not opened")
        #expect(theme.diagnostics.last?.message == "cannot include `parts`: it is a folder, not a file; it was not opened")
        #expect(ThemeManager(defaultTheme: theme).constant(named: "COLOR_A") != nil, "the rest of the theme is used")
    }

    @Test func aLinkToADeviceInsideTheFolderIsRefused() throws {
        let folder = try IncludeTests.Folder(["theme.json": #"{"formatVersion": 2, "_include": "zero.json"}"#])
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("zero.json").path, withDestinationPath: "/dev/zero")
        let theme = try folder.theme()
        // The link points out of the folder, so it is refused before its kind is even looked at.
        #expect(theme.diagnostics.map(\.code) == ["include-not-found"])
    }

    @Test func aThemeReadFromADeviceIncludesNothing() throws {
        let pipe = Pipe()
        let text = Data(#"{"formatVersion": 2, "_include": "zero", "Constants": {"COLOR_A": "c:#111111"}}"#.utf8)
        pipe.fileHandleForWriting.write(text)
        try pipe.fileHandleForWriting.close()
        // As `/dev/stdin` is for a theme piped in: a path in /dev naming a pipe.
        let device = "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)"
        let theme = try Theme(contentsOf: URL(fileURLWithPath: device))
        #expect(theme.diagnostics.map(\.code) == ["include-not-found"], "not `/dev/fd/zero`, nor anything else in /dev")
        #expect(theme.diagnostics.first?.message.contains("read from standard input, a pipe or a device, cannot include") == true)
    }
}
