import Foundation

/// Runs commands, and a scratch SwiftPM package whose test target holds exports (`--observed`):
/// `--import rxswift` built against the RxSwift checkout, or `--to observation` on the
/// toolchain's own Observation module. One build runs many scenarios.
struct Harness {
    enum Library {
        /// RxSwift, RxRelay and RxTest from this checkout.
        case rxswift(checkout: String)
        /// Swift's Observation module.
        case observation
    }

    let bindsim: String
    let library: Library
    let work: String

    var package: String { work + "/package" }
    var tests: String { package + "/Tests/Diff" }

    /// Runs `arguments[0]` with the rest; gives its status, what it printed on standard output and
    /// on standard error (apart: an export's warnings are not part of the Swift file it prints).
    @discardableResult
    static func run(_ arguments: [String], in directory: String? = nil) -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        do { try process.run() } catch { return (127, "", "\(error)") }
        // Standard error is drained beside standard output, so neither pipe fills and blocks the process.
        let errors = ErrorsRead()
        let reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) { errors.data = errorPipe.fileHandleForReading.readDataToEndOfFile() }
        let data = outputPipe.fileHandleForReading.readDataToEndOfFile()
        reading.wait()
        process.waitUntilExit()
        return (process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus,
                String(decoding: data, as: UTF8.self), String(decoding: errors.data, as: UTF8.self))
    }

    private final class ErrorsRead: @unchecked Sendable {
        var data = Data()
    }

    /// The support section, once for the whole test target (`fileprivate` dropped): each export's
    /// own copy is cut off, so the target compiles the support once, not once per scenario.
    func writePackage() throws {
        try FileManager.default.createDirectory(atPath: tests, withIntermediateDirectories: true)
        let manifest: String
        let imports: String
        switch library {
        case .rxswift(let checkout):
            let name = (checkout as NSString).lastPathComponent
            manifest = """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(
                  name: "Differential",
                  dependencies: [.package(path: "\(checkout)")],
                  targets: [
                    .testTarget(name: "Diff", dependencies: [
                        .product(name: "RxSwift", package: "\(name)"), .product(name: "RxRelay", package: "\(name)"),
                        .product(name: "RxTest", package: "\(name)")]),
                  ])

                """
            imports = "import Foundation\nimport XCTest\nimport RxSwift\nimport RxRelay\nimport RxTest\n\n"
        case .observation:
            // Swift 6's language mode, as a new test target has it.
            manifest = """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "Differential", targets: [.testTarget(name: "Diff")])

                """
            imports = "import Foundation\nimport XCTest\nimport Observation\n\n"
        }
        try manifest.write(toFile: package + "/Package.swift", atomically: true, encoding: .utf8)
        let sampler = work + "/support-sampler.txt"
        try supportSampler.write(toFile: sampler, atomically: true, encoding: .utf8)
        let (status, output, errors) = Self.run([bindsim, "export", sampler] + exportArguments)
        guard status == 0, let start = output.range(of: Self.supportMarker) else {
            throw HarnessError("bindsim export of the support sampler failed: \(errors)")
        }
        let support = imports + output[start.lowerBound...].replacingOccurrences(of: "fileprivate ", with: "")
        try support.write(toFile: tests + "/Support.swift", atomically: true, encoding: .utf8)
    }

    /// What `bindsim export` is given besides the scenario.
    private var exportArguments: [String] {
        switch library {
        case .rxswift: ["--observed", "--import", "rxswift"]
        case .observation: ["--observed", "--to", "observation"]
        }
    }

    static let supportMarker = "// MARK: - Support: the scenario's values"

    /// A scenario that needs every part of the support section the generator's scenarios use.
    private var supportSampler: String {
        switch library {
        case .rxswift:
            """
            language 3
            field f = ""
            button b
            label l = ""
            relay r = ""
            bind f <-> r
            on b { set l = string(length("a")) + upper("a") + lower("A") + trim(" a ") + join(words("a b"), "-") + word("a b", 0) + join(split("a,b", ","), "") + digits("a1") + string(isNumber("1")) + string(number("2")) + string(round(1.5) + floor(1.5) + ceil(1.5) + abs(-1) + min(1, 2) + max(1, 2)) + string(contains("ab", "a")) + string(ms(1)) + string(s(1)) }

            """
        case .observation:
            """
            language 4
            observable a: Number = 0 always
            relay log = ""
            set log = string(a)

            """
        }
    }

    /// Exports the scenario `text` as test `name` into the package (its support cut off); nil
    /// when it is exported, else why not (bindsim's diagnostics).
    func export(_ text: String, as name: String) -> String? {
        let path = work + "/scenarios/\(name).txt"
        try? text.write(toFile: path, atomically: true, encoding: .utf8)
        let (status, output, errors) = Self.run([bindsim, "export", path] + exportArguments)
        guard status == 0, let start = output.range(of: Self.supportMarker) else { return errors.isEmpty ? "exit \(status)" : errors }
        try? String(output[..<start.lowerBound]).write(toFile: tests + "/\(name).swift", atomically: true, encoding: .utf8)
        return nil
    }

    /// Removes every export from the package.
    func clearTests() {
        for file in (try? FileManager.default.contentsOfDirectory(atPath: tests)) ?? [] where file != "Support.swift" {
            try? FileManager.default.removeItem(atPath: tests + "/" + file)
        }
    }

    /// Builds the package's tests; throws with the compiler's errors when it does not build.
    func build() throws {
        let (status, output, compilerErrors) = Self.run(["swift", "build", "--build-tests"], in: package)
        guard status == 0 else {
            let errors = (output + compilerErrors).split(separator: "\n").filter { $0.contains("error:") }.prefix(20)
            throw HarnessError("the exports do not build:\n" + errors.joined(separator: "\n"))
        }
    }

    /// What one test did on RxSwift.
    struct Outcome {
        /// `--observed` assertions that failed: where RxSwift did not do what bindsim did.
        var differences: [String] = []
        var skipped = false
        /// It did not finish: the process died in it (a stack overflow where bindsim saw no loop).
        var crashed = false
        var disagrees: Bool { crashed || !differences.isEmpty }
    }

    /// Runs the tests `names` (one process for as many as it can, a new one after a crash).
    func runTests(_ names: [String]) -> [String: Outcome] {
        guard let binary = Self.run(["find", package + "/.build/debug/", "-maxdepth", "1", "-name", "*.xctest"])
            .output.split(separator: "\n").first.map(String.init) else { return [:] }
        var outcomes: [String: Outcome] = [:]
        var remaining = names
        while !remaining.isEmpty {
            let filter = remaining.map { "Diff.\(Self.className($0))" }.joined(separator: ",")
            // A scenario that never ends on RxSwift (bindsim saw it end) is killed: one runs in
            // milliseconds, so a batch that takes five minutes has one that does not end.
            let (status, printed, errors) = Self.run(["timeout", "300", binary, filter], in: package)
            let output = printed + errors
            var started: String?
            for line in output.split(separator: "\n") {
                if let name = Self.testName(in: line, after: "' started") {
                    started = name
                    outcomes[name] = Outcome()
                } else if let name = Self.testName(in: line, after: "' skipped") {
                    outcomes[name]?.skipped = true
                    started = nil
                } else if Self.testName(in: line, after: "' passed") != nil || Self.testName(in: line, after: "' failed") != nil {
                    started = nil
                } else if let range = line.range(of: "failed - "), let name = started,
                          !line.contains(": an error ended ") {
                    // What differs (`observed: …`, or a main queue that never settles); an error no
                    // `expect error` follows fails in bindsim too, and is not a difference.
                    outcomes[name]?.differences.append(String(line[range.upperBound...]))
                }
            }
            let finished = Set(outcomes.keys).subtracting(started.map { [$0] } ?? [])
            if let crashed = started, status != 0 {
                outcomes[crashed]?.crashed = true
                let why = status == 124 ? "did not end within five minutes" : "died (status \(status))"
                outcomes[crashed]?.differences.append("the test process \(why) in this scenario")
            } else if started == nil && finished.isEmpty {
                break  // nothing ran: a broken binary
            }
            remaining = remaining.filter { outcomes[$0] == nil }
        }
        return outcomes
    }

    /// `s0001` → `S0001Tests`, as `bindsim export` names the class.
    static func className(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst() + "Tests"
    }

    /// The scenario name in `Test Case 'S0001Tests.testScenario' started …`.
    private static func testName(in line: Substring, after marker: String) -> String? {
        guard line.hasPrefix("Test Case '"), line.contains(marker),
              let end = line.range(of: "Tests.testScenario'") else { return nil }
        let className = line[line.index(line.startIndex, offsetBy: 11)..<end.lowerBound]
        return className.prefix(1).lowercased() + className.dropFirst()
    }
}

struct HarnessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
