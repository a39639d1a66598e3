import Foundation
import Testing
import ThemeKit

@testable import themecheck

/// The preview page as a real browser (headless Chromium) sees it: it loads
/// with no console message, has the elements a reader expects, reads at a
/// phone's width and a desktop's, and looks as recorded.
@Suite(.enabled(if: HeadlessBrowser.isAvailable, "needs chromium (CI installs it)"), .serialized)
struct PreviewBrowserTests {
    /// A page of `theme` with `arguments`, written to a temporary folder.
    static func preview(_ theme: String, _ arguments: String..., in project: TemporaryProject) throws -> URL {
        try preview(theme, arguments, in: project)
    }

    /// A page of `theme` with `arguments`, written to a temporary folder.
    static func preview(_ theme: String, _ arguments: [String], in project: TemporaryProject) throws -> URL {
        let page = project.url.appendingPathComponent("preview.html")
        let run = try ThemeCheckRun(arguments: ["preview", theme] + arguments + ["--output", page.path])
        // 1 when lint finds errors (Giotto's example theme names two constants it lacks); the page is written.
        #expect(run.status == 0 || run.status == 1, "\(run.errors)")
        return page
    }

    private var browser: HeadlessBrowser {
        get throws { try #require(HeadlessBrowser.shared, "chromium is missing; CI installs it with apt-get") }
    }

    /// Counts and measures the page in an iframe of `width`, from a harness of the test's own.
    static func inspect(_ page: URL, width: Int) -> String {
        """
        <!DOCTYPE html><html><body style="margin:0"><iframe id="frame" src="\(page.absoluteString)" style="width:\(width)px;height:900px;border:0"></iframe>
        <pre id="result">pending</pre>
        <script>
        document.getElementById('frame').addEventListener('load', () => {
          const d = document.getElementById('frame').contentDocument;
          const all = [...d.querySelectorAll('*')];
          // The page's own text; specimens and mock views draw the theme's sizes.
          const texts = all.filter(e => !e.closest('.specimen, .mock') && [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim() !== ''));
          const result = {
            colourRows: d.querySelectorAll('#colors .constant').length,
            swatchesPerColourRow: [...d.querySelectorAll('#colors .constant')].map(e => e.querySelectorAll('.swatch').length),
            styleRows: d.querySelectorAll('.style').length,
            cardsPerStyleRow: [...d.querySelectorAll('.style')].map(e => e.querySelectorAll('article.card').length),
            columns: d.querySelectorAll('.legend span').length,
            styleNames: [...d.querySelectorAll('.style > .name')].map(e => e.textContent),
            constantNames: [...d.querySelectorAll('.constant > .name')].map(e => e.textContent),
            scripts: d.querySelectorAll('script, iframe, object, embed').length,
            handlers: all.filter(e => [...e.attributes].some(a => a.name.startsWith('on'))).length,
            links: [...d.querySelectorAll('[href], [src]')].map(e => e.getAttribute('href') || e.getAttribute('src')),
            scrollWidth: d.documentElement.scrollWidth,
            clientWidth: d.documentElement.clientWidth,
            smallestFont: Math.min(...texts.map(e => parseFloat(d.defaultView.getComputedStyle(e).fontSize))),
          };
          document.getElementById('result').textContent = JSON.stringify(result);
        });
        </script></body></html>
        """
    }

    /// The colour constants and the styles of the configurations, as the library resolves them.
    static func expected(_ theme: String, alternative: String?, variants: [String]) throws -> (colours: Int, styles: Int) {
        func load(_ path: String) throws -> Theme {
            try Theme(data: Data(contentsOf: PackagePath.root.appendingPathComponent(path)), name: path)
        }
        let base = try load(theme)
        var managers = [ThemeManager(defaultTheme: base)]
        if let alternative { managers.append(ThemeManager(defaultTheme: base, alternatives: [try load(alternative)])) }
        for variant in variants {
            let manager = ThemeManager(defaultTheme: base)
            manager.variants = [variant]
            managers.append(manager)
        }
        let snapshots = managers.map { ThemeSnapshot(manager: $0) }
        var colours = Set<String>()
        for snapshot in snapshots {
            for (name, value) in snapshot.constants {
                if case .color = value { colours.insert(name) }
            }
        }
        // A variant's definition (`Card_DARK`) is drawn inside its base style's row.
        let rows = StyleRows(
            styleNames: Set(snapshots.flatMap(\.styles.keys)).sorted(), variants: base.constantVariants + variants)
        return (colours.count, rows.bases.count)
    }

    @Test(arguments: [
        ("Fixtures/valid/dark-mode.json", nil, ["DARK", "IPAD"]),
        ("Fixtures/giotto/theme_default.plist", "Fixtures/giotto/theme_2.plist", []),
    ])
    func thePageLoadsCleanlyWithASwatchPerColourAndACardPerStylePerConfiguration(
        theme: String, alternative: String?, variants: [String]
    ) throws {
        let arguments = (alternative.map { ["--alternative", $0] } ?? []) + variants.flatMap { ["--variant", $0] }
        let columns = 1 + (alternative == nil ? 0 : 1) + variants.count
        let (colours, styles) = try Self.expected(theme, alternative: alternative, variants: variants)
        #expect(colours > 0 && styles > 0)
        let project = try TemporaryProject([:])
        let page = project.url.appendingPathComponent("preview.html")
        let run = try ThemeCheckRun(arguments: ["preview", theme] + arguments + ["--output", page.path])
        // 1 when lint finds errors (Giotto's example theme names two constants it lacks); the page is written.
        #expect(run.status == 0 || run.status == 1, "\(run.errors)")
        let loaded = try browser.dumpDOM(of: page)
        #expect(loaded.console.isEmpty, "console: \(loaded.console)")
        #expect(loaded.dom.contains("<h2 id=\"styles\">"))
        let result = try browser.harnessResult(Self.inspect(page, width: 1440))
        #expect(result["columns"] as? Int == columns)
        #expect(result["colourRows"] as? Int == colours)
        #expect((result["swatchesPerColourRow"] as? [Int])?.allSatisfy { $0 == columns } == true)
        #expect(result["styleRows"] as? Int == styles)
        #expect((result["cardsPerStyleRow"] as? [Int])?.allSatisfy { $0 == columns } == true)
    }

    @Test(arguments: [375, 1440])
    func thePageReadsWithoutSidewaysScrollingOnAPhoneAndADesktop(width: Int) throws {
        let project = try TemporaryProject([:])
        let page = try Self.preview("Fixtures/giotto/theme_default.plist", "--alternative", "Fixtures/giotto/theme_2.plist", in: project)
        let result = try browser.harnessResult(Self.inspect(page, width: width), width: width + 40)
        let (scroll, client) = (result["scrollWidth"] as? Int ?? .max, result["clientWidth"] as? Int ?? 0)
        #expect(client > width - 20, "the frame is \(client) px wide inside its scroll bar")
        #expect(scroll <= client, "the page is \(scroll) px wide in a \(client) px window")
        #expect((result["smallestFont"] as? Double ?? 0) >= 11)
    }

    @Test func aHostileThemeIsShownAsTextAndNeverRunsOrLinks() throws {
        let hostile = #"""
            {"formatVersion": 2,
             "Constants": {"COLOR_<img src=x onerror=alert(1)>": "c:#FF0000", "STRING_JS": "javascript:alert(1)",
                           "STRING_DATA": "data:text/html,<script>alert(1)</script>", "STRING_BIDI": "\u202Egnp.exe",
                           "FONT_X": "f:</style><script>alert(2)</script>,12"},
             "Styles": {"<script>alert(3)</script>": {"backgroundColor": "c:#000", "textColor": "c:#111", "title": "</table><a href=\"javascript:alert(4)\">x</a>"},
                        "\" onmouseover=\"alert(5)": {"font": "FONT_X", "text": "' onfocus='alert(6)"}}}
            """#
        let project = try TemporaryProject(["hostile.json": hostile])
        let page = try Self.preview(project.url.appendingPathComponent("hostile.json").path, in: project)
        let loaded = try browser.dumpDOM(of: page)
        #expect(loaded.console.isEmpty, "console: \(loaded.console)")
        let result = try browser.harnessResult(Self.inspect(page, width: 1440))
        #expect(result["scripts"] as? Int == 0)
        #expect(result["handlers"] as? Int == 0)
        let links = result["links"] as? [String] ?? ["missing"]
        #expect(links.allSatisfy { $0.hasPrefix("#") }, "links: \(links)")
        let styles = result["styleNames"] as? [String] ?? []
        #expect(styles.contains("<script>alert(3)</script>"))
        #expect(styles.contains("\" onmouseover=\"alert(5)"))
        let constants = result["constantNames"] as? [String] ?? []
        #expect(constants.contains("COLOR_<img src=x onerror=alert(1)>"))
        #expect(loaded.dom.contains("javascript:alert(1)") && loaded.dom.contains("\\u{202E}gnp.exe"))
    }

    /// The dark-mode fixture as it opens without flags (every appearance it
    /// defines), Giotto's example theme with its alternative (a dark
    /// column), and a screen's nested mocks at a desktop's width and a phone's.
    @Test(arguments: [
        ("dark-mode", "Fixtures/valid/dark-mode.json", [String](), 1440, 2000),
        ("giotto", "Fixtures/giotto/theme_default.plist", ["--alternative", "Fixtures/giotto/theme_2.plist"], 1440, 1200),
        ("screen", "Fixtures/preview/screen.json", [], 1440, 2600),
        ("screen", "Fixtures/preview/screen.json", [], 375, 3000),
    ])
    func thePageLooksAsRecorded(name: String, theme: String, arguments: [String], width: Int, height: Int) throws {
        let project = try TemporaryProject([:])
        let page = project.url.appendingPathComponent("preview.html")
        let run = try ThemeCheckRun(arguments: ["preview", theme] + arguments + ["--output", page.path])
        // 1 when lint finds errors (Giotto's example theme names two constants it lacks); the page is written.
        #expect(run.status == 0 || run.status == 1, "\(run.errors)")
        let shot = project.url.appendingPathComponent("\(name).png")
        try browser.screenshot(of: page, to: shot, width: width, height: height)
        try assertScreenshot(
            shot, named: "\(name).\(width).png", copy: name == "giotto" ? "Docs/preview.png" : nil, browser: browser)
    }

    /// The picture in the README and Docs/themecheck.md is the recorded screenshot of Giotto's example theme.
    @Test func theDocumentedScreenshotIsTheRecordedOne() throws {
        let documented = try Data(contentsOf: PackagePath.root.appendingPathComponent("Docs/preview.png"))
        let recorded = try Data(contentsOf: PackagePath.root.appendingPathComponent("Fixtures/preview/giotto.1440.png"))
        #expect(documented == recorded, "record the screenshots again (RECORD_SNAPSHOTS=1) to copy it")
    }
}
