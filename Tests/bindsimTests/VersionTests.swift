import Foundation
import Testing
@testable import bindsim

/// One version (issue 27 item 3): what `bindsim --version` prints is what the README tells
/// a package to depend on, what the DocC catalog is built as (its Info.plist) and says on
/// its first page, what the consumer benchmark tags, and CHANGELOG.md's newest entry.
@Suite("Version")
struct VersionTests {
    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: GoldenScenarioTests.packageRoot + "/" + path, encoding: .utf8)
    }

    /// The first capture of `pattern` in the file at `path`.
    static func version(in path: String, _ pattern: Regex<(Substring, Substring)>) throws -> String {
        try String(#require(try read(path).firstMatch(of: pattern), "\(path): no version found").1)
    }

    @Test("--version, README, DocC catalog, consumer.sh and CHANGELOG.md say the same version")
    func oneVersion() throws {
        let version = CommandTable.version
        #expect(version.wholeMatch(of: /\d+\.\d+\.\d+/) != nil, "\(version) is not MAJOR.MINOR.PATCH")
        #expect(CommandLineTests.run(["--version"]).output == "bindsim \(version)\n")
        #expect(try Self.version(in: "README.md", /\.package\(url: "[^"]+", from: "([^"]+)"\)/) == version)
        #expect(try Self.version(in: "Sources/BindKit/BindKit.docc/Info.plist",
                                 /<key>CFBundleVersion<\/key>\s*<string>([^<]+)<\/string>/) == version)
        #expect(try Self.version(in: "Sources/BindKit/BindKit.docc/BindKit.md",
                                 #/This documentation is for BindKit (\S+) /#) == version)
        #expect(try Self.version(in: "Sources/BindKit/BindKit.docc/BindKit.md", /from: "([^"]+)"/) == version)
        #expect(try Self.version(in: "Benchmarks/consumer.sh", /\nversion="([^"]+)"/) == version)
        #expect(try Self.version(in: "CHANGELOG.md", /\n## (\S+)\n/) == version)
    }

    /// CHANGELOG.md says what each version changed: every entry, newest first, has content,
    /// and the versions only go down.
    @Test("CHANGELOG.md has an entry with content for each version, newest first")
    func changelogEntries() throws {
        let text = try Self.read("CHANGELOG.md")
        let headings = text.matches(of: /\n## (\d+)\.(\d+)\.(\d+)\n/).map { [Int($0.1)!, Int($0.2)!, Int($0.3)!] }
        #expect(headings.count >= 4, "0.1.0 to the current version")
        for (newer, older) in zip(headings, headings.dropFirst()) {
            #expect(newer.lexicographicallyPrecedes(older) == false && newer != older, "\(newer) after \(older)")
        }
        for section in text.components(separatedBy: "\n## ").dropFirst() {
            #expect(section.split(separator: "\n").count > 2, "an entry with nothing under it: \(section.prefix(20))")
        }
        #expect(headings.last == [0, 1, 0])
    }
}
