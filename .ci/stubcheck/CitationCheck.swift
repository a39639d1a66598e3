/// Whether the SDK file a stub cites exists in the SDK given and declares the
/// symbol: a header its Objective-C or C name, a Swift interface its Swift
/// name. Apple's documentation is no file: such a citation is answered by
/// the SDK's Swift interface where it has one, and should name it.
struct CitationCheck {
    let sdks: [Platform: SDK]

    /// The result: nothing wrong, something wrong (in words), or no SDK of the platform cited to check against.
    enum Outcome: Equatable {
        case confirmed
        case wrong(String)
        case unchecked
    }

    /// Checks `citation` (`nil` when the stub cites nothing) against `declared`,
    /// the SDK declaration the stub was matched to in `module` of `sdk`.
    func check(_ citation: String?, declared: Symbol, module: String, in sdk: SDK) -> Outcome {
        // Only a wrong citation needs the right one, which takes a search of the framework's headers.
        var wanted: String { suggestion(declared, module, sdk) }
        guard let citation else { return .wrong("cites no SDK file: add `Checked against: \(wanted)`") }
        guard let parsed = Citation(citation) else { return .wrong("cites `\(citation)`, in no form the check reads: cite `\(wanted)`") }
        switch parsed.source {
        case .documentation:
            return .wrong("cites Apple's documentation; \(sdk.name) holds the declaration: cite `\(wanted)`")
        case .swiftInterface(let framework):
            guard let target = parsed.platform.flatMap({ sdks[$0] }) else { return .unchecked }
            guard let file = target.swiftInterface(of: framework), let text = target.text(of: file) else {
                return .wrong("cites \(framework)'s Swift interface, which \(target.name) does not have: cite `\(wanted)`")
            }
            let name = declared.pathComponents.last ?? ""
            return DeclaredNames.swift(name, in: text)
                ? .confirmed : .wrong("cites \(framework)'s Swift interface, which does not declare `\(name)`: cite `\(wanted)`")
        case .headers(let framework, let files):
            guard let target = parsed.platform.flatMap({ sdks[$0] }) else { return .unchecked }
            let missing = files.filter { target.text(of: target.headers(of: framework).appendingPathComponent($0)) == nil }
            if !missing.isEmpty {
                let named = missing.map { "`\($0)`" }.joined(separator: ", ")
                return .wrong("cites \(named), which \(target.name)'s \(framework) does not have: cite `\(wanted)`")
            }
            // The importer's own declarations (a C struct's memberwise `init`) are located in their header.
            if let header = declared.location?.uri.split(separator: "/").last, files.contains(String(header)) { return .confirmed }
            guard let objectiveC = DeclaredNames.objectiveC(declared.identifier.precise) else {
                return .wrong("is a Swift declaration, which no header declares: cite `\(wanted)`")
            }
            let texts = files.compactMap { target.text(of: target.headers(of: framework).appendingPathComponent($0)) }
            return texts.contains(where: objectiveC.isDeclared(in:))
                ? .confirmed
                : .wrong("cites \(files.joined(separator: ", ")), which does not declare `\(objectiveC.name)`: cite `\(wanted)`")
        }
    }

    /// The citation that would be right: the header that declares the
    /// Objective-C name (the one named for its class first), or the Swift interface.
    func suggestion(_ declared: Symbol, _ module: String, _ sdk: SDK) -> String {
        if let file = declared.location?.uri.split(separator: "/").last, file.hasSuffix(".h") {
            return "\(sdk.name) \(module) \(file)"
        }
        guard let objectiveC = DeclaredNames.objectiveC(declared.identifier.precise) else {
            return "\(sdk.name) \(module) \(module).swiftinterface"
        }
        let folder = sdk.headers(of: module)
        let headers = sdk.headers(of: module, mentioning: objectiveC.name).filter { file in
            sdk.text(of: folder.appendingPathComponent(file)).map(objectiveC.isDeclared(in:)) ?? false
        }
        let named = [objectiveC.container, objectiveC.name].compactMap { $0 }.map { "\($0).h" }
        let preferred = headers.first(where: named.contains) ?? headers.first
        return "\(sdk.name) \(module) \(preferred ?? "(no header declares `\(objectiveC.name)`)")"
    }
}
