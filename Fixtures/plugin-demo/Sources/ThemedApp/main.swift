import Foundation
import ThemeKit

// The themes in Themes/ were checked by ThemeCheckPlugin when this was built.
guard let url = Bundle.module.url(forResource: "Themes/app-theme", withExtension: "json") else {
    print("no theme bundled")
    exit(1)
}
let theme = try Theme(contentsOf: url)
// Run-time diagnostics name the source the plugin recorded, not the copy in the bundle.
print("theme named as: \(theme.files[0])")
let manager = ThemeManager(defaultTheme: theme)
print(try manager.resolvedStyle(named: "PrimaryButton").keyPaths.joined(separator: ", "))
