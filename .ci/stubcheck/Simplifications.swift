/// The simplified stub shapes Docs/Platforms.md lists ("What the stubs cannot
/// prove"), which the check allows and nothing else.
///
/// Of that list, isolation (SwiftUI's modifiers are `nonisolated` in the SDK,
/// main-actor methods in the stubs), superclasses (`UITextView` is a
/// `UIView`), builders left out of `ViewBuilder`, and bodies that record
/// instead of drawing are not compared at all; what remains is a parameter
/// left out of the end of a declaration.
enum Simplifications {
    /// A stub declaration that leaves out trailing (defaulted) parameters of an SDK one.
    struct OmittedParameters {
        /// The SDK declaration's path (`RoundedRectangle`, `init(cornerRadius:style:)`).
        let sdkPath: [String]
        let count: Int
    }

    /// By the stub's path.
    static let omittedParameters: [String: OmittedParameters] = [
        "RoundedRectangle.init(cornerRadius:)": OmittedParameters(sdkPath: ["RoundedRectangle", "init(cornerRadius:style:)"], count: 1)
    ]
}
