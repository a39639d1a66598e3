import Foundation

@testable import ThemeKit

/// Builds themes from text written inline in a test.
enum InlineTheme {
    /// A theme parsed from `text`; `name` decides the format when it ends in `.json`.
    static func load(_ text: String, name: String = "test.json", limits: ThemeLimits = .default) throws -> Theme {
        try Theme(data: Data(text.utf8), name: name, limits: limits)
    }

    /// The diagnostics `text` fails to load with (empty if it loads).
    static func loadErrors(_ text: String, name: String = "test.json", limits: ThemeLimits = .default) -> [Diagnostic] {
        do {
            _ = try load(text, name: name, limits: limits)
            return []
        } catch let error as ThemeError {
            return error.diagnostics
        } catch {
            return [Diagnostic(.parseError, "unexpected error \(error)")]
        }
    }

    /// A manager over a default theme and alternatives, all written as JSON.
    static func manager(_ defaultTheme: String, alternatives: [String] = [], limits: ThemeLimits = .default) throws -> ThemeManager {
        ThemeManager(
            defaultTheme: try load(defaultTheme, name: "default.json", limits: limits),
            alternatives: try alternatives.enumerated().map { try load($1, name: "alternative\($0 + 1).json", limits: limits) },
            overridesURL: nil, limits: limits)
    }

    /// A structured (version 2) theme from constants and styles given as JSON fragments.
    static func json(constants: String = "", styles: String) -> String {
        """
        {
          "formatVersion": 2,
          "Constants": {\(constants)},
          "Styles": {\(styles)}
        }
        """
    }
}

/// Where the package's fixtures are.
enum FixturePath {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }
}

extension Array where Element == Diagnostic {
    var codes: [String] { map(\.code) }
}

extension Array where Element == Diagnostic {
    /// All but the `legacy-token-format` warning, for tests whose token files
    /// write colours as hex strings for brevity and are about something else.
    var ignoringLegacyForms: [Diagnostic] { filter { $0.code != "legacy-token-format" } }
}
