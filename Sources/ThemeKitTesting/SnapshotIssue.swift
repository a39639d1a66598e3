import Testing

#if canImport(XCTest)
import XCTest
#endif

/// Reports a snapshot failure through the test framework that is running:
/// Swift Testing when a test of it is current, XCTest otherwise.
enum SnapshotIssue {
    struct Location {
        var fileID: String
        var filePath: StaticString
        var line: UInt
        var column: UInt
    }

    static func report(_ message: String, at location: Location) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: Testing.SourceLocation(
                    fileID: location.fileID, filePath: "\(location.filePath)", line: Int(location.line), column: Int(location.column)))
            return
        }
        #if canImport(XCTest)
        XCTFail(message, file: location.filePath, line: location.line)
        #endif
    }
}
