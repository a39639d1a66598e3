import Foundation

/// Where SwiftPM built the package's executables, for tests that run them.
///
/// Shared by the test targets through a link to this file. It looks beside
/// where the test code itself was loaded from (the `.xctest` bundle, or on
/// Linux the test executable) and up its parent folders, never at
/// `Bundle.allBundles` or the main bundle alone: on macOS Swift Testing runs
/// the tests inside `swiftpm-testing-helper`, whose main bundle is the
/// toolchain's.
enum BuiltProducts {
    /// The folder that holds the executable `product`; the test module's own
    /// folder when none is found, so the caller's check names where it looked.
    static func directory(holding product: String) -> URL {
        let starts = [Bundle(for: Marker.self).bundleURL, Bundle.main.bundleURL]
        for start in starts {
            var folder = start
            for _ in 0..<6 {
                if FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent(product).path) { return folder }
                folder = folder.deletingLastPathComponent()
            }
        }
        return starts[0].deletingLastPathComponent()
    }

    /// A class of the test module, so `Bundle(for:)` finds where it was loaded from.
    private final class Marker {}
}
