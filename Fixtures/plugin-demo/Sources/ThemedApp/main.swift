import Foundation
import ThemeKit

// The themes in Themes/ were checked by ThemeCheckPlugin when this was built.
guard let url = Bundle.module.url(forResource: "Themes/app-theme", withExtension: "json") else {
    print("no theme bundled")
    exit(1)
}
let manager = ThemeManager(defaultTheme: try Theme(contentsOf: url))
print(try manager.resolvedStyle(named: "PrimaryButton").keyPaths.joined(separator: ", "))
