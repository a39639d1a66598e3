import Foundation

/// A file a theme includes, as it was read: how diagnostics name it, the
/// bytes that were parsed, and what the system said the file was, so a
/// tool fixing it writes to that file and no other.
package struct IncludedFile: Sendable {
    /// The path as diagnostics name it (it names the same file on disk).
    package var path: String
    package var data: Data
    package var identity: FileIdentity?
}
