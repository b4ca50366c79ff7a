import Foundation
import Testing
@testable import bindsim

/// The fuzzer's seed scenarios are valid programs that use every statement form.
@Suite struct SeedScenarioTests {
    static var seedNames: [String] {
        let folder = URL(fileURLWithPath: GoldenScenarioTests.packageRoot).appendingPathComponent("Fuzz/seeds")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.sorted()
    }

    @Test(arguments: seedNames)
    func seedChecksCleanly(_ name: String) throws {
        let url = URL(fileURLWithPath: GoldenScenarioTests.packageRoot).appendingPathComponent("Fuzz/seeds/\(name)")
        let file = SourceFile(path: name, bytes: try [UInt8](Data(contentsOf: url)))
        let result = Frontend.parseAndCheck(file)
        #expect(result.diagnostics.isEmpty, "\(renderDiagnostics(result.diagnostics, in: file))")
        #expect(result.program != nil)
    }
}
