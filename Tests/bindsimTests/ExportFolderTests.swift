import Foundation
import Testing
@testable import bindsim

/// `bindsim export FILE... -o DIR/`: tests a team keeps (docs/export.md, "Kept tests"): one short
/// typed test per scenario and the whole support once, `BindsimSupport.swift`, which build
/// together as one test target.
@Suite("Export into a folder")
struct ExportFolderTests {
    static let root = GoldenScenarioTests.packageRoot

    static func freshFolder(_ name: String = #function) -> String {
        let folder = NSTemporaryDirectory() + "bindsim-kept-\(ProcessInfo.processInfo.processIdentifier)-"
            + name.filter { $0.isLetter || $0.isNumber }
        try? FileManager.default.removeItem(atPath: folder)
        return folder
    }

    @Test("the name form and the search scenarios: a typed test each and one support file, which compile together")
    func keptTestsCompile() throws {
        let folder = Self.freshFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenarios = ["forms/name-form", "search/flatmap-shows-stale-response", "search/flatmaplatest-drops-stale-response",
                         "search/one-operator-a-line"].map { "\(Self.root)/Scenarios/\($0).txt" }
        let result = CommandLineTests.run(["export"] + scenarios + ["--import", "bindkit", "-o", folder + "/"])
        #expect(result.status == 0, "\(result.output)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files == ["BindsimSupport.swift", "FlatmapShowsStaleResponseTests.swift",
                          "FlatmaplatestDropsStaleResponseTests.swift", "NameFormTests.swift", "OneOperatorALineTests.swift"])
        let test = try String(contentsOfFile: folder + "/NameFormTests.swift", encoding: .utf8)
        #expect(test.contains("let first = BehaviorRelay<String>(value: \"\")"))
        #expect(test.contains(".map { it in try Bindsim.trim(it.0 + \" \" + it.1) }"))
        #expect(!test.contains("MARK: - Support"), "a kept test carries no support")
        #expect(test.split(separator: "\n").count < 120)
        let support = try String(contentsOfFile: folder + "/BindsimSupport.swift", encoding: .utf8)
        #expect(support.hasPrefix("// BindsimSupport.swift: written by bindsim \(CommandTable.version)"))
        #expect(!support.contains("fileprivate"))
        let sources = try files.map { (name: $0, text: try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)) }
        if let errors = try ExportTypeCheckTests.typeCheck(sources) {
            Issue.record(Comment(rawValue: "the kept tests do not compile:\n\(errors)"))
        }
    }

    @Test("two files of one name in two folders give two classes; several files need -o DIR/")
    func classNamesDoNotCollide() throws {
        let folder = Self.freshFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for part in ["a", "b"] {
            try FileManager.default.createDirectory(atPath: "\(folder)/\(part)", withIntermediateDirectories: true)
            try "relay x = 1\nset x = 2\nexpect x == 2\n".write(toFile: "\(folder)/\(part)/form.txt", atomically: true, encoding: .utf8)
        }
        let paths = ["\(folder)/a/form.txt", "\(folder)/b/form.txt"]
        #expect(SwiftNames.classNames(forPaths: paths) == ["AFormTests", "BFormTests"])
        #expect(SwiftNames.classNames(forPaths: ["x/form.txt", "x/form.txt", "y/name.txt"])
                == ["FormTests", "Form2Tests", "NameTests"])
        let written = CommandLineTests.run(["export"] + paths + ["-o", "\(folder)/out/"])
        #expect(written.status == 0)
        #expect(FileManager.default.fileExists(atPath: "\(folder)/out/AFormTests.swift"))
        #expect(FileManager.default.fileExists(atPath: "\(folder)/out/BFormTests.swift"))
        let toFile = CommandLineTests.run(["export"] + paths + ["-o", "\(folder)/one.swift"])
        #expect(toFile.status == 64 && toFile.output.contains("-o DIR/"))
        #expect(CommandLineTests.run(["export"] + paths).status == 64)
        #expect(CommandLineTests.run(["export"] + paths + ["--class", "X", "-o", "\(folder)/out/"]).status == 64)
    }

    @Test("a refused scenario among several writes nothing")
    func allOrNothing() throws {
        let folder = Self.freshFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "relay x = 1\n".write(toFile: "\(folder)/good.txt", atomically: true, encoding: .utf8)
        try "property p = 1\n".write(toFile: "\(folder)/refused.txt", atomically: true, encoding: .utf8)
        let result = CommandLineTests.run(["export", "\(folder)/good.txt", "\(folder)/refused.txt", "-o", "\(folder)/out/"])
        #expect(result.status == 2 && result.output.contains("E050"))
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/out"))
    }
}
