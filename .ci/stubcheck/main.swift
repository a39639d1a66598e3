import Foundation

/// stubcheck: checks the stubs of Apple's frameworks (`Tests/Stubs/`), which
/// the bridges compile against on Linux, against real SDKs, and prints every
/// mismatch as `file:line: error: message [stub-check.<check>]`.
///
/// Nothing else checks that a stub says what the SDK says: a wrong type, a
/// missing `@available(tvOS, unavailable)` or a citation of a header that
/// declares something else passes every build here. `.ci/stub-check` makes
/// the symbol graphs this reads and runs it.
///
///     stubcheck PACKAGE_ROOT STUB_GRAPHS [PLATFORM SDK SDK_GRAPHS]...
///
/// PLATFORM is `ios`, `tvos` or `macos` (`.ci/sdk-env`'s `sdk_platform`).
/// Exit status: 0 when the stubs agree, 1 on a mismatch, 2 when it cannot check.
func run(_ arguments: [String]) throws -> Int32 {
    guard arguments.count >= 6, arguments.count % 3 == 0 else {
        throw CheckFailure("usage: stubcheck PACKAGE_ROOT STUB_GRAPHS [PLATFORM SDK SDK_GRAPHS]...")
    }
    let root = URL(fileURLWithPath: arguments[1]).standardizedFileURL
    let floors = try deploymentTargets(manifest: root.appendingPathComponent("Package.swift"))
    var sdks: [Platform: SDK] = [:]
    for index in stride(from: 3, to: arguments.count, by: 3) {
        guard let platform = Platform(rawValue: arguments[index]) else {
            throw CheckFailure("`\(arguments[index])` is not ios, tvos or macos")
        }
        guard sdks[platform] == nil else { throw CheckFailure("two \(platform.domain) SDKs given; give one of each platform") }
        let folder = URL(fileURLWithPath: arguments[index + 1]).standardizedFileURL
        sdks[platform] = try SDK(platform: platform, folder: folder, graphs: URL(fileURLWithPath: arguments[index + 2]))
    }
    let declarations = try StubDeclaration.read(SymbolGraph.read(folder: URL(fileURLWithPath: arguments[2])), root: root)
    let report = StubCheck(sdks: sdks, floors: floors).run(declarations)
    for finding in report.findings.sorted() { print(finding) }

    let modules = Set(declarations.map(\.module)).subtracting(report.skippedModules).sorted().joined(separator: ", ")
    let against = sdks.sorted { $0.key < $1.key }.map(\.value.name).joined(separator: ", ")
    let count = report.findings.count
    print(
        "stub-check: \(report.checked) declarations of \(modules) checked against \(against): \(count == 0 ? "no" : "\(count)") mismatches")
    var unchecked: [String] = []
    if !report.skippedModules.isEmpty {
        unchecked.append("\(report.skippedModules.sorted().joined(separator: ", ")) (no SDK of its platform given)")
    }
    if report.uncheckedCitations > 0 { unchecked.append("\(report.uncheckedCitations) citations of an SDK not given") }
    for platform in [Platform.tvOS, .macOS] where sdks[platform] == nil {
        unchecked.append("\(platform.domain) availability, except where a Swift declaration of the SDKs given states it")
    }
    if !unchecked.isEmpty { print("stub-check: not checked: \(unchecked.joined(separator: "; "))") }
    return count == 0 ? 0 : 1
}

do {
    exit(try run(CommandLine.arguments))
} catch {
    FileHandle.standardError.write(Data("stubcheck: \(error)\n".utf8))
    exit(2)
}
