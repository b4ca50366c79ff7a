import Foundation
import Testing
@testable import bindsim

/// The report page tests itself in a real browser: opened with `#selftest`, its
/// script clicks a marble, a trace line and a part of the graph, moves the slider,
/// presses the arrow keys, folds a subtree and hides a lane on the page's first
/// scenario, checks what got highlighted, hidden or moved, and writes
/// `data-selftest="pass"` (or `"fail: …"`) on `<body>`, which headless Chromium's
/// `--dump-dom` shows. Without Chromium the test is skipped, saying how to get it
/// (`.ci/run` installs it, so CI always runs it).
@Suite struct ReportSelfTestTests {
    /// Chromium (or Chrome) on the `PATH`, as `.ci/run` and the README install it.
    static let browser: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }()

    static let pages: [[String]] = [
        ["Scenarios/forms/name-form-seed-current-and-previous.txt"],
        ["Scenarios/ordering/reentrant-stale.txt", "Scenarios/styles/relay-pair-rx.txt",
         "Scenarios/lifecycle/unbind-mid-run.txt", "Scenarios/rxswift/seed004-two-taps.txt"],
    ]

    @Test("the report's self-test passes in headless Chromium", .enabled(
        if: browser != nil, "no Chromium here: the report's self-test needs it (apt-get install -y chromium)"),
          arguments: pages)
    func selfTestPasses(_ scenarios: [String]) throws {
        let browser = try #require(Self.browser)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bindsim-selftest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("report.html")
        let (status, _, err) = PictureCommandTests.run(["report"] + scenarios + ["-o", page.path])
        #expect(status <= 1, "\(err)")
        let dom = try Self.dumpDOM(browser: browser, url: "file://\(page.path)#selftest",
                                   profile: folder.appendingPathComponent("profile").path)
        let result = dom.range(of: #"data-selftest="[^"]*""#, options: .regularExpression).map { String(dom[$0]) }
        #expect(result == #"data-selftest="pass""#, "\(result ?? "no data-selftest on <body>: \(dom.prefix(300))")")
    }

    /// The page's DOM after its scripts ran, as headless Chromium prints it (killed
    /// after 120 s: a hung browser fails the test instead of hanging the suite).
    static func dumpDOM(browser: String, url: String, profile: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--user-data-dir=\(profile)", "--dump-dom", url,
        ]
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("bindsim-dom-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning && Date() < deadline { usleep(50_000) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try handle.close()
        // Read through a file handle (Data(contentsOf:) leaks in this toolchain's Foundation, under LeakSanitizer).
        let reader = try FileHandle(forReadingFrom: output)
        defer { try? reader.close() }
        return String(decoding: reader.readDataToEndOfFile(), as: UTF8.self)
    }
}
