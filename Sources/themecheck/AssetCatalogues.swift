import Foundation
import ThemeKit

/// The asset catalogues a run checks `i:NAME` against (theme-format §12):
/// each `--assets DIR`, then each of the configuration's `assets`, relative
/// to the configuration's folder, read once into the lint options.
enum AssetCatalogues {
    /// Refuses a `--assets DIR` that is not a folder: an input that cannot be opened (exit 2), checked before anything is read.
    static func checkGiven(_ invocation: Invocation) throws(ChainInputs.OpenFailure) {
        for path in invocation.assets where !ProjectFiles.isFolder(path) {
            throw ChainInputs.OpenFailure(path: path, reason: "`--assets` takes an asset catalogue folder (`.xcassets`), and this is none")
        }
    }

    /// `options` with the catalogues of `invocation` and `configuration` (at
    /// `configurationPath`), and the problems of the configuration's: one
    /// that is not a folder is an `invalid-configuration` problem, the
    /// others still used. Each catalogue read is kept in `sources` as an input.
    static func adding(
        to options: LintOptions, invocation: Invocation, configuration: LintConfiguration?, at configurationPath: String?,
        sources: SourceLines
    ) -> (LintOptions, [Diagnostic]) {
        let folder = configurationPath.map { ($0 as NSString).deletingLastPathComponent } ?? ""
        var problems: [Diagnostic] = []
        var paths = invocation.assets
        for written in configuration?.assets ?? [] {
            let path = ProjectFiles.joined(folder, written.path)
            guard ProjectFiles.isFolder(path) else {
                // Said where the configuration writes it, as its other mistakes are.
                problems.append(
                    Diagnostic(
                        .invalidConfiguration, "`assets` names `\(written.path)`, which is not a folder; expected an `.xcassets` folder",
                        at: written.location))
                continue
            }
            paths.append(path)
        }
        guard !paths.isEmpty else { return (options, problems) }
        let images = AssetCatalogImages(catalogues: paths, problems: &problems)
        // What this run reads, so no `--output` of it lands inside.
        for catalogue in images.catalogues { sources.addFolder(catalogue) }
        var options = options
        // With no catalogue to check against, no name is judged.
        options.assetImages = images.catalogues.isEmpty ? nil : images
        return (options, problems)
    }
}
