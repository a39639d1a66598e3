import Foundation

/// A failure of the check itself (not a finding): exit 2.
struct CheckFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// availability-check: fails when the package's sources use a declaration
/// above the deployment targets `Package.swift` declares, outside an
/// `if #available`/`guard #available` or an `@available` declaration, or a
/// declaration unavailable on a platform they are compiled for.
///
/// Linux does not check Apple availability, so this reads it instead: the
/// references from the index store `swift build` writes, the availability
/// from the symbol graphs of every Swift module the sources are built on
/// (the toolchain's, whose Linux builds carry Apple's versions; the stubs of
/// Apple's frameworks, which carry the SDK's; the package's own, whose
/// `@available` declarations count as much), and the guards from the source text.
/// `--modules` lists those modules, one `NAME system|package` a line, for
/// `swift-symbolgraph-extract` to write into `SYMBOL_GRAPH_DIR/NAME/`.
///
///     availability-check PACKAGE_ROOT INDEX_STORE SYMBOL_GRAPH_DIR [SOURCE_ROOT...]
///     availability-check --modules PACKAGE_ROOT INDEX_STORE [SOURCE_ROOT...]
func run(_ commandLine: [String]) throws -> Int32 {
    var arguments = Array(commandLine.dropFirst())
    let listsModules = arguments.first == "--modules"
    if listsModules { arguments.removeFirst() }
    let required = listsModules ? 2 : 3
    guard arguments.count >= required else {
        throw CheckFailure(
            "usage: availability-check PACKAGE_ROOT INDEX_STORE SYMBOL_GRAPH_DIR [SOURCE_ROOT...]\n"
                + "       availability-check --modules PACKAGE_ROOT INDEX_STORE [SOURCE_ROOT...]")
    }
    let packageRoot = URL(fileURLWithPath: arguments[0]).standardizedFileURL.resolvingSymlinksInPath()
    let roots = (arguments.count > required ? Array(arguments[required...]) : ["Sources"])
        .map { packageRoot.appendingPathComponent($0).resolvingSymlinksInPath().path + "/" }
    let isChecked = { (file: String) in roots.contains { file.hasPrefix($0) } }
    let store = try IndexStore(path: arguments[1])
    let modules = store.modules(ofFilesWhere: isChecked)
    if listsModules {
        for module in modules { print("\(module.name) \(module.isSystem ? "system" : "package")") }
        return 0
    }
    let floors = try deploymentTargets(manifest: packageRoot.appendingPathComponent("Package.swift"))
    var availability = SymbolAvailability()
    try availability.read(folders: modules.map { URL(fileURLWithPath: arguments[2]).appendingPathComponent($0.name) })
    let references = try store.references(inFilesWhere: isChecked)

    var sources: [String: (SourceText, AvailabilityScopes)] = [:]
    var findings: Set<String> = []
    for reference in references {
        let needs = Platform.allCases.compactMap { platform in
            availability.requirement(of: reference.usr, on: platform).map { (platform, $0) }
        }
        guard !needs.isEmpty else { continue }
        if sources[reference.file] == nil {
            let text = SourceText(try String(contentsOfFile: reference.file, encoding: .utf8))
            sources[reference.file] = (text, AvailabilityScopes(text))
        }
        guard let (text, scopes) = sources[reference.file] else { continue }
        let clauses = reference.line - 1 < text.conditions.count ? text.conditions[reference.line - 1] : []
        let guarantee = scopes.guarantee(line: reference.line, column: reference.column)
        var above: [String] = []
        var unavailable: [String] = []
        for (platform, requirement) in needs {
            let evaluator = ConditionEvaluator(platform: platform)
            guard try clauses.allSatisfy({ try evaluator.evaluate($0.condition) == $0.holds }),
                !guarantee.unavailable.contains(platform), let floor = floors[platform]
            else { continue }
            switch requirement {
            case .unavailable: unavailable.append(platform.rawValue)
            case .introduced(let version) where version > max(floor, guarantee.version(on: platform) ?? floor):
                above.append("\(platform) \(version) (the package supports \(floor))")
            case .introduced: continue
            }
        }
        let path =
            reference.file.hasPrefix(packageRoot.path + "/") ? String(reference.file.dropFirst(packageRoot.path.count + 1)) : reference.file
        let place = "\(path):\(reference.line):\(reference.column)"
        if !above.isEmpty {
            findings.insert(
                "\(place): error: `\(reference.name)` needs \(above.joined(separator: ", ")); "
                    + "put it behind `if #available` with a fallback, or mark the declaration `@available` [availability]")
        }
        if !unavailable.isEmpty {
            findings.insert(
                "\(place): error: `\(reference.name)` is unavailable on \(unavailable.joined(separator: ", ")), "
                    + "which the package supports; compile it only where it exists (`#if !os(...)`) or mark the declaration "
                    + "`@available(..., unavailable)` [availability]")
        }
    }
    let unique = findings.sorted()
    for finding in unique { print(finding) }
    let files = Set(references.map(\.file)).count
    let targets = floors.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    print(
        unique.isEmpty
            ? "availability: \(references.count) references in \(files) files checked against \(targets): none above them"
            : "availability: \(unique.count) uses the deployment targets (\(targets)) do not have")
    return unique.isEmpty ? 0 : 1
}

/// The `platforms:` of the manifest: `.iOS(.v16)`, `.macOS(.v13)`, `.macOS(.v10_15)`.
func deploymentTargets(manifest: URL) throws -> [Platform: Version] {
    let text = try String(contentsOf: manifest, encoding: .utf8)
    let pattern = try NSRegularExpression(pattern: #"\.(macOS|iOS|tvOS|watchOS|macCatalyst)\(\.v(\d+)(?:_(\d+))?\)"#)
    var floors: [Platform: Version] = [:]
    for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        let group = { (index: Int) -> String? in Range(match.range(at: index), in: text).map { String(text[$0]) } }
        guard let name = group(1), let platform = Platform(domain: name), let major = group(2).flatMap(Int.init) else { continue }
        floors[platform] = Version([major, group(3).flatMap(Int.init) ?? 0])
    }
    guard floors.count == Platform.allCases.count else {
        throw CheckFailure(
            "Package.swift names deployment targets for \(floors.keys.map(\.rawValue).sorted()); "
                + "expected all of \(Platform.allCases.map(\.rawValue))")
    }
    return floors
}

do {
    exit(try run(CommandLine.arguments))
} catch {
    FileHandle.standardError.write(Data("availability-check: \(error)\n".utf8))
    exit(2)
}
