import Foundation
import Testing
@testable import bindsim

/// The sample pictures under `docs/pictures/samples` (reviewed like goldens, and
/// shown by `docs/pictures/screenshots.sh`) match what the renderers make; every
/// sample is checked by its format's checker, and by `xmllint` where installed.
@Suite struct PictureSampleTests {
    static let files = PictureSnapshots.samples.map(\.file)

    @Test(arguments: files)
    func sampleIsUpToDate(_ file: String) throws {
        let render = try #require(PictureSnapshots.samples.first { $0.file == file }?.render)
        let text = render()
        if let difference = PictureSnapshots.difference(text, file: file) {
            Issue.record(Comment(rawValue: difference))
        }
        if file.hasSuffix(".svg") || file.hasSuffix(".html") {
            #expect(XMLChecker.problems(text) == [])
        } else if file.hasSuffix(".dot") {
            #expect(throws: Never.self) { try DOTChecker.parse(text) }
        } else if file.hasSuffix(".mmd") {
            #expect(throws: Never.self) { try MermaidChecker.parse(text) }
        }
    }

    static let xmllint = "/usr/bin/xmllint"

    /// `xmllint --noout` on every SVG, and on the page both as XML and with its
    /// HTML parser, which knows only HTML 4 elements: its "Tag X invalid" for
    /// HTML 5 and SVG elements is the only complaint allowed.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: xmllint)))
    func xmllintAcceptsEveryPicture() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bindsim-pictures-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (file, render) in PictureSnapshots.samples where file.hasSuffix(".svg") || file.hasSuffix(".html") {
            let url = folder.appendingPathComponent(file)
            try render().write(to: url, atomically: true, encoding: .utf8)
            #expect(try Self.run([Self.xmllint, "--noout", url.path]) == "", "\(file)")
            if file.hasSuffix(".html") {
                let complaints = try Self.run([Self.xmllint, "--noout", "--html", url.path])
                    .split(separator: "\n")
                    .filter { $0.contains("error") && !$0.contains("HTML parser error : Tag ") }
                #expect(complaints == [], "\(file)")
                let tags = try Self.run([Self.xmllint, "--noout", "--html", url.path])
                    .split(separator: "\n").filter { $0.contains("HTML parser error : Tag ") }
                let allowed = ["header", "section", "main", "article", "svg", "g", "title", "rect", "text", "path",
                               "polygon", "line", "ellipse", "circle"]
                for line in tags {
                    let name = line.components(separatedBy: "error : Tag ").last?.split(separator: " ").first.map(String.init) ?? ""
                    #expect(allowed.contains(name), "\(line)")
                }
            }
        }
    }

    /// Standard error and output of a command.
    static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
