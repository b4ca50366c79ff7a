import Foundation
import Testing

/// The layers of `Sources/bindsim` (docs/architecture.md), bottom to top: a folder
/// may use the types of its own folder and of the folders below it, never a type
/// declared above it. The test reads the sources as `/work/shared/tools/layer-arrows.py`
/// does: types by their declarations, uses as whole words outside comments and strings
/// (a name declared in two folders belongs to neither and is not checked).
@Suite("Layers")
struct LayerTests {
    static let order = ["Text", "Diagnostics", "Syntax", "Interpreter", "Analysis", "LSP", "Export", "Explore", "Output", "CLI"]

    @Test("no folder of Sources/bindsim uses a type declared in a folder above it")
    func noUpwardArrows() throws {
        let root = GoldenScenarioTests.packageRoot + "/Sources/bindsim"
        let folders = try FileManager.default.contentsOfDirectory(atPath: root).filter { !$0.hasSuffix(".swift") }.sorted()
        #expect(folders == Self.order.sorted(), "a new folder needs its place in the order (and in docs/architecture.md)")
        var sources: [String: [String: String]] = [:]
        for folder in Self.order {
            let files = FileManager.default.enumerator(atPath: root + "/" + folder)?.allObjects as? [String] ?? []
            for file in files where file.hasSuffix(".swift") {
                sources[folder, default: [:]][folder + "/" + file] =
                    try String(contentsOfFile: root + "/" + folder + "/" + file, encoding: .utf8)
            }
        }
        #expect((sources["Syntax"]?.count ?? 0) > 10 && (sources["CLI"]?.count ?? 0) > 5, "the sources were not found")
        #expect(Self.upwardArrows(sources) == [])
    }

    @Test("rendering depends on the interpreter's vocabulary only: no file under Output/ imports BindKit")
    func outputDoesNotImportBindKit() throws {
        let folder = GoldenScenarioTests.packageRoot + "/Sources/bindsim/Output"
        let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 20)
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            #expect(!text.split(separator: "\n").contains { $0.hasPrefix("import BindKit") || $0.hasPrefix("@testable import BindKit") },
                    "Output/\(file) imports BindKit")
        }
    }

    @Test("the check sees an upward use, and not one in a comment or a string")
    func theCheckCanFail() {
        let sources = [
            "Text": ["Text/A.swift": "struct Alpha {}\n// Gamma in a comment\nlet note = \"Gamma in a string\"\n"],
            "Syntax": ["Syntax/B.swift": "/* Gamma */ enum Beta { case a(Alpha) }\nlet x = \"\"\"\nGamma\n\"\"\"\n"],
            "Interpreter": ["Interpreter/C.swift": "final class Gamma { var b: Beta? }\n"],
            "CLI": ["CLI/D.swift": "struct Delta {}\n"],
            "Output": ["Output/E.swift": "let d: Delta? = nil\n"],
        ]
        #expect(Self.upwardArrows(sources) == ["Output -> CLI: Delta (Output/E.swift)"])
    }

    /// `Folder -> Higher: Type (file)` for every use of a type above the folder that uses it.
    static func upwardArrows(_ sources: [String: [String: String]]) -> [String] {
        let rank = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        let stripped = sources.mapValues { $0.mapValues(strippingCommentsAndStrings) }
        var owners: [String: Set<String>] = [:]
        for (folder, files) in stripped {
            for text in files.values {
                for name in matches(of: declaration, in: text) { owners[name, default: []].insert(folder) }
            }
        }
        var arrows: [String] = []
        for (folder, files) in stripped {
            for (path, text) in files {
                for word in Set(matches(of: typeLikeWord, in: text)) {
                    guard let owner = owners[word], owner.count == 1, let home = owner.first,
                          let used = rank[folder], let declared = rank[home], declared > used else { continue }
                    arrows.append("\(folder) -> \(home): \(word) (\(path))")
                }
            }
        }
        return arrows.sorted()
    }

    private static let declaration = try! NSRegularExpression(
        pattern: #"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private|final|indirect)\s+)*"#
            + #"(?:class|struct|enum|protocol|typealias|actor)\s+([A-Z]\w*)"#,
        options: [.anchorsMatchLines])
    private static let typeLikeWord = try! NSRegularExpression(pattern: #"\b([A-Z]\w*)\b"#)

    private static func matches(of pattern: NSRegularExpression, in text: String) -> [String] {
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// `text` with comments removed and every string literal made empty (`""`).
    static func strippingCommentsAndStrings(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        func starts(_ literal: String, at position: Int) -> Bool {
            let pattern = Array(literal.utf8)
            return position + pattern.count <= bytes.count && Array(bytes[position..<(position + pattern.count)]) == pattern
        }
        while index < bytes.count {
            if starts("//", at: index) {
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if starts("/*", at: index) {
                index += 2
                while index < bytes.count && !starts("*/", at: index) { index += 1 }
                index += 2
            } else if starts("\"\"\"", at: index) {
                index += 3
                while index < bytes.count && !starts("\"\"\"", at: index) { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
                index += 3
                out += Array("\"\"".utf8)
            } else if bytes[index] == UInt8(ascii: "\"") {
                index += 1
                while index < bytes.count && bytes[index] != UInt8(ascii: "\"") && bytes[index] != UInt8(ascii: "\n") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
                out += Array("\"\"".utf8)
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
