import Testing
import ThemeKit

@testable import themecheck

/// Theme text in the preview page: escaped per Unicode scalar, never markup.
@Suite struct HTMLWriterTests {
    private func escaped(_ text: String) -> String {
        var html = HTMLWriter()
        html.text(text)
        return html.string
    }

    @Test func everyCharacterHTMLGivesMeaningToBecomesAnEntity() {
        #expect(escaped(#"<script>alert("x")</script> & 'y'"#) == "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;")
        #expect(escaped("\" onmouseover=\"alert(1)") == "&quot; onmouseover=&quot;alert(1)")
    }

    @Test func controlsSeparatorsAndOverridesAreWrittenAsVisibleEscapes() {
        #expect(escaped("a\u{1B}[31mb") == "a\\u{1B}[31mb")
        #expect(escaped("line\nbreak") == "line\\nbreak")
        #expect(escaped("\u{202E}txt.exe") == "\\u{202E}txt.exe")
        #expect(escaped("a\u{2028}b\u{85}c") == "a\\u{2028}b\\u{85}c")
    }

    @Test func plainTextAndOtherScalarsAreCopiedAsTheyAre() {
        #expect(escaped("COLOR_BRAND é 中 🎨 — ok") == "COLOR_BRAND é 中 🎨 — ok")
    }

    @Test func attributesOfAnOpeningTagAreEscapedToo() {
        var html = HTMLWriter()
        html.open("div", class: "cell", style: #"font-family:"a\22 b""#, title: #"x" onclick="y"#)
        #expect(html.string == #"<div class="cell" style="font-family:&quot;a\22 b&quot;" title="x&quot; onclick=&quot;y">"#)
    }

    @Test func aFontFamilyIsACSSStringWhateverItsName() {
        #expect(PreviewCSS.string("Helvetica Neue") == "\"Helvetica Neue\"")
        #expect(PreviewCSS.string(#"x"; } body { display:none } /*"#) == #""x\22 \3b  \7d  body \7b  display\3a none \7d  \2f \2a ""#)
        #expect(PreviewCSS.string("</style>") == #""\3c \2f style\3e ""#)
    }

    @Test func lengthsAreClampedAndNumbersFormatted() {
        #expect(PreviewCSS.length(1e300, maximum: 60) == "60")
        #expect(PreviewCSS.length(-5, maximum: 60) == "0")
        #expect(PreviewCSS.length(.nan, maximum: 60) == "0")
        #expect(PreviewCSS.number(12.5) == "12.5" && PreviewCSS.number(0.333) == "0.33" && PreviewCSS.number(8) == "8")
    }

    @Test func aP3ColourIsGivenAsP3AfterItsSRGBFallback() {
        let p3 = ThemeColor(space: .displayP3, red: 1, green: 0, blue: 0, alpha: 1)
        let css = PreviewCSS.color("background-color", p3)
        #expect(css == "background-color:#ff0000;background-color:color(display-p3 1 0 0);")
        #expect(!PreviewCSS.color("color", ThemeColor(red: 0, green: 0.5, blue: 1, alpha: 1)).contains("display-p3"))
    }

    /// The page writes colours as `themecheck export css` does, each component clamped first.
    @Test func coloursAreWrittenAsTheCSSExportWritesThem() {
        let translucent = ThemeColor(red: 0, green: 0.5, blue: 1, alpha: 0.5)
        #expect(PreviewCSS.color("color", translucent) == "color:\(ThemeExport.cssColor(translucent));")
        #expect(PreviewCSS.color("color", translucent) == "color:#0080ff80;")
        let wild = ThemeColor(space: .displayP3, red: .nan, green: 2, blue: -1, alpha: .infinity)
        #expect(PreviewCSS.color("color", wild).hasSuffix("color:color(display-p3 0 1 0 / 0);"))
    }
}
