import Foundation
import Testing

/// One run of a built executable of the package (`themecheck` unless said
/// otherwise), from the package root.
struct ThemeCheckRun {
    var output: String
    var errors: String
    var status: Int32

    /// The folder SwiftPM built the products into.
    static var productsDirectory: URL { BuiltProducts.directory(holding: "themecheck") }

    init(_ arguments: String...) throws {
        try self.init(arguments: arguments)
    }

    /// Runs `product` with `arguments` in `folder` (the package root by default);
    /// `standardInput` is what it reads on standard input (nothing by default),
    /// or `standardInputFile`, the file itself redirected.
    init(
        product: String = "themecheck", environment: [String: String] = [:], standardInput: Data? = nil,
        standardInputFile: URL? = nil, in folder: URL? = nil, arguments: [String]
    ) throws {
        let executable = Self.productsDirectory.appendingPathComponent(product)
        try #require(
            FileManager.default.isExecutableFile(atPath: executable.path),
            "build the \(product) product first (`swift build`); looked in \(executable.path)")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("themecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outputURL = directory.appendingPathComponent("stdout")
        let errorURL = directory.appendingPathComponent("stderr")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder ?? PackagePath.root
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        if let standardInputFile {
            process.standardInput = try FileHandle(forReadingFrom: standardInputFile)
        } else if let standardInput {
            let inputURL = directory.appendingPathComponent("stdin")
            try standardInput.write(to: inputURL)
            process.standardInput = try FileHandle(forReadingFrom: inputURL)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
        process.waitUntilExit()
        output = try String(contentsOf: outputURL, encoding: .utf8)
        errors = try String(contentsOf: errorURL, encoding: .utf8)
        status = process.terminationStatus
    }

    /// The standard output parsed as JSON.
    var json: Any? { try? JSONSerialization.jsonObject(with: Data(output.utf8)) }
}
