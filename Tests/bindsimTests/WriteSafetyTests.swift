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
        // A folder of its own: two cases share a message, and the cases run in parallel.
        let folder = try Self.folder("args-\(UUID().uuidString)")
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

    /// Creates the file named by `name`'s bytes (which need not be UTF-8) holding `text`.
    static func create(_ name: [UInt8], _ text: String) throws {
        let descriptor = (name + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        }
        try #require(descriptor >= 0)
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count)
        close(descriptor)
    }

    /// The names in `folder`, as bytes.
    static func names(in folder: String) -> Set<[UInt8]> {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names = Set<[UInt8]>()
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != Array(".".utf8) && name != Array("..".utf8) { names.insert(name) }
        }
        return names
    }

    @Test("a file name that is not UTF-8, given on the command line, is read, and -o writes exactly that name")
    func nonUTF8Arguments() throws {
        let folder = try Self.folder("bytes-arguments")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let base = Array((folder + "/").utf8)
        let scenario = base + [0xFF] + Array(".txt".utf8)
        try Self.create(scenario, Self.scenarioText)
        let before = Self.names(in: folder)

        let run = try BindsimProcess.run(bytes: [Array("run".utf8), scenario])
        #expect(run.status == 0, "\(run.errText)")
        #expect(run.outText.contains("scenario (\(folder)/\\xFF.txt)"), "shown escaped, never as the raw byte")
        #expect(!run.out.contains(0xFF))

        // The page goes to the name given, byte for byte: not to a name with U+FFFD in its place.
        let page = base + Array("page".utf8) + [0xFE] + Array(".html".utf8)
        let report = try BindsimProcess.run(bytes: [Array("report".utf8), scenario, Array("-o".utf8), page])
        #expect(report.status == 0, "\(report.errText)")
        #expect(report.outText == "wrote \(folder)/page\\xFE.html: 1 scenario\n")
        #expect(Self.names(in: folder).subtracting(before) == [Array("page".utf8) + [0xFE] + Array(".html".utf8)])
        let written = FileSystemPath.string(fromBytes: page)
        #expect(FileSystemPath.kind(of: written, followingLinks: false) == S_IFREG)

        // A golden is recorded beside the scenario under the scenario's own bytes.
        let update = try BindsimProcess.run(bytes: [Array("test".utf8), Array("--update".utf8), scenario])
        #expect(update.status == 0, "\(update.errText)")
        #expect(Self.names(in: folder).subtracting(before).contains([0xFF] + Array(".expected".utf8)))
        #expect(Self.names(in: folder).count == before.count + 2)

        // A name that is missing is reported by its escaped form.
        let missing = try BindsimProcess.run(bytes: [Array("run".utf8), base + [0x80, 0x1B] + Array("[2J.txt".utf8)])
        #expect(missing.status == 2)
        #expect(missing.errText.contains("\(folder)/\\x80\\x1B[2J.txt: error: cannot read scenario file: no such file"))
        #expect(!(missing.out + missing.err).contains(0x1B) && !(missing.out + missing.err).contains(0x80))
    }

    /// How a command that writes a file atomically is started in `folder`, and the file it replaces.
    enum AtomicWriter: String, CaseIterable, Sendable {
        case update = "test --update"
        case report = "report -o"

        func arguments(_ folder: String) -> [[UInt8]] {
            let words = switch self {
            case .update: ["test", "--update", folder + "/big.txt"]
            case .report: ["report", folder + "/big.txt", "-o", folder + "/page.html"]
            }
            return words.map { Array($0.utf8) }
        }

        var replaced: String { self == .update ? "big.expected" : "page.html" }
    }

    /// A folder whose `big.txt` makes a golden of 2 MB and a page of 1 MB: long enough to write
    /// that the write is seen under way. The file `writer` replaces holds `old`.
    static func bigScenarioFolder(_ name: String, replaced: String) throws -> String {
        let folder = try Self.folder(name)
        let steps = (1...30_000).map { "set a = \($0)" }.joined(separator: "\n")
        try ("relay a = 0\n" + steps + "\n").write(toFile: folder + "/big.txt", atomically: false, encoding: .utf8)
        try "old\n".write(toFile: folder + "/" + replaced, atomically: false, encoding: .utf8)
        return folder
    }

    /// Runs `arguments` and sends `signalNumber` while a temporary file is in `folder`: seen
    /// there, the process is stopped (SIGSTOP) so that it cannot finish first, and if the file is
    /// still there, sent the signal and let go. How it ended, or nil if no try caught the write
    /// under way (each that missed puts `replaced` back to `old`).
    static func signalledWhileWriting(_ arguments: [[UInt8]], program: String? = nil, in folder: String,
                                      replaced: String, _ signalNumber: Int32) throws -> BindsimProcess.Child.End? {
        let isTemporary = { (name: [UInt8]) in String(decoding: name, as: UTF8.self).contains(GoldenFile.temporaryMarker) }
        for _ in 0..<20 {
            let child = try BindsimProcess.spawn(bytes: arguments, scratch: folder + "/sub", program: program)
            var caught = false
            var end: BindsimProcess.Child.End?
            while end == nil {
                if Self.names(in: folder).contains(where: isTemporary) {
                    kill(child.pid, SIGSTOP)
                    guard child.wait(untilStopped: true) == nil else { break }  // it ended before it stopped
                    if Self.names(in: folder).contains(where: isTemporary) {
                        caught = true
                        kill(child.pid, signalNumber)
                    }
                    kill(child.pid, SIGCONT)
                    end = child.wait()
                } else {
                    end = child.hasEnded()
                    usleep(100)  // a look every 0.1 ms or so: the page takes longer than that to write
                }
            }
            if caught { return end }
            try "old\n".write(toFile: folder + "/" + replaced, atomically: false, encoding: .utf8)
        }
        return nil
    }

    static func sortedNames(in folder: String) -> [String] {
        names(in: folder).map { String(decoding: $0, as: UTF8.self) }.sorted()
    }

    @Test("a signal that ends the process while it writes removes the temporary file, and the old file stays",
          arguments: AtomicWriter.allCases, [SIGHUP, SIGINT, SIGTERM, SIGPIPE])
    func signalWhileWriting(_ writer: AtomicWriter, _ signalNumber: Int32) throws {
        let folder = try Self.bigScenarioFolder("signal-\(writer == .update ? "update" : "report")-\(signalNumber)",
                                                replaced: writer.replaced)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let before = Self.sortedNames(in: folder)
        let end = try Self.signalledWhileWriting(writer.arguments(folder), in: folder, replaced: writer.replaced, signalNumber)
        #expect(end == .signalled(signalNumber), "nil: the write was never seen under way")
        #expect(Self.sortedNames(in: folder) == before, "no temporary file left, nothing else written")
        #expect(Self.text(folder + "/" + writer.replaced) == "old\n")
    }

    @Test("under nohup (SIGHUP ignored by the parent) a closed terminal does not stop the write")
    func hangUpIgnored() throws {
        let folder = try Self.bigScenarioFolder("signal-nohup", replaced: "big.expected")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let executable = try #require(BindsimProcess.executable)
        let arguments = [Array("-c".utf8), Array("trap '' HUP && exec \"$0\" \"$@\"".utf8), Array(executable.utf8)]
            + AtomicWriter.update.arguments(folder)
        let end = try Self.signalledWhileWriting(arguments, program: "/bin/sh", in: folder, replaced: "big.expected", SIGHUP)
        #expect(end == .exited(0), "nil: the write was never seen under way")
        #expect(Self.text(folder + "/big.expected")?.hasPrefix("scenario (big.txt)") == true)
        #expect(Self.sortedNames(in: folder) == ["a.txt", "big.expected", "big.txt", "sub"])
    }

    @Test("a write past the file size limit (ulimit -f) fails with its reason, and its temporary file is removed")
    func fileSizeLimit() throws {
        let folder = try Self.folder("file-size-limit")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let steps = (1...2_000).map { "set a = \($0)" }.joined(separator: "\n")
        try ("relay a = 0\n" + steps + "\n").write(toFile: folder + "/big.txt", atomically: false, encoding: .utf8)
        let executable = try #require(BindsimProcess.executable)
        // 64 blocks: 32 KiB or 64 KiB as the shell counts them, far below the golden's size.
        let script = "ulimit -f 64 && exec \"$0\" test --update \"$1\""
        let run = try BindsimProcess.run(bytes: [Array("-c".utf8), Array(script.utf8), Array(executable.utf8),
                                                 Array((folder + "/big.txt").utf8)], program: "/bin/sh")
        #expect(run.status == 1)
        #expect(run.outText.contains("file too large"), "\(run.outText)\(run.errText)")
        #expect(Self.sortedNames(in: folder) == ["a.txt", "big.txt", "sub"])
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
