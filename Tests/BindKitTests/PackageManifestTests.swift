import Foundation
import Testing

/// BindKit is a library other packages depend on by version: SwiftPM refuses a
/// versioned dependency whose manifest has unsafe flags, and the customer allows
/// no package dependencies. `Benchmarks/consumer.sh` builds a real versioned
/// consumer; this keeps the manifest honest on every test run.
@Suite("Package manifest")
struct PackageManifestTests {
    @Test("Package.swift passes no unsafe flags and depends on no package")
    func manifestIsDependable() throws {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(!manifest.contains("unsafeFlags"))
        #expect(!manifest.contains(".package("))
    }
}
