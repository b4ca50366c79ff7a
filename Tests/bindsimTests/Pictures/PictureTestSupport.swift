import Foundation
import Testing
@testable import bindsim

/// The sample pictures as files under `docs/pictures/samples`, compared with what
/// the renderers produce now. `BINDSIM_RECORD=1 swift test` rewrites the files
/// that differ (and still fails once, so a re-record is never silent).
enum PictureSnapshots {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let folder = packageRoot.appendingPathComponent("docs/pictures/samples")

    /// Every sample file and how to make it.
    static let samples: [(file: String, render: @Sendable () -> String)] = [
        ("ring.dot", { GraphDOTWriter(PictureSamples.ring).render() }),
        ("ring.mmd", { GraphMermaidWriter(PictureSamples.ring).render() }),
        ("ring.svg", { GraphSVGRenderer(PictureSamples.ring).render() }),
        ("pair.dot", { GraphDOTWriter(PictureSamples.pair).render() }),
        ("pair.mmd", { GraphMermaidWriter(PictureSamples.pair).render() }),
        ("pair.svg", { GraphSVGRenderer(PictureSamples.pair).render() }),
        ("name-form.svg", { GraphSVGRenderer(PictureSamples.nameForm).render() }),
        ("name-form-lr.svg", { GraphSVGRenderer(PictureSamples.nameForm, direction: .leftToRight).render() }),
        ("generated-20.svg", { GraphSVGRenderer(PictureSamples.generated(vertices: 20)).render() }),
        ("generated-50.svg", { GraphSVGRenderer(PictureSamples.generated(vertices: 50)).render() }),
        ("reentrant-stale.marble.txt", { MarbleTextRenderer(PictureSamples.reentrantStale).render() }),
        ("reentrant-stale.svg", { MarbleSVGRenderer(PictureSamples.reentrantStale).render() }),
        ("relay-pair-loop.marble.txt", { MarbleTextRenderer(PictureSamples.relayPairLoop).render() }),
        ("relay-pair-loop.svg", { MarbleSVGRenderer(PictureSamples.relayPairLoop).render() }),
        ("name-form-typing.marble.txt", { MarbleTextRenderer(PictureSamples.nameFormTyping).render() }),
        ("name-form-typing.svg", { MarbleSVGRenderer(PictureSamples.nameFormTyping).render() }),
        ("report.html", { PictureSamples.report().render() }),
    ]

    /// Pictures of real scenarios, as the commands draw them (`PictureCommandTests`).
    static let realFolder = packageRoot.appendingPathComponent("docs/pictures/snapshots")

    /// Compares `actual` with the stored file in `folder`; describes the first difference.
    static func difference(_ actual: String, file: String, in folder: URL = folder) -> String? {
        let url = folder.appendingPathComponent(file)
        let stored = (try? String(contentsOf: url, encoding: .utf8))
        if stored == actual { return nil }
        if ProcessInfo.processInfo.environment["BINDSIM_RECORD"] == "1" {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            return "\(file): re-recorded"
        }
        guard let stored else { return "\(file): no stored sample (record with BINDSIM_RECORD=1)" }
        let old = stored.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? String(old[index]) : "<end>"
            let b = index < new.count ? String(new[index]) : "<end>"
            if a != b { return "\(file):\(index + 1):\n  stored: \(a)\n  now:    \(b)" }
        }
        return "\(file): differs"
    }
}

/// Rectangles of a drawing, for overlap checks.
extension LayeredLayout.Rect {
    /// Overlap by more than `tolerance` pixels in both directions.
    func overlaps(_ other: Self, tolerance: Double = 0.5) -> Bool {
        x + tolerance < other.x + other.width && other.x + tolerance < x + width
            && y + tolerance < other.y + other.height && other.y + tolerance < y + height
    }

    func contained(in width: Double, _ height: Double) -> Bool {
        x >= -0.01 && y >= -0.01 && x + self.width <= width + 0.01 && y + self.height <= height + 0.01
    }
}

/// WCAG 2 contrast ratio of two `#rrggbb` colours.
func contrastRatio(_ a: String, _ b: String) -> Double {
    func luminance(_ hex: String) -> Double {
        let digits = Array(hex.dropFirst())
        let channels = stride(from: 0, to: 6, by: 2).map { Double(Int(String(digits[$0..<($0 + 2)]), radix: 16) ?? 0) / 255 }
        let linear = channels.map { $0 <= 0.03928 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }
    let (l1, l2) = (luminance(a), luminance(b))
    return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
}

/// A graph whose labels hold every character that needs escaping somewhere.
let nastyGraph = PictureGraph(
    title: "quotes \"q\" & <tags> ' apostrophe",
    vertices: [
        .init(id: "a \"quoted\" id", label: "say \"hi\" \\ <b>&amp;</b>", kind: .relay),
        .init(id: "end", label: "end", kind: .field),
        .init(id: "grüße", label: "Grüße 日本語 👩‍👩‍👧 e\u{301}", kind: .property, annotation: "line one\nline two"),
        .init(id: "pipe|#", label: "a|b #1 `code` {x} [y]", kind: .junction),
    ],
    edges: [
        .init(from: "a \"quoted\" id", to: "end", operators: ["map(\"<x>\")", "filter(a & b)"], line: 3,
              status: .guardedCycle(guards: ["distinct"])),
        .init(from: "end", to: "a \"quoted\" id", twoWay: "rx R→L", status: .unguardedCycle, deliveries: 3, cutOff: true),
        .init(from: "grüße", to: "pipe|#", operators: ["map(it + \"\\n\")"], line: 9),
        .init(from: "pipe|#", to: "pipe|#", operators: ["scan(0, $0 + 1)"], line: 10),
    ])

extension GraphMapping {
    /// The mapping of `program` coloured by its own analysis, as `bindsim graph` makes it.
    init(analysing program: Program) {
        self.init(program: program, analysis: AnalysedBindingGraph(program: program))
    }
}
