import Foundation

/// The built `bindsim` executable, run as a child process the way a user runs it:
/// its own process, so its own hash seed (`SWIFT_DETERMINISTIC_HASHING` is taken out
/// of its environment), its own standard output and error.
enum BindsimProcess {
    /// What one run printed and how it ended.
    struct Output: Equatable {
        var status: Int32
        var out: Data
        var err: Data

        var outText: String { String(decoding: out, as: UTF8.self) }
        var errText: String { String(decoding: err, as: UTF8.self) }
    }

    struct NotFound: Error, CustomStringConvertible {
        var description: String { "no bindsim executable beside the test bundle (swift test builds it)" }
    }

    /// The executable that `swift build` and `swift test` put beside the test bundle.
    static let executable: String? = {
        var places = [Bundle.main.bundleURL] + Bundle.allBundles.map(\.bundleURL)
        places.insert(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(), at: 0)
        for place in places {
            var folder = place.deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = folder.appendingPathComponent("bindsim").path
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue,
                   FileManager.default.isExecutableFile(atPath: candidate) {
                    return candidate
                }
                folder.deleteLastPathComponent()
            }
        }
        return nil
    }()

    /// Runs `bindsim arguments` in `folder` (the package root by default).
    static func run(_ arguments: [String], in folder: String = GoldenScenarioTests.packageRoot) throws -> Output {
        guard let executable else { throw NotFound() }
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("bindsim-process-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        // Files, not pipes: a child that fills one pipe while the other is read would block.
        let outURL = scratch.appendingPathComponent("out")
        let errURL = scratch.appendingPathComponent("err")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = nil
        // Under AddressSanitizer (.ci/run) the child is an instrumented bindsim: its leak check
        // at exit would report what the command keeps on purpose until then (`TeardownAtExit`;
        // LeakSanitizer does not see pointers kept in Swift enums' spare bits), with addresses
        // that differ from run to run. The leak check is the test process's, which frees everything.
        environment["ASAN_OPTIONS"] = [environment["ASAN_OPTIONS"], "detect_leaks=0"].compactMap { $0 }
            .joined(separator: ":")
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return Output(status: process.terminationStatus, out: try contents(of: outURL), err: try contents(of: errURL))
    }

    /// A file's bytes, read through a file handle (`Data(contentsOf:)` leaks its buffer
    /// in this toolchain's Foundation, which the leak check of `.ci/run` reports).
    private static func contents(of url: URL) throws -> Data {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        return try handle.readToEnd() ?? Data()
    }
}
