import Foundation
import ThemeKit

/// The files one run takes in: those named on the command line, every
/// file it read (included and `$ref`'d files, the configuration), and
/// every file inside a folder it read whole (an asset catalogue).
///
/// An `--output` must be none of them (themecheck.md, "Writes"), and the
/// comparison is by what the files are, device and inode, never by how
/// they are spelt: a symbolic link, a hard link, `./theme.json` or
/// `../Themes/theme.json` is the theme all the same.
struct InputFiles {
    private let named: [String]
    private let read: SourceLines

    init(_ invocation: Invocation, read sources: SourceLines) {
        named = Self.named(by: invocation)
        read = sources
    }

    /// The files named on the command line (`-`, standard input, among them); a
    /// file too large to be read is named, and so still an input.
    static func named(by invocation: Invocation) -> [String] {
        ([invocation.theme, invocation.newTheme] + invocation.alternatives
            + [invocation.overrides, invocation.configurationPath].compactMap { $0 })
            .filter { !$0.isEmpty }
    }

    /// The file standard input is redirected from, if it is one.
    private static var standardInput: FileIdentity? {
        var status = stat()
        guard fstat(STDIN_FILENO, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileIdentity(device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(truncatingIfNeeded: status.st_ino))
    }

    /// The input that `path` names too, spelt as the run names it; nil when
    /// it names none (or nothing yet).
    ///
    /// A file read is matched as it was when read and as it is now, so a
    /// theme saved over (a new inode) since it was read is still caught.
    func input(sameAs path: String) -> String? {
        // Inside a folder read whole, a file is an input whether or not it exists yet.
        if let folder = folder(holding: path) { return folder }
        guard let target = FileIdentity.of(path: path) else { return nil }
        // A theme read from standard input (`-`) redirected from a file is that file.
        if named.contains("-") || read.paths.contains("-"), let standardInput = Self.standardInput, standardInput == target {
            return "-"
        }
        return (named + read.paths.sorted()).first { input in
            input != "-" && (read.identity(of: input) == target || FileIdentity.of(path: input) == target)
        }
    }

    /// The folder read as a whole (an asset catalogue) that `path` is inside, by identity.
    private func folder(holding path: String) -> String? {
        let folders = read.folders.compactMap { folder in FileIdentity.of(path: folder).map { (folder, $0) } }
        guard !folders.isEmpty else { return nil }
        var ancestor = URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent()
        while true {
            if let identity = FileIdentity.of(path: ancestor.path), let (folder, _) = folders.first(where: { $0.1 == identity }) {
                return folder
            }
            let parent = ancestor.deletingLastPathComponent()
            guard parent.path != ancestor.path else { return nil }
            ancestor = parent
        }
    }
}
