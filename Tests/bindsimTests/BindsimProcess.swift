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
        return try run(program: executable, arguments, in: folder)
    }

    /// The folder of the built modules beside the executable (`.build/debug/Modules`), which
    /// `swiftc -I` takes to compile against BindKit; nil when there is none.
    static var modules: String? {
        guard let executable else { return nil }
        let folder = (executable as NSString).deletingLastPathComponent + "/Modules"
        return FileManager.default.fileExists(atPath: folder + "/BindKit.swiftmodule") ? folder : nil
    }

    /// Runs `program` (a path, or a name looked up on PATH) with `arguments` in `folder`.
    static func run(program: String, _ arguments: [String], in folder: String) throws -> Output {
        var executable = program
        if !program.contains("/") {
            executable = "/usr/bin/env"
            return try run(program: executable, [program] + arguments, in: folder)
        }
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("bindsim-process-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        // Files, not pipes: a child that fills one pipe while the other is read would block.
        let outURL = scratch.appendingPathComponent("out")
        let errURL = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
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

    /// A child started with `spawn`: its process id and the files its output goes to.
    struct Child {
        var pid: pid_t
        var outPath: String
        var errPath: String

        /// How a child ended: its exit status, or the signal that ended it.
        enum End: Equatable {
            case exited(Int32)
            case signalled(Int32)
        }

        /// Waits for the child to end (`stopped`: or to stop; nil then).
        func wait(untilStopped stopped: Bool = false) -> End? {
            var status: Int32 = 0
            while waitpid(pid, &status, stopped ? WUNTRACED : 0) < 0 {
                if errno != EINTR { return .exited(-1) }
            }
            // The <sys/wait.h> macros, which Swift does not import.
            let low = status & 0x7F
            if low == 0 { return .exited((status >> 8) & 0xFF) }
            return low == 0x7F ? nil : .signalled(low)
        }

        /// Whether the child has ended (reaping it), without waiting.
        func hasEnded() -> End? {
            var status: Int32 = 0
            guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
            let low = status & 0x7F
            return low == 0 ? .exited((status >> 8) & 0xFF) : .signalled(low)
        }

        func output() throws -> Output {
            Output(status: -1, out: try contents(of: URL(fileURLWithPath: outPath)),
                   err: try contents(of: URL(fileURLWithPath: errPath)))
        }
    }

    /// Starts `bindsim` (or `program`) with arguments given as bytes, exactly (`Process`
    /// takes `String`s, which cannot hold a file name that is not UTF-8), its output going to
    /// files in `scratch`. The caller waits for it.
    static func spawn(bytes arguments: [[UInt8]], scratch: String, program: String? = nil) throws -> Child {
        guard let executable = program ?? executable else { throw NotFound() }
        let child = Child(pid: 0, outPath: scratch + "/out", errPath: scratch + "/err")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, child.outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, child.errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = nil
        environment["ASAN_OPTIONS"] = [environment["ASAN_OPTIONS"], "detect_leaks=0"].compactMap { $0 }
            .joined(separator: ":")
        let strings = ([Array(executable.utf8)] + arguments).map { $0 + [0] }
            + environment.map { Array("\($0.key)=\($0.value)".utf8) + [0] }
        let pointers = strings.map { bytes in
            let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
            pointer.initialize(from: bytes.map { CChar(bitPattern: $0) }, count: bytes.count)
            return pointer
        }
        defer { pointers.forEach { $0.deallocate() } }
        let argv = Array(pointers[..<(arguments.count + 1)]) + [nil]
        let envp = Array(pointers[(arguments.count + 1)...]) + [nil]
        // As a shell starts a command in a terminal: no signal blocked or ignored (the test
        // runner's threads may hold some back, and a child inherits both).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let failure = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard failure == 0 else { throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EINVAL) }
        return Child(pid: pid, outPath: child.outPath, errPath: child.errPath)
    }

    /// Runs `bindsim` with arguments given as bytes (see `spawn`) and waits for it.
    static func run(bytes arguments: [[UInt8]], program: String? = nil) throws -> Output {
        let scratch = NSTemporaryDirectory() + "bindsim-spawn-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let child = try spawn(bytes: arguments, scratch: scratch, program: program)
        let end = child.wait()
        var output = try child.output()
        // As a shell gives it: 128 and the signal for a child a signal ended.
        switch end {
        case .exited(let status): output.status = status
        case .signalled(let signal): output.status = 128 + signal
        case nil: output.status = -1
        }
        return output
    }

    /// A file's bytes, read through a file handle (`Data(contentsOf:)` leaks its buffer
    /// in this toolchain's Foundation, which the leak check of `.ci/run` reports).
    private static func contents(of url: URL) throws -> Data {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        return try handle.readToEnd() ?? Data()
    }
}
