import Foundation
import ThemeKit

// The themes in Themes/ were linted as one chain (themecheck.json) when this was built.
guard let defaultURL = Bundle.module.url(forResource: "Themes/theme_default", withExtension: "json"),
      let darkURL = Bundle.module.url(forResource: "Themes/theme_dark", withExtension: "json") else {
    print("no theme bundled")
    exit(1)
}
let manager = ThemeManager(defaultTheme: try Theme(contentsOf: defaultURL), alternatives: [try Theme(contentsOf: darkURL)])
print(try manager.resolvedStyle(named: "Body").keyPaths.joined(separator: ", "))
