/// A stub's `Checked against:` comment, read once into what it names: the
/// SDK's platform and a framework's files, or its Swift interface, or
/// Apple's documentation.
///
/// The forms are those `Tests/BridgeTests/StubCitationTests.swift` accepts:
/// `iPhoneOS16.1.sdk UIKit UILabel.h` (more files may follow: `, UITextField.h`),
/// `iPhoneOS17.4.sdk SwiftUI SwiftUI.swiftinterface`, `UIKit UIFont.h, iOS SDK
/// text found by its declarations`, `the UIKit Swift interface (iOS 17 SDK)`
/// and `Apple's documentation, developer.apple.com/...`. The SDK version a
/// citation names is history: it is checked against the SDK given.
struct Citation {
    enum Source {
        /// Headers (or API notes) of a framework, as named.
        case headers(framework: String, files: [String])
        /// A framework's `.swiftinterface`.
        case swiftInterface(framework: String)
        /// A page of Apple's documentation, which no SDK file answers for.
        case documentation
    }

    let source: Source
    /// The SDK it names (nil for documentation).
    let platform: Platform?

    /// The citation `text` (what follows `Checked against: `), or nil when it is in no form the check reads.
    init?(_ text: String) {
        if text.hasPrefix("Apple's documentation") {
            (source, platform) = (.documentation, nil)
        } else if let match = text.prefixMatch(of: #/the ([A-Za-z]+) Swift interface \((iOS|macOS|tvOS) [0-9.]+ SDK\)/#) {
            guard let platform = Platform(domain: String(match.2)) else { return nil }
            (source, self.platform) = (.swiftInterface(framework: String(match.1)), platform)
        } else if let match = text.prefixMatch(
            of:
                #/
                (?: (iPhoneOS|MacOSX|AppleTVOS) [0-9.]+ \.sdk \  )?
                ([A-Za-z]+) \  ([A-Za-z0-9_+]+ \. (?: h|apinotes|swiftinterface))
                ((?: ,\  [A-Za-z0-9_+]+ \.h)*)
                /#)
        {
            let framework = String(match.2)
            let named = match.1.map(String.init) ?? text.firstMatch(of: #/(iOS|macOS|tvOS) SDK text/#).map { String($0.1) }
            guard let platform = named.flatMap(Platform.init(domain:)) else { return nil }
            let files = [String(match.3)] + match.4.split(separator: ",").map { String($0).trimmed }
            self.platform = platform
            source =
                files[0].hasSuffix(".swiftinterface") ? .swiftInterface(framework: framework) : .headers(framework: framework, files: files)
        } else {
            return nil
        }
    }
}
