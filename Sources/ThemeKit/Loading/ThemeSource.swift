import Foundation

/// Where a theme comes from when a manager loads it: a file, or bytes from
/// elsewhere (a download, a bundle resource).
public enum ThemeSource: Sendable {
    /// A theme file at this URL.
    case file(URL)
    /// `name` names it in diagnostics; a `.json` ending selects JSON.
    case data(Data, name: String)

    func load(limits: ThemeLimits) throws -> Theme {
        switch self {
        case .file(let url): return try Theme(contentsOf: url, limits: limits)
        case .data(let data, let name): return try Theme(data: data, name: name, limits: limits)
        }
    }
}
