import Foundation
import Testing
@testable import bindsim

/// bindsim writes only what it was asked to write (issue 26, class 1): never an input
/// scenario, nothing from a golden's `# args:` line, and no file it did not create.
@Suite("Writes only what was asked")
struct WriteSafetyTests {
    static let scenarioText = "relay a = 1\nset a = 2\nexpect a == 2\n"

    /// A fresh folder holding `a.txt`.
    static func folder(_ name: String) throws -> String {
        let folder = NSTemporaryDirectory() + "bindsim-writes-\(ProcessInfo.processInfo.processIdentifier)-\(name)"
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        try scenarioText.write(toFile: folder + "/a.txt", atomically: false, encoding: .utf8)
        try scenarioText.write(toFile: folder + "/sub/b.txt", atomically: false, encoding: .utf8)
        return folder
    }

    static func text(_ path: String) -> String? {
        try? String(contentsOfFile: path, encoding: .utf8)
    }

    @Test("report -o naming an input, directly, through a link or a hard link, or inside a folder given, is refused before anything runs",
          arguments: ["same", "symlink", "hardlink", "in-folder"])
    func reportOverInput(_ kind: String) throws {
        let folder = try Self.folder("report-\(kind)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var inputs = [folder + "/a.txt"]
        var output = folder + "/a.txt"
        switch kind {
        case "symlink":
            output = folder + "/page.html"
            symlink(folder + "/a.txt", output)
        case "hardlink":
            output = folder + "/page.html"
            link(folder + "/a.txt", output)
        case "in-folder":
            inputs = [folder]
            output = folder + "/sub/b.txt"
        default:
            break
        }
        let (status, output64) = CommandLineTests.run(["report"] + inputs + ["-o", output])
        #expect(status == 64)
        #expect(output64.contains("is the scenario"))
        #expect(!output64.contains("scenario \""), "nothing ran")
        #expect(Self.text(folder + "/a.txt") == Self.scenarioText)
        #expect(Self.text(folder + "/sub/b.txt") == Self.scenarioText)
    }

    @Test("explore --out through a link to the explored file is refused")
    func exploreOutThroughLink() throws {
        let folder = try Self.folder("explore-out")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        symlink(folder + "/a.txt", folder + "/out.txt")
        let (status, output) = CommandLineTests.run(["explore", folder + "/a.txt", "--programmatic", "--out", folder + "/out.txt"])
        #expect(status == 64)
        #expect(output.contains("is the scenario being explored"))
        #expect(Self.text(folder + "/a.txt") == Self.scenarioText)
    }

    @Test("export -o naming the scenario, directly or through a link, is refused and the scenario kept",
          arguments: ["same", "symlink"])
    func exportOverInput(_ kind: String) throws {
        let folder = try Self.folder("export-\(kind)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var output = folder + "/a.txt"
        if kind == "symlink" {
            output = folder + "/ATests.swift"
            symlink(folder + "/a.txt", output)
        }
        let (status, text) = CommandLineTests.run(["export", folder + "/a.txt", "-o", output])
        #expect(status == 64)
        #expect(text.contains("is the scenario"))
        #expect(Self.text(folder + "/a.txt") == Self.scenarioText)
    }

    @Test("an empty output path is a usage error, before any file is read", arguments: [
        ["report", "/no/such/file.txt", "-o", ""], ["explore", "/no/such/file.txt", "--out", ""],
        ["export", "/no/such/file.txt", "-o", ""],
    ])
    func emptyOutputPath(_ arguments: [String]) {
        let (status, output) = CommandLineTests.run(arguments)
        #expect(status == 64)
        #expect(output.contains("The value '' is invalid for"))
        #expect(!output.contains("cannot read"))
    }

    @Test("a golden's '# args:' line may not name an option that writes or has no place in a golden", arguments: [
        ("# args: explore --out OUT", "'--out' writes a file"),
        ("# args: explore --out=OUT", "'--out' writes a file"),
        ("# args: explore --jobs 2", "'--jobs' has no place in a golden"),
        ("# args: -o OUT", "'-o' writes a file"),
    ])
    func goldenArgumentsThatWrite(_ line: String, _ message: String) throws {
        let folder = try Self.folder("args-\(message.filter(\.isLetter))")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = folder + "/written.txt"
        let scenario = line.replacingOccurrences(of: "OUT", with: out) + "\nfield f = \"\"\nrelay r = \"\"\nbind f -> r\n"
        try scenario.write(toFile: folder + "/g.txt", atomically: false, encoding: .utf8)
        let (status, output) = CommandLineTests.run(["test", "--update", folder + "/g.txt"])
        #expect(status == 1)
        #expect(output.contains("invalid '# args:' line: \(message)"))
        #expect(!FileManager.default.fileExists(atPath: out))
        #expect(!FileManager.default.fileExists(atPath: folder + "/g.expected"))
    }

    @Test("temporary-looking files that this process did not create are left alone")
    func othersTemporaryFilesKept() throws {
        let folder = try Self.folder("temporary")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["a.expected.tmp-4242", "notes.tmp-draft", "page.html.tmp-draft"] {
            try "mine".write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
        }
        // A planted link at a temporary-looking name is neither followed nor removed.
        symlink("/etc/hostname", folder + "/a.expected.tmp-0000000000000000")
        #expect(CommandLineTests.run(["test", "--update", folder + "/a.txt"]).status == 0)
        #expect(CommandLineTests.run(["report", folder + "/a.txt", "-o", folder + "/page.html"]).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == ["a.expected", "a.expected.tmp-0000000000000000", "a.expected.tmp-4242", "a.txt",
                          "notes.tmp-draft", "page.html", "page.html.tmp-draft", "sub"])
        #expect(Self.text(folder + "/notes.tmp-draft") == "mine")
    }

    @Test("test --update over a golden that is a link in its folder writes the link's target; a link to a scenario is refused")
    func goldenLinkWrittenThrough() throws {
        let folder = try Self.folder("golden-link")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "old\n".write(toFile: folder + "/shared.golden", atomically: false, encoding: .utf8)
        symlink("shared.golden", folder + "/a.expected")
        #expect(CommandLineTests.run(["test", "--update", folder + "/a.txt"]).status == 0)
        var info = stat()
        #expect(lstat(folder + "/a.expected", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the link stays a link")
        #expect(Self.text(folder + "/shared.golden")?.hasPrefix("scenario (a.txt)") == true)
        #expect(CommandLineTests.run(["test", folder + "/a.txt"]).status == 0, "and reads back as the golden")

        try "relay c = 1\n".write(toFile: folder + "/c.txt", atomically: false, encoding: .utf8)
        symlink("a.txt", folder + "/c.expected")
        let (status, output) = CommandLineTests.run(["test", "--update", folder + "/c.txt"])
        #expect(status == 1)
        #expect(output.contains("c.expected: is a symbolic link to a scenario file: refusing to read or replace it"))
        #expect(Self.text(folder + "/a.txt") == Self.scenarioText)
    }
}
