import Testing

@testable import ThemeKit

@Suite struct FormatDetectionTests {
    @Test(arguments: [
        ("bplist00\u{0}\u{0}", "t.plist", ThemeFileFormat.binaryPropertyList),
        ("<?xml version=\"1.0\"?><plist/>", "t.plist", .xmlPropertyList),
        ("\u{FEFF}  \n<plist version=\"1.0\"><dict/></plist>", "t", .xmlPropertyList),
        ("<!DOCTYPE plist PUBLIC \"x\" \"y\"><plist/>", "t", .xmlPropertyList),
        ("<!-- generated -->\n<!-- twice --> <plist><dict/></plist>", "t", .xmlPropertyList),
        ("{\"a\": 1}", "t.plist", .json),
        ("// comment\n/* more */ { /* c */ \"a\" : 1}", "theme", .json),
        ("{ a = 1; }", "t.plist", .openStep),
        ("{ \"a\" = 1; }", "t.plist", .openStep),
        ("{}", "t.plist", .openStep),
        ("anything", "t.JSON", .json),
        ("A = B;", "t.strings", .openStep),
    ])
    func recognisesEachFormatInTheSpecifiedOrder(text: String, name: String, format: ThemeFileFormat) {
        let detected = Array(text.utf8).withUnsafeBytes { ThemeFileFormat.detect($0, fileName: name) }
        #expect(detected == format)
    }
}
