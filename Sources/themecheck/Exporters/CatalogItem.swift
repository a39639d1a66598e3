import Foundation
import ThemeKit

/// A folder or file inside an asset catalogue, as `lstat` sees it, read and
/// written without following a symbolic link.
///
/// A catalogue lives in a repository anyone may send a change to: a colour
/// set, or its `Contents.json`, that is a link could point anywhere (a
/// theme, `~/.ssh`), so the export writes nothing through one. A file is
/// replaced only while it is still the file read and holds the bytes read,
/// keeping its permission bits (themecheck.md, "Writes").
struct CatalogItem {
    /// Where it is, and how messages name it (relative to the catalogue).
    var path: String
    var name: String

    /// What is there.
    enum Kind: Equatable {
        case missing, folder, link
        case file(FileIdentity)
        /// Anything else, as a message names it (`a FIFO`).
        case other(String)
    }

    var kind: Kind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        case S_IFREG:
            return .file(FileIdentity(device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(truncatingIfNeeded: status.st_ino)))
        case S_IFIFO: return .other("a FIFO")
        case S_IFSOCK: return .other("a socket")
        default: return .other("a device")
        }
    }

    /// The item `name` in this folder.
    func appending(_ name: String) -> CatalogItem {
        CatalogItem(path: path + "/" + name, name: self.name.isEmpty ? name : self.name + "/" + name)
    }

    /// Makes this folder unless it is there; refuses a link or a file in its place.
    func makeFolder() throws(OutputFile.WriteFailure) {
        switch kind {
        case .folder: return
        case .missing:
            guard mkdir(path, 0o777) == 0 || kind == .folder else {
                throw refusal("cannot be made: \(String(cString: strerror(errno)))")
            }
        case .link: throw linkRefusal
        case .file: throw refusal("is a file, not a folder; it was left as it is")
        case .other(let kind): throw refusal("is \(kind), not a folder; it was left as it is")
        }
    }

    /// The bytes of this file, and the file they came from; nil when nothing is there.
    func read() throws(OutputFile.WriteFailure) -> (data: Data, identity: FileIdentity)? {
        switch kind {
        case .missing: return nil
        case .link: throw linkRefusal
        case .folder: throw refusal("is a folder, not a file; it was left as it is")
        case .other(let kind): throw refusal("is \(kind), not a file; it was left as it is")
        case .file(let identity):
            // The file opened must be the one `lstat` saw: a link put in its place meanwhile is not read through.
            guard case .success(let read) = ThemeFileReader.contents(of: path, limit: 1 << 20, onlyRegularFile: true),
                read.identity == identity
            else { throw refusal("cannot be read, or changed while themecheck ran; it was left as it is") }
            return (read.data, identity)
        }
    }

    /// Writes `data` here: a new file where there was none (`old` nil), else
    /// over `old` only while the file is still it.
    func write(_ data: Data, over old: (data: Data, identity: FileIdentity)?) throws(OutputFile.WriteFailure) {
        do {
            if let old {
                guard old.data != data else { return }
                guard try AtomicFileWriter.replace(data, atPath: path, readAs: old.identity, holding: old.data) else {
                    throw refusal("changed while themecheck ran; it was left as it is")
                }
            } else {
                guard kind == .missing else { throw refusal("appeared while themecheck ran; it was left as it is") }
                try AtomicFileWriter.write(data, to: URL(fileURLWithPath: path))
            }
        } catch let failure as OutputFile.WriteFailure {
            throw failure
        } catch {
            throw refusal("cannot be written: \(error)")
        }
    }

    /// Removes this file, if it is still `identity` and may be written (a
    /// read-only file is someone's decision), and then its folder if that is left empty.
    func remove(ifStill identity: FileIdentity, folder: CatalogItem) {
        var status = stat()
        // By its mode, not `access`, which says yes to root whatever the mode.
        guard kind == .file(identity), lstat(path, &status) == 0, status.st_mode & 0o222 != 0, unlink(path) == 0 else { return }
        // Only an empty folder goes: anything else in it is someone's.
        _ = rmdir(folder.path)
    }

    private var linkRefusal: OutputFile.WriteFailure {
        refusal("is a symbolic link, and themecheck writes nothing through a link inside the catalogue; it was left as it is")
    }

    private func refusal(_ what: String) -> OutputFile.WriteFailure {
        OutputFile.WriteFailure(reason: "`\(name)` \(what)")
    }
}
