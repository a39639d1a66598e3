/// The four checks of every stub declaration against the SDKs given: the SDK
/// declares it (by path and Swift name), with the same signature, with an
/// availability the stub claims no earlier than the SDK gives on each
/// platform, and the file its comment cites declares it. Every mismatch is
/// collected, never just the first.
struct StubCheck {
    let sdks: [Platform: SDK]
    let floors: [Platform: Version]

    /// What a run found, and what it could not check.
    struct Report {
        var findings: [Finding] = []
        var checked = 0
        /// Citations of an SDK that was not given (a `MacOSX10.15.sdk` file without a macOS SDK).
        var uncheckedCitations = 0
        /// Stub modules no SDK given stands for (`AppKitStubs` without a macOS SDK), or unknown ones.
        var skippedModules: Set<String> = []
    }

    func run(_ declarations: [StubDeclaration]) -> Report {
        var report = Report()
        for declaration in declarations { check(declaration, into: &report) }
        return report
    }

    private func check(_ declaration: StubDeclaration, into report: inout Report) {
        let symbol = declaration.symbol
        guard let module = StubModule.known[declaration.module],
            let primary = [Platform.iOS, .macOS, .tvOS].filter(module.platforms.contains).lazy.compactMap({ sdks[$0] }).first
        else {
            report.skippedModules.insert(declaration.module)
            return
        }
        report.checked += 1
        var findings: [Finding] = []
        defer { report.findings += findings }
        func add(_ check: Finding.Check, _ message: String) {
            findings.append(Finding(file: declaration.file, line: declaration.line, check: check, message: "`\(symbol.path)` \(message)"))
        }
        let simplification = Simplifications.omittedParameters[symbol.path]
        let sdkPath = simplification?.sdkPath ?? symbol.pathComponents
        let candidates = primary.symbols.declarations(at: sdkPath, in: module.frameworks)
        let (matches, differences) = best(of: candidates, for: symbol, omitting: simplification?.count ?? 0)
        guard let matched = matches.first else {
            let near = primary.symbols.nearNames(of: sdkPath).prefix(3).map { "`\($0)`" }
            let frameworks = module.frameworks.sorted().joined(separator: ", ")
            let guess = near.isEmpty ? "" : "; did you mean \(near.joined(separator: " or "))?"
            add(.missing, "is not declared in \(primary.name) (\(frameworks))\(guess)")
            return
        }
        if !differences.isEmpty {
            add(
                .signature,
                "does not match \(primary.name)'s `\(Signature(matched.symbol).declaration)`: \(differences.joined(separator: "; "))")
        }
        for platform in module.platforms {
            guard let floor = floors[platform],
                let (sdkName, requirement, hasIt) = requirement(on: platform, of: sdkPath, module, matched, primary)
            else { continue }
            if let problem = Requirement(symbol, on: platform).problem(
                against: requirement, on: platform, floor: floor, sdkName: sdkName, sdkHasIt: hasIt)
            {
                add(.availability, problem)
            }
        }
        // Of overloads alike (a C struct's memberwise `init` and its `Make` function), the one the citation names.
        let citations = CitationCheck(sdks: sdks)
        let outcomes = matches.map { citations.check(declaration.citation, declared: $0.symbol, module: $0.module, in: primary) }
        if outcomes.contains(.confirmed) { return }
        if outcomes.contains(.unchecked) {
            report.uncheckedCitations += 1
            return
        }
        if case .wrong(let message) = outcomes[0], !(declaration.isCitationInherited && message.hasPrefix("cites Apple's documentation")) {
            add(.citation, message + (declaration.isCitationInherited ? " (the citation of the type it belongs to)" : ""))
        }
    }

    /// Of the SDK's declarations at one path (overloads), those the stub's
    /// signature matches, or else the nearest, with how the stub differs from them.
    private func best(of candidates: [SDKSymbols.Entry], for symbol: Symbol, omitting omitted: Int) -> ([SDKSymbols.Entry], [String]) {
        let stub = Signature(symbol)
        let name = symbol.pathComponents.last ?? ""
        let labels = name.drop { $0 != "(" }.dropFirst().split(separator: ":").map(String.init).filter { $0 != ")" }
        let compared = candidates.map { ($0, stub.differences(from: Signature($0.symbol), labels: labels, omitted: omitted)) }
        guard let fewest = compared.map(\.1.count).min() else { return ([], []) }
        let nearest = compared.filter { $0.1.count == fewest }
        return (nearest.map(\.0), nearest[0].1)
    }

    /// What the SDK of `platform` requires of the declaration, named by the
    /// SDK that says so, and whether that SDK declares it at all. Without that
    /// platform's SDK, a Swift declaration of the primary SDK still names every
    /// platform (one imported from Objective-C names only its own): nil if not.
    private func requirement(
        on platform: Platform, of path: [String], _ module: StubModule, _ matched: SDKSymbols.Entry, _ primary: SDK
    ) -> (String, Requirement, Bool)? {
        if let sdk = sdks[platform], sdk !== primary {
            let declared = best(of: sdk.symbols.declarations(at: path, in: module.frameworks), for: matched.symbol, omitting: 0).0.first
            return (sdk.name, declared.map { Requirement($0.symbol, on: platform) } ?? .unavailable, declared != nil)
        }
        guard sdks[platform] != nil || Requirement.isStated(by: matched.symbol, on: platform) else { return nil }
        return (primary.name, Requirement(matched.symbol, on: platform), true)
    }
}
