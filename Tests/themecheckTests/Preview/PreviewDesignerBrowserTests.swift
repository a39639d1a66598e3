import Foundation
import Testing

@testable import themecheck

/// The preview page as a designer reads it, in headless Chromium: every
/// appearance the theme defines, the token behind each value, screens drawn
/// as they will look, each column on its own background, swatches in a grid.
/// One test per point of the issue "A preview designers keep open".
@Suite(.enabled(if: HeadlessBrowser.isAvailable, "needs chromium (CI installs it)"), .serialized)
struct PreviewDesignerBrowserTests {
    private var browser: HeadlessBrowser {
        get throws { try #require(HeadlessBrowser.shared, "chromium is missing; CI installs it with apt-get") }
    }

    /// What `script` (run with `d`, the page's document, and `q`, its
    /// `querySelectorAll` as an array) returns for `theme` previewed with `arguments`, in a frame `width` wide.
    private func inspect(
        _ theme: String, _ arguments: [String] = [], width: Int = 1440, script: String
    ) throws -> [String: Any] {
        let project = try TemporaryProject([:])
        return try inspect(page: try PreviewBrowserTests.preview(theme, arguments, in: project), width: width, script: script)
    }

    /// What `script` returns for the page at `page`.
    private func inspect(page: URL, width: Int = 1440, script: String) throws -> [String: Any] {
        let harness = """
            <!DOCTYPE html><html><body style="margin:0"><iframe id="frame" src="\(page.absoluteString)" style="width:\(width)px;height:900px;border:0"></iframe>
            <pre id="result">pending</pre>
            <script>
            document.getElementById('frame').addEventListener('load', () => {
              const d = document.getElementById('frame').contentDocument;
              const w = d.defaultView;
              const q = (selector, root) => [...(root || d).querySelectorAll(selector)];
              const style = (e) => w.getComputedStyle(e);
              const card = (name, column) => q('.style').find(e => e.querySelector('.name').textContent === name).querySelectorAll('article.card')[column];
              const constant = (name) => q('.constant').find(e => e.querySelector('.name').textContent === name);
              const result = (() => { \(script) })();
              document.getElementById('result').textContent = JSON.stringify(result);
            });
            </script></body></html>
            """
        return try browser.harnessResult(harness, width: width + 40)
    }

    /// 1. Without flags, a column for the default and for each variant the theme defines.
    @Test func everyAppearanceTheThemeDefinesIsAColumn() throws {
        let result = try inspect(
            "Fixtures/valid/dark-mode.json",
            script: """
                return {columns: q('.legend span').map(e => e.textContent),
                        cards: q('.style').map(e => e.querySelectorAll('article.card').length),
                        swatches: q('#colors .constant').map(e => e.querySelectorAll('.swatch').length)};
                """)
        #expect(result["columns"] as? [String] == ["default", "variant DARK", "variant IPAD"])
        #expect(result["cards"] as? [Int] == [3])
        #expect(result["swatches"] as? [Int] == [3, 3, 3])
    }

    /// 2. Each value names its constant, linked to the constant's swatch, and each constant names the styles that use it.
    @Test func eachValueNamesItsTokenAndEachTokenItsStyles() throws {
        let result = try inspect(
            "Fixtures/valid/dark-mode.json",
            script: """
                const rows = (column) => q('tr', card('Card', column)).filter(r => r.querySelector('th') && r.querySelector('th').textContent === 'title.textColor');
                const cell = (column) => rows(column)[0].querySelector('td');
                const link = cell(0).querySelector('a.token');
                const target = d.getElementById(link.getAttribute('href').slice(1));
                return {value: cell(0).textContent, dark: cell(1).textContent,
                        target: target.querySelector('.name').textContent,
                        users: q('.users a', constant('COLOR_TEXT')).map(a => a.textContent),
                        userTarget: d.getElementById(q('.users a', constant('COLOR_TEXT'))[0].getAttribute('href').slice(1)).querySelector('.name').textContent};
                """)
        #expect(result["value"] as? String == "COLOR_TEXT → c:#1C1C1EFF")
        #expect(result["dark"] as? String == "COLOR_TEXT → c:#F2F2F7FF")
        #expect(result["target"] as? String == "COLOR_TEXT")
        #expect(result["users"] as? [String] == ["Card"])
        #expect(result["userTarget"] as? String == "Card")
    }

    /// 3. A screen's children are nested mocks, each with its own layer, in its normal state.
    @Test func aScreensChildrenAreDrawnAsTheyWillLook() throws {
        let result = try inspect(
            "Fixtures/giotto/theme_default.plist",
            script: """
                const screen = card('TestViewController', 0);
                const child = (name) => q('.mock.child', screen).find(e => e.querySelector('.sample').textContent === name);
                const button = child('modifyButton'), container = child('containerView');
                const title = button.querySelector('.sample');
                return {buttonText: style(title).color, buttonBackground: style(button).backgroundColor,
                        buttonRadius: style(button).borderTopLeftRadius,
                        states: q('.state', button).map(e => e.textContent),
                        containerBorder: [style(container).borderTopWidth, style(container).borderTopColor, style(container).borderTopLeftRadius],
                        nested: button.parentElement.classList.contains('mock')};
                """)
        #expect(result["buttonText"] as? String == "rgb(255, 255, 255)", "the normal title colour, not selected:'s black")
        #expect(result["buttonBackground"] as? String == "rgb(82, 53, 255)")
        #expect(result["buttonRadius"] as? String == "5px")
        #expect(result["states"] as? [String] == ["normal", "selected"])
        #expect(result["containerBorder"] as? [String] == ["2px", "rgb(255, 202, 23)", "8px"])
        #expect(result["nested"] as? Bool == true)
    }

    /// 4. A swatch's contrast is taken over the background of its own column, a translucent colour composited first.
    @Test func aSwatchsContrastIsTakenOverItsColumnsBackground() throws {
        let result = try inspect(
            "Fixtures/preview/screen.json", script: "return {ratios: q('.cell .ratio', constant('COLOR_SCRIM')).map(e => e.textContent)};")
        // #00000080 over #F6F6F6 is #7B7B7B: 3.94:1; over the DARK column's black it is black: 1:1 (never 21:1).
        #expect(result["ratios"] as? [String] == ["3.94:1 on its background", "1.00:1 on its background"])
    }

    /// 5. A variant's definition is inside its base style's card; every column of a table is labelled; no key path breaks inside a word.
    @Test func variantsSitInTheirBaseStyleAndTablesReadWell() throws {
        for width in [375, 1440] {
            let result = try inspect(
                "Fixtures/giotto/theme_default.plist", ["--alternative", "Fixtures/giotto/theme_2.plist"], width: width,
                script: """
                    const tables = q('table.paths');
                    const broken = q('table.paths th').filter(th => {
                      const range = d.createRange();
                      return [...th.childNodes].some(n => { range.selectNodeContents(n); return range.getClientRects().length > 1; });
                    }).map(th => th.textContent);
                    return {headed: tables.every(t => t.rows[0].classList.contains('head') && t.rows[0].cells.length === 2 && [...t.rows[0].cells].every(c => c.textContent.length > 0)),
                            tables: tables.length, broken: broken};
                    """)
            #expect((result["tables"] as? Int ?? 0) > 0)
            #expect(result["headed"] as? Bool == true)
            #expect(result["broken"] as? [String] == [], "at \(width) px")
        }
        let dark = try inspect(
            "Fixtures/valid/dark-mode.json",
            script: """
                return {rows: q('.style > .name').map(e => e.textContent),
                        variants: q('.variant-name', card('Card', 0)).map(e => e.firstChild.textContent.trim()),
                        active: q('.variant', card('Card', 1)).map(e => e.classList.contains('active')),
                        inactive: q('.variant', card('Card', 0)).map(e => e.classList.contains('active'))};
                """)
        #expect(dark["rows"] as? [String] == ["Card"])
        #expect(dark["variants"] as? [String] == ["Card_DARK"])
        #expect(dark["active"] as? [Bool] == [true] && dark["inactive"] as? [Bool] == [false])
    }

    /// 6. Each column is drawn on its own appearance's background: the theme's, else the system's.
    @Test func aDarkColumnIsDrawnOnItsOwnBackground() throws {
        let result = try inspect(
            "Fixtures/valid/dark-mode.json",
            script: """
                return {cards: [0, 1, 2].map(i => style(card('Card', i)).backgroundColor),
                        ink: style(q('.sample', card('Card', 1))[0]).color,
                        title: q('.mock.child .sample', card('Card', 1)).map(e => style(e).color),
                        cells: q('.cell', constant('COLOR_ACCENT')).map(e => style(e).backgroundColor)};
                """)
        let white = "rgb(255, 255, 255)"
        let black = "rgb(0, 0, 0)"
        #expect(result["cards"] as? [String] == [white, black, white])
        #expect(result["cells"] as? [String] == [white, black, white])
        #expect(result["ink"] as? String == "rgb(245, 245, 247)", "the page's own text, light on the DARK column")
        #expect(result["title"] as? [String] == ["rgb(242, 242, 247)"], "COLOR_TEXT as DARK sets it")
    }

    /// 7. Swatches are a grid grouped by name prefix, under a table of contents with counts; the page reads at 375 px.
    @Test func swatchesAreAGridUnderATableOfContents() throws {
        for width in [375, 1440] {
            let result = try inspect(
                "Fixtures/giotto/theme_default.plist", width: width,
                script: """
                    const tiles = q('#colors .constant');
                    return {tiles: tiles.length, rows: new Set(tiles.map(e => e.getBoundingClientRect().top)).size,
                            groups: q('#colors h3.group').map(e => e.textContent),
                            contents: q('nav.contents a').map(e => e.textContent + ' ' + (e.nextElementSibling ? e.nextElementSibling.textContent : '')),
                            scroll: d.documentElement.scrollWidth, client: d.documentElement.clientWidth};
                    """)
            #expect(result["tiles"] as? Int == 14)
            let rows = result["rows"] as? Int ?? 0
            #expect(width == 375 ? rows == 14 : rows <= 5, "\(rows) rows at \(width) px")
            #expect(result["groups"] as? [String] == ["COLOR (8)", "COLOR_BACKGROUND (4)", "COLOR_BUTTON (2)"])
            let contents = result["contents"] as? [String] ?? []
            #expect(contents.contains("Constants 25") && contents.contains("Colours 14") && contents.contains("Styles 10"), "\(contents)")
            #expect((result["scroll"] as? Int ?? .max) <= (result["client"] as? Int ?? 0), "no sideways scrolling at \(width) px")
        }
    }

    /// 8. A theme of thousands of styles opens with one page of cards laid out and the rest folded.
    @Test func aBigThemeOpensWithOnePageLaidOut() throws {
        let constants = (0..<300).map { "\"COLOR_C\($0)\": \"c:#\(String(format: "%06X", $0 * 4001))\"" }
        let styles = (0..<1200).map {
            "\"S\(String(format: "%04d", $0))\": {\"textColor\": \"COLOR_C\($0 % 300)\", \"layer.cornerRadius\": 4}"
        }
        let project = try TemporaryProject([
            "big.json":
                "{\"formatVersion\": 2, \"Constants\": {\(constants.joined(separator: ","))}, \"Styles\": {\(styles.joined(separator: ","))}}"
        ])
        let result = try inspect(
            project.url.appendingPathComponent("big.json").path,
            script: """
                return {open: q('#styles ~ details.page[open], #styles + details.page[open]').length, pages: q('details.page').length,
                        traced: q('a.token').length, cards: q('article.card').length};
                """)
        #expect(result["cards"] as? Int == 1200)
        #expect((result["pages"] as? Int ?? 0) >= 12)
        #expect((result["traced"] as? Int ?? 0) >= PreviewColumn.tracedStyleLimit)
    }

    /// 9. `diff --reporter html`: before and after side by side for each appearance the change touches, the tokens named.
    @Test func anHTMLDiffShowsEachAppearanceBeforeAndAfter() throws {
        let theme = try String(contentsOf: PackagePath.root.appendingPathComponent("Fixtures/valid/dark-mode.json"), encoding: .utf8)
        let project = try TemporaryProject([
            "old.json": theme,
            "new.json": theme.replacingOccurrences(of: "\"COLOR_TEXT\": \"c:#F2F2F7\"", with: "\"COLOR_TEXT\": \"c:#8E8E93\""),
        ])
        let page = project.url.appendingPathComponent("change.html")
        let run = try ThemeCheckRun(
            in: project.url, arguments: ["diff", "old.json", "new.json", "--reporter", "html", "--output", page.path])
        // The exit status is the default configuration's, as with every reporter: it is unchanged.
        #expect(run.status == 0, "\(run.errors)")
        let result = try inspect(
            page: page,
            script: """
                const row = (column) => q('tr', card('Card', column)).find(r => r.querySelector('th').textContent === 'title.textColor');
                return {columns: q('.legend span').map(e => e.textContent),
                        differs: q('article.card').map(e => e.classList.contains('differs')),
                        after: row(3).querySelector('td').textContent, marked: row(3).classList.contains('differs'),
                        backgrounds: [0, 2].map(i => style(card('Card', i)).backgroundColor)};
                """)
        // The change touches DARK only: the default's pair is unchanged, DARK's after differs from its before.
        #expect(result["columns"] as? [String] == ["before", "after", "before · DARK", "after · DARK"])
        #expect(result["differs"] as? [Bool] == [false, false, false, true])
        #expect(result["after"] as? String == "COLOR_TEXT → c:#8E8E93FF")
        #expect(result["marked"] as? Bool == true)
        #expect(result["backgrounds"] as? [String] == ["rgb(255, 255, 255)", "rgb(0, 0, 0)"])
    }
}
