import Foundation
import Testing
@testable import bindsim

/// Every export compiles as written, its own support included (issue 35, docs/export.md): the
/// corpus's exports, one for each distinct support section they carry (the parts a scenario
/// uses), type-checked against BindKit by `swiftc -typecheck` in one run. The ExportGoldens
/// target compiles the corpus's tests with the whole support; this holds each partial support.
@Suite("Export type-check")
struct ExportTypeCheckTests {
    /// The corpus exports that carry distinct support sections, the first of each, in corpus order.
    static func exportsWithDistinctSupport(in set: ExportGoldenTests.GoldenSet = ExportGoldenTests.rxswift)
        -> [(path: String, text: String)] {
        var seen: Set<String> = []
        var chosen: [(path: String, text: String)] = []
        for path in ExportGoldenTests.scenarios {
            let (status, text) = ExportGoldenTests.export(path, in: set)
            guard status == 0, let support = text.range(of: "\n" + ExportGoldenTests.supportMark) else { continue }
            if seen.insert(String(text[support.lowerBound...])).inserted { chosen.append((path, text)) }
        }
        return chosen
    }

    /// Type-checks `files` (name, Swift source) together against BindKit (or with `arguments`
    /// alone); the compiler's errors, if any.
    static func typeCheck(_ files: [(name: String, text: String)], arguments: [String]? = nil) throws -> String? {
        let modules = try #require(BindsimProcess.modules, "no BindKit module beside the built bindsim")
        let folder = NSTemporaryDirectory() + "bindsim-typecheck-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var paths: [String] = []
        for file in files {
            let path = folder + "/" + file.name
            try file.text.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        let result = try BindsimProcess.run(program: "swiftc", ["-typecheck"] + (arguments ?? ["-I", modules]) + paths, in: folder)
        return result.status == 0 ? nil : result.errText + result.outText
    }

    @Test("each distinct support section the corpus's exports carry compiles with its test")
    func corpusExportsCompile() throws {
        let exports = Self.exportsWithDistinctSupport()
        #expect(exports.count >= 10, "the corpus's exports are missing")
        let files = exports.map { (name: ExportGoldenTests.topicAndName($0.path).replacingOccurrences(of: "/", with: "-") + ".swift",
                                   text: $0.text) }
        if let errors = try Self.typeCheck(files) { Issue.record(Comment(rawValue: "the exports do not compile:\n\(errors)")) }
    }

    @Test("each distinct support section of the exports --to observation compiles with its test, in Swift 6 mode")
    func observationExportsCompile() throws {
        let exports = Self.exportsWithDistinctSupport(in: ExportGoldenTests.observation)
        #expect(exports.count >= 3, "the corpus's exports --to observation are missing")
        var files = exports.map { (name: ExportGoldenTests.topicAndName($0.path).replacingOccurrences(of: "/", with: "-") + ".swift",
                                   text: $0.text) }
        // A node whose values mix (the support's `BindsimValue`) through an Observations loop,
        // whose elements must be Sendable.
        let (mixed, _) = ExportCommandTests.scenario("""
            language 4
            observable a = 0
            relay log = ""
            on observations(a) { set log = log + string(it) }
            set a = "x"
            """, name: "mixedObservations")
        let (status, text) = ExportCommandTests.run(["export", mixed, "--to", "observation", "--class", "MixedTests"])
        #expect(status == 0, "\(text)")
        files.append((name: "mixed.swift", text: text))
        // What a review found the writer got wrong: `type` in a batch, a batch of one comment, names
        // the macro's backing storage or a class cannot have, a lost write watched through `type`.
        let (corners, _) = ExportCommandTests.scenario("""
            language 4
            observable x = ""
            observable _x = "u"
            observable Type = 0
            relay log = ""
            track x as t { set log = log + "t;" }
            batch { type x "ab"; mutate x = "c" }
            batch { expect t ended }
            type x "d"
            expect lost write of x
            """, name: "writerCorners")
        let cornersExport = ExportCommandTests.run(["export", corners, "--to", "observation", "--class", "CornersTests"])
        #expect(cornersExport.status == 0, "\(cornersExport.output)")
        #expect(cornersExport.output.contains("var node_x: String") && cornersExport.output.contains("var TypeNode: Double"))
        files.append((name: "corners.swift", text: cornersExport.output))
        if let errors = try Self.typeCheck(files, arguments: ["-swift-version", "6", "-warnings-as-errors"]) {
            Issue.record(Comment(rawValue: "the exports do not compile:\n\(errors)"))
        }
    }
}

extension ExportTypeCheckTests {
    /// The nodes the catalogue's examples read.
    static let exampleNodes = ["a", "b", "c", "edits", "ready", "text", "saveTap", "ticks", "stop", "taps", "query",
                               "saves", "email", "fetch", "enabled", "trigger"]

    /// Where a stream may stand in a chain, `S` standing for it.
    static let positions = [
        "S", "trigger.flatMap(S)", "trigger.flatMapLatest(S)", "combineLatest(S, trigger)", "merge(S, trigger)",
        "trigger.flatMap(combineLatest(S, trigger))", "trigger.flatMap(merge(trigger, S))",
        "trigger.withLatestFrom(S)", "trigger.concatMap(S.take(1))",
    ]

    /// One scenario binding every operator's documented example, in every position, into a sink of its own.
    static func everyOperatorInEveryPosition() -> String {
        var lines = ["scenario \"every operator of the catalogue, in every position\""]
        lines += exampleNodes.map { "relay \($0) = 1" }
        var sink = 0
        // Combine's spellings stand only in `semantics combine` files, which no export takes.
        for description in OperatorCatalog.all where description.vocabulary.belongs(to: .rx) {
            var example = description.documentation.example
            if example.hasPrefix("let "), let equals = example.firstIndex(of: "=") {
                example = example[example.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            }
            for position in positions {
                sink += 1
                lines.append("publish sink\(sink)")
                lines.append("bind \(position.replacingOccurrences(of: "S", with: example)) -> sink\(sink)")
            }
        }
        lines += exampleNodes.map { "set \($0) = 2" }
        lines.append("wait 5s")
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("every operator of the catalogue exports Swift that compiles, in every position a stream may stand")
    func everyOperatorCompiles() throws {
        let scenario = Self.everyOperatorInEveryPosition()
        let folder = NSTemporaryDirectory() + "bindsim-operators-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/every-operator.txt"
        try scenario.write(toFile: path, atomically: true, encoding: .utf8)
        let console = Console.memory()
        let status = Commands.main(["export", path, "--import", "bindkit"], console: console)
        try #require(status == .success, "the scenario does not export: \(console.err.text)")
        if let errors = try Self.typeCheck([(name: "EveryOperator.swift", text: console.out.text)]) {
            Issue.record(Comment(rawValue: "the export does not compile:\n\(errors)"))
        }
    }
}
