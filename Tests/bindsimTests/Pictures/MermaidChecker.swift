import Foundation

/// A structural checker for the Mermaid flowcharts `GraphMermaidWriter` writes:
/// the `flowchart` header; node definitions with a known shape around one quoted
/// label; edges `a --> b`, `a -.-> b`, `a ==> b`, each with an optional quoted
/// `|"label"|`; `classDef`, `class`, `linkStyle` and `%%` comment lines. It checks
/// ids (safe characters, no reserved word), that labels hold no raw `"` and only
/// well-formed `#code;` entities and `<br>` tags, that edges join defined nodes,
/// and that `linkStyle` indices and `class` names refer to existing edges and
/// class definitions.
struct MermaidChecker {
    struct Parsed {
        var direction = ""
        /// Node id to its label and shape opener.
        var nodes: [(id: String, shape: String, label: String)] = []
        var edges: [(from: String, arrow: String, label: String?, to: String)] = []
        var classDefs: [String] = []
        var linkStyles: [[Int]] = []
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let reserved: Set<String> = [
        "end", "graph", "subgraph", "flowchart", "style", "class", "classdef", "click", "linkstyle", "default",
        "direction", "call", "href",
    ]

    /// Shape openers and their closers, longest opener first.
    static let shapes: [(open: String, close: String)] = [
        ("([", "])"), ("[[", "]]"), ("[(", ")]"), ("((", "))"), ("{{", "}}"), ("[/", "/]"), ("[", "]"), ("(", ")"),
        (">", "]"),
    ]

    static func parse(_ text: String) throws -> Parsed {
        var parsed = Parsed()
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingPrefix(while: { $0 == " " })
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let header = lines.first, header.hasPrefix("flowchart ") else {
            throw Failure(description: "the first line is not 'flowchart DIR'")
        }
        parsed.direction = String(header.dropFirst("flowchart ".count))
        guard ["LR", "RL", "TB", "TD", "BT"].contains(parsed.direction) else {
            throw Failure(description: "unknown direction '\(parsed.direction)'")
        }
        var classUses: [String] = []
        for (number, raw) in lines.enumerated().dropFirst() {
            let line = String(raw)
            func fail(_ message: String) -> Failure { Failure(description: "line \(number + 1): \(message): \(line)") }
            if line.isEmpty { continue }
            if line.hasPrefix("%%") {
                if line.hasPrefix("%%{") { throw fail("a directive where a comment was meant") }
                continue
            }
            if line.hasPrefix("classDef ") {
                let parts = line.split(separator: " ", maxSplits: 2)
                guard parts.count == 3, isID(String(parts[1])) else { throw fail("malformed classDef") }
                try checkStyle(String(parts[2]), fail)
                parsed.classDefs.append(String(parts[1]))
                continue
            }
            if line.hasPrefix("class ") {
                let parts = line.split(separator: " ")
                guard parts.count == 3 else { throw fail("malformed class line") }
                for id in parts[1].split(separator: ",") where !parsed.nodes.contains(where: { $0.id == id }) {
                    throw fail("class for undefined node '\(id)'")
                }
                classUses.append(String(parts[2]))
                continue
            }
            if line.hasPrefix("linkStyle ") {
                let parts = line.split(separator: " ", maxSplits: 2)
                guard parts.count == 3 else { throw fail("malformed linkStyle") }
                let indices = parts[1].split(separator: ",").map { Int($0) }
                guard indices.allSatisfy({ $0 != nil }) else { throw fail("linkStyle index is not a number") }
                try checkStyle(String(parts[2]), fail)
                parsed.linkStyles.append(indices.compactMap { $0 })
                continue
            }
            var rest = Substring(line)
            let first = takeID(&rest)
            guard isID(first) else { throw fail("bad id '\(first)'") }
            if rest.hasPrefix(" ") {
                rest = rest.dropFirst()
                guard let arrow = ["-.->", "-->", "==>"].first(where: { rest.hasPrefix($0) }) else {
                    throw fail("expected an arrow")
                }
                rest = rest.dropFirst(arrow.count)
                var label: String?
                if rest.hasPrefix("|") {
                    rest = rest.dropFirst()
                    label = try quoted(&rest, fail)
                    guard rest.hasPrefix("|") else { throw fail("edge label not closed by '|'") }
                    rest = rest.dropFirst()
                }
                guard rest.hasPrefix(" ") else { throw fail("expected a space before the target") }
                rest = rest.dropFirst()
                let target = takeID(&rest)
                guard isID(target), rest.isEmpty else { throw fail("bad edge target") }
                for end in [first, target] where !parsed.nodes.contains(where: { $0.id == end }) {
                    throw fail("edge to undefined node '\(end)'")
                }
                parsed.edges.append((first, arrow, label, target))
                continue
            }
            guard let shape = Self.shapes.first(where: { rest.hasPrefix($0.open) }) else {
                throw fail("expected a shape")
            }
            rest = rest.dropFirst(shape.open.count)
            let label = try quoted(&rest, fail)
            guard rest == shape.close else { throw fail("shape '\(shape.open)' not closed by '\(shape.close)'") }
            guard !parsed.nodes.contains(where: { $0.id == first }) else { throw fail("node '\(first)' defined twice") }
            parsed.nodes.append((first, shape.open, label))
        }
        for indices in parsed.linkStyles {
            for index in indices where index < 0 || index >= parsed.edges.count {
                throw Failure(description: "linkStyle \(index) names no edge")
            }
        }
        for name in classUses where !parsed.classDefs.contains(name) {
            throw Failure(description: "class '\(name)' has no classDef")
        }
        return parsed
    }

