import Foundation
import Testing
@testable import bindsim

/// What a folder walk meets (issue 26): a named pipe is reported and skipped, never
/// opened (it would block forever); a file whose name is not UTF-8 is read.
@Suite("Folder walks")
struct FolderWalkTests {
    static func folder(_ name: String) throws -> String {
        let folder = NSTemporaryDirectory() + "bindsim-walk-\(ProcessInfo.processInfo.processIdentifier)-\(name)"
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "relay a = 1\nexpect a == 1\n".write(toFile: folder + "/a.txt", atomically: false, encoding: .utf8)
        return folder
    }

    /// Runs `arguments` on a thread; if it has not ended after 30 s it is blocked on
    /// the pipe at `fifo`: opening the pipe for writing and closing it gives the
    /// blocked reader an end of file, so the test fails instead of hanging.
    static func runUnblocking(_ arguments: [String], fifo: String) -> (status: Int32, output: String, blocked: Bool) {
        final class Box: @unchecked Sendable { var result: (Int32, String) = (0, "") }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.result = CommandLineTests.run(arguments)
            done.signal()
        }
        thread.stackSize = 16 << 20
        thread.start()
        var blocked = false
        while done.wait(timeout: .now() + 30) == .timedOut {
            blocked = true
            let writer = open(fifo, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
        }
        return (box.result.0, box.result.1, blocked)
    }

    @Test("a named pipe met in a folder walk is reported as not a regular file and skipped",
          arguments: [["run"], ["check"], ["test"], ["report", "-o", "-"]])
    func namedPipeInFolder(_ command: [String]) throws {
        let folder = try Self.folder("fifo-\(command[0])")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "scenario (a.txt)\n".write(toFile: folder + "/a.expected", atomically: false, encoding: .utf8)
        try #require(mkfifo(folder + "/pipe.txt", 0o644) == 0)
        #expect(ScenarioPaths.expand(folder).map(\.problem) == [nil, "not a regular file"])
        let (status, output, blocked) = Self.runUnblocking([command[0], folder] + command.dropFirst(), fifo: folder + "/pipe.txt")
        #expect(!blocked, "the walk opened the pipe")
        #expect(status != 0)
        #expect(output.contains("pipe.txt"))
        #expect(output.contains("not a regular file"))
    }

    @Test("a scenario whose file name is not UTF-8 is found and read in a folder walk, its golden too")
    func nonUTF8FileName() throws {
        let folder = try Self.folder("bytes")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var name = Array((folder + "/caf").utf8) + [0xE9] + Array(".txt".utf8)
        name.append(0)
        let descriptor = name.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        }
        try #require(descriptor >= 0)
        let text = Array("relay b = 2\nexpect b == 2\n".utf8)
        #expect(text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == text.count)
        close(descriptor)

        let found = ScenarioPaths.expand(folder).map(\.path)
        #expect(found.map(ScenarioPaths.shown) == [folder + "/a.txt", folder + "/caf\\xE9.txt"])
        let run = CommandLineTests.run(["run", folder])
        #expect(run.status == 0)
        #expect(run.output.contains("scenario (\(folder)/caf\\xE9.txt)"))
        #expect(run.output.hasSuffix("2 passed, 0 failed\n"))
        #expect(CommandLineTests.run(["test", "--update", folder]).status == 0)
        #expect(FileSystemPath.kind(of: String(found[1].dropLast(4)) + ".expected", followingLinks: false) == S_IFREG)
        #expect(CommandLineTests.run(["test", folder]).output.contains("PASS \(folder)/caf\\xE9.txt"))
    }

    @Test("file names round-trip through the path strings the walk makes")
    func pathEncoding() {
        let bytes: [UInt8] = Array("a/caf".utf8) + [0xE9, 0xFF, 0x80] + Array("é.txt".utf8)
        let path = FileSystemPath.string(fromBytes: bytes)
        #expect(FileSystemPath.bytes(path).dropLast().map { UInt8(bitPattern: $0) } == bytes)
        #expect(FileSystemPath.shown(path) == "a/caf\\xE9\\xFF\\x80é.txt")
        #expect(FileSystemPath.string(fromBytes: Array("plain é".utf8)) == "plain é")
    }

    @Test("every name comes back byte for byte, even one whose UTF-8 spells a scalar that stands for a byte",
          arguments: [[0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x8F, 0xBE, 0x80, 0xFF], [0xFF, 0xF4, 0x8F], Array("a\u{1B}b".utf8),
                      Array("\u{10FFFD}".utf8)])
    func pathEncodingIsOneToOne(_ bytes: [UInt8]) {
        let path = FileSystemPath.string(fromBytes: bytes)
        #expect(FileSystemPath.bytes(path).dropLast().map { UInt8(bitPattern: $0) } == bytes)
    }

    @Test("control characters in a name are shown escaped", arguments: [
        ("a\u{1B}[31mb", "a\\x1B[31mb"), ("tab\there", "tab\\x09here"), ("del\u{7F}", "del\\x7F"),
        ("c1\u{85}", "c1\\u{85}"), ("plain é", "plain é"),
    ])
    func controlsShown(_ name: String, _ shown: String) {
        #expect(FileSystemPath.shown(name) == shown)
    }
}
