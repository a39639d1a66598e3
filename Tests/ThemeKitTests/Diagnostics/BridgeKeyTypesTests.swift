import Testing

@testable import ThemeKit

/// `BridgeKeyTypes`: a key path's kind where every table declaring it
/// agrees (BridgeTests holds the catalogue to the bridges themselves).
@Suite struct BridgeKeyTypesTests {
    private func expectation(_ path: String) -> BridgeKeyTypes.Expectation? {
        StyleKeyPath(path).flatMap(BridgeKeyTypes.expectation(for:))
    }

    @Test func aKeyPathFollowsChildKeysAndIgnoresItsState() {
        #expect(expectation("layer.borderWidth") == .init(kind: .number, tables: ["QuartzCore CALayer", "SwiftUI ThemeViewStyle.Layer"]))
        #expect(expectation("titleLabel.layer.cornerRadius")?.tables == ["QuartzCore CALayer"])
        #expect(expectation("selected:titleColor")?.kind == .color)
        #expect(expectation("view.alpha")?.tables == ["AppKit NSView", "UIKit UIView"])
    }

    @Test func undeclaredAndDisputedKeyPathsHaveNoExpectation() {
        #expect(expectation("myOwnProperty") == nil)
        #expect(expectation("custom.textColor") == nil, "no table has a child `custom`")
        #expect(expectation("view.textColor") == nil, "a view controller's view is a UIView, which has no text colour")
        #expect(expectation("layer") == nil, "a child key is no value")
        #expect(expectation("view.layer.shadowColor")?.kind == .color)
        #expect(expectation("a.b.c.d.e") == nil)
    }

    @Test func aKindAcceptsWhatItsConversionReads() {
        #expect(BridgeKeyTypes.Kind.number.accepts(.string("1.5")) && !BridgeKeyTypes.Kind.number.accepts(.string("wide")))
        #expect(BridgeKeyTypes.Kind.boolean.accepts(.string("YES")) && BridgeKeyTypes.Kind.boolean.accepts(.number(0)))
        #expect(BridgeKeyTypes.Kind.color.accepts(.namedColor("Brand")) && !BridgeKeyTypes.Kind.color.accepts(.number(1)))
        #expect(BridgeKeyTypes.Kind.allCases.allSatisfy { $0.accepts(.null) })
    }
}