    private static func isID(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
            && !reserved.contains(text.lowercased())
    }

    private static func takeID(_ rest: inout Substring) -> String {
        let id = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        rest = rest.dropFirst(id.count)
        return String(id)
    }

    /// `key:value,key:value` with no `;` and no quotes.
    private static func checkStyle(_ style: String, _ fail: (String) -> Failure) throws {
        for part in style.split(separator: ",") {
            let pair = part.split(separator: ":", maxSplits: 1)
            guard pair.count == 2, !pair[0].isEmpty, !pair[1].isEmpty, !part.contains(";"), !part.contains("\"") else {
                throw fail("malformed style '\(part)'")
            }
        }
    }

    /// A `"..."` label: no raw quote, `#` only in `#123;`/`#name;` codes, `<` only in `<br>`.
    private static func quoted(_ rest: inout Substring, _ fail: (String) -> Failure) throws -> String {
        guard rest.hasPrefix("\"") else { throw fail("expected a quoted label") }
        rest = rest.dropFirst()
        guard let close = rest.firstIndex(of: "\"") else { throw fail("unterminated label") }
        let label = rest[..<close]
        rest = rest[rest.index(after: close)...]
        var scan = label
        while let hash = scan.firstIndex(where: { $0 == "#" || $0 == "<" }) {
            let tail = scan[hash...]
            if tail.hasPrefix("<br>") {
                scan = tail.dropFirst(4)
                continue
            }
            guard tail.hasPrefix("#"), let semicolon = tail.firstIndex(of: ";") else { throw fail("raw '\(tail.first!)' in a label") }
            let code = tail[tail.index(after: hash)..<semicolon]
            guard !code.isEmpty, code.allSatisfy({ $0.isASCII && ($0.isNumber || $0.isLetter) }) else {
                throw fail("malformed entity code '#\(code);'")
            }
            scan = tail[tail.index(after: semicolon)...]
        }
        let text = label.replacingOccurrences(of: "<br>", with: "")
        for forbidden: Character in ["|", "`", ">"] where text.contains(forbidden) {
            throw fail("raw '\(forbidden)' in a label")
        }
        return String(label)
    }
}
