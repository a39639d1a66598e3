import Foundation
import Testing

/// Compares a screenshot with `Fixtures/preview/<name>`, within a tolerance:
/// at most 1% of the pixels may differ by more than 32 in a channel (text
/// antialiasing varies a little between runs). Compared by the browser
/// itself, on a canvas, so the tests need no image library. Recorded as
/// golden files are: `RECORD_SNAPSHOTS=1`, or when missing outside CI.
/// `copy` (a path from the package root) gets the recording too: the
/// documentation's picture, which a test keeps the same file.
func assertScreenshot(
    _ shot: URL, named name: String, copy: String? = nil, browser: HeadlessBrowser, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let reference = PackagePath.root.appendingPathComponent("Fixtures/preview").appendingPathComponent(name)
    let environment = ProcessInfo.processInfo.environment
    let exists = FileManager.default.fileExists(atPath: reference.path)
    if environment["RECORD_SNAPSHOTS"] == "1" || (!exists && environment["CI"] != "true") {
        try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = try? FileManager.default.removeItem(at: reference)
        try FileManager.default.copyItem(at: shot, to: reference)
        if let copy {
            let documented = PackagePath.root.appendingPathComponent(copy)
            _ = try? FileManager.default.removeItem(at: documented)
            try FileManager.default.copyItem(at: shot, to: documented)
        }
        if !exists { Issue.record("recorded a new screenshot \(name); look at it and run again", sourceLocation: sourceLocation) }
        return
    }
    guard exists else {
        Issue.record("screenshot \(name) is missing; run with RECORD_SNAPSHOTS=1 to record it", sourceLocation: sourceLocation)
        return
    }
    let recorded = try Data(contentsOf: reference).base64EncodedString()
    let taken = try Data(contentsOf: shot).base64EncodedString()
    let harness = """
        <!DOCTYPE html><html><body><pre id="result">pending</pre><script>
        const images = [new Image(), new Image()];
        let loaded = 0;
        const finish = () => {
          if (++loaded < 2) return;
          const [a, b] = images;
          if (a.width !== b.width || a.height !== b.height) {
            document.getElementById('result').textContent = JSON.stringify({sizes: [a.width, a.height, b.width, b.height]});
            return;
          }
          const canvas = document.createElement('canvas');
          canvas.width = a.width; canvas.height = a.height;
          const context = canvas.getContext('2d');
          context.drawImage(a, 0, 0);
          const first = context.getImageData(0, 0, a.width, a.height).data;
          context.clearRect(0, 0, a.width, a.height);
          context.drawImage(b, 0, 0);
          const second = context.getImageData(0, 0, a.width, a.height).data;
          let differing = 0;
          for (let i = 0; i < first.length; i += 4) {
            if (Math.abs(first[i] - second[i]) > 32 || Math.abs(first[i + 1] - second[i + 1]) > 32 || Math.abs(first[i + 2] - second[i + 2]) > 32) differing++;
          }
          document.getElementById('result').textContent = JSON.stringify({fraction: differing / (a.width * a.height)});
        };
        images.forEach(image => image.onload = finish);
        images[0].src = 'data:image/png;base64,\(recorded)';
        images[1].src = 'data:image/png;base64,\(taken)';
        </script></body></html>
        """
    let result = try browser.harnessResult(harness)
    guard let fraction = result["fraction"] as? Double else {
        Issue.record("the screenshot \(name) is not the recorded size: \(result)", sourceLocation: sourceLocation)
        return
    }
    #expect(fraction <= 0.01, "\(Int(fraction * 100))% of \(name) differs from the recorded one", sourceLocation: sourceLocation)
}
