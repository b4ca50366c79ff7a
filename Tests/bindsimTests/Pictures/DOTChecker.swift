/// A recursive-descent parser for Graphviz's DOT language (the grammar at
/// graphviz.org/doc/info/lang.html), enough to check what `GraphDOTWriter`
/// writes: keywords, the four kinds of ID (name, numeral, quoted string, HTML
/// string), attribute lists, edge chains, subgraphs, comments. It also checks
/// that a digraph uses only `->`, that quoted strings hold no raw line break
/// (the writer escapes them), and records nodes, edges and attributes.
struct DOTChecker {
    struct Parsed {
        var directed = false
        /// Node ids of node statements, in order.
        var nodes: [String] = []
        /// Edges as (from, to, attributes).
        var edges: [(from: String, to: String, attributes: [String: String])] = []
        var nodeAttributes: [String: [String: String]] = [:]
    }

    enum Token: Equatable {
        case id(String)
        case keyword(String)
        case punct(String)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private var tokens: [Token] = []
    private var position = 0
    private var parsed = Parsed()

    /// Parses `text`; throws a `Failure` naming the first problem.
    static func parse(_ text: String) throws -> Parsed {
        var checker = DOTChecker()
        checker.tokens = try tokenize(text)
        try checker.graph()
        return checker.parsed
    }

    // MARK: Tokens

    static func tokenize(_ text: String) throws -> [Token] {
        let scalars = Array(text.unicodeScalars)
        var tokens: [Token] = []
        var i = 0
        func isIDStart(_ c: Unicode.Scalar) -> Bool {
            c == "_" || (c.value >= 0x80) || ("a"..."z").contains(c) || ("A"..."Z").contains(c)
        }
        while i < scalars.count {
            let c = scalars[i]
            if c == " " || c == "\t" || c == "\n" || c == "\r" { i += 1; continue }
            if c == "/" && i + 1 < scalars.count && scalars[i + 1] == "/" || c == "#" {
                while i < scalars.count && scalars[i] != "\n" { i += 1 }
                continue
            }
            if c == "/" && i + 1 < scalars.count && scalars[i + 1] == "*" {
                i += 2
                while i + 1 < scalars.count && !(scalars[i] == "*" && scalars[i + 1] == "/") { i += 1 }
                guard i + 1 < scalars.count else { throw Failure(description: "unterminated comment") }
                i += 2
                continue
            }
            if "{}[];,=:".unicodeScalars.contains(c) {
                tokens.append(.punct(String(c)))
                i += 1
                continue
            }
            if c == "-" && i + 1 < scalars.count && (scalars[i + 1] == ">" || scalars[i + 1] == "-") {
                tokens.append(.punct("-" + String(scalars[i + 1])))
                i += 2
                continue
            }
            if c == "\"" {
                var value = ""
                i += 1
                while i < scalars.count && scalars[i] != "\"" {
                    if scalars[i] == "\n" || scalars[i] == "\r" {
                        throw Failure(description: "raw line break in a quoted string")
                    }
                    if scalars[i] == "\\" && i + 1 < scalars.count {
                        // Only \" is a lexical escape; other pairs stay for label escapes (\n, \\).
                        if scalars[i + 1] == "\"" {
                            value += "\""
                        } else {
                            value.unicodeScalars.append(scalars[i])
                            value.unicodeScalars.append(scalars[i + 1])
                        }
                        i += 2
                        continue
                    }
                    value.unicodeScalars.append(scalars[i])
                    i += 1
                }
                guard i < scalars.count else { throw Failure(description: "unterminated quoted string") }
                i += 1
                tokens.append(.id(value))
                continue
            }
            if c == "<" {
                var depth = 0
                var value = ""
                repeat {
                    if scalars[i] == "<" { depth += 1 }
                    if scalars[i] == ">" { depth -= 1 }
                    value.unicodeScalars.append(scalars[i])
                    i += 1
                } while depth > 0 && i < scalars.count
                guard depth == 0 else { throw Failure(description: "unterminated HTML string") }
                tokens.append(.id(value))
                continue
            }
            if c == "-" || c == "." || ("0"..."9").contains(c) {
                var value = String(c)
                i += 1
                while i < scalars.count && (("0"..."9").contains(scalars[i]) || scalars[i] == ".") {
                    value.unicodeScalars.append(scalars[i])
                    i += 1
                }
                guard value.contains(where: \.isNumber), value.filter({ $0 == "." }).count <= 1 else {
                    throw Failure(description: "malformed numeral '\(value)'")
                }
                tokens.append(.id(value))
                continue
            }
            if isIDStart(c) {
                var value = ""
                while i < scalars.count && (isIDStart(scalars[i]) || ("0"..."9").contains(scalars[i])) {
                    value.unicodeScalars.append(scalars[i])
                    i += 1
                }
                let lower = value.lowercased()
                let keywords = ["node", "edge", "graph", "digraph", "subgraph", "strict"]
                tokens.append(keywords.contains(lower) ? .keyword(lower) : .id(value))
                continue
            }
            throw Failure(description: "unexpected character '\(c)'")
        }
        return tokens
    }

    // MARK: Grammar

    private var current: Token? { position < tokens.count ? tokens[position] : nil }

    private mutating func accept(_ token: Token) -> Bool {
        if current == token { position += 1; return true }
        return false
    }

    private mutating func expect(_ token: Token) throws {
        guard accept(token) else {
            throw Failure(description: "expected \(token), found \(current.map { "\($0)" } ?? "end of input")")
        }
    }

    private mutating func id() throws -> String {
        guard case .id(let value) = current else {
            throw Failure(description: "expected an ID, found \(current.map { "\($0)" } ?? "end of input")")
        }
        position += 1
        return value
    }

    private mutating func graph() throws {
        _ = accept(.keyword("strict"))
        if accept(.keyword("digraph")) {
            parsed.directed = true
        } else {
            try expect(.keyword("graph"))
        }
        if case .id = current { _ = try id() }
        try expect(.punct("{"))
        try statements()
        try expect(.punct("}"))
        if position != tokens.count { throw Failure(description: "tokens after the graph") }
    }

    private mutating func statements() throws {
        while let token = current, token != .punct("}") {
            try statement()
            _ = accept(.punct(";"))
        }
    }

    private mutating func statement() throws {
        if current == .keyword("graph") || current == .keyword("node") || current == .keyword("edge") {
            position += 1
            _ = try attributeList(required: true)
            return
        }
        if current == .keyword("subgraph") || current == .punct("{") {
            try subgraph()
            try edgeTail(from: nil)
            return
        }
        let first = try nodeID()
        if accept(.punct("=")) {
            _ = try id()
            return
        }
        if current == .punct("->") || current == .punct("--") {
            try edgeTail(from: first)
            return
        }
        parsed.nodes.append(first)
        parsed.nodeAttributes[first, default: [:]].merge(try attributeList(required: false)) { $1 }
    }

    private mutating func nodeID() throws -> String {
        let name = try id()
        if accept(.punct(":")) {
            _ = try id()
            if accept(.punct(":")) { _ = try id() }
        }
        return name
    }

    private mutating func subgraph() throws {
        if accept(.keyword("subgraph")) {
            if case .id = current { _ = try id() }
        }
        try expect(.punct("{"))
        try statements()
        try expect(.punct("}"))
    }

    /// `edgeop (node_id | subgraph) [edgeRHS] [attr_list]` after the first operand.
    private mutating func edgeTail(from first: String?) throws {
        var ends: [String?] = [first]
        while current == .punct("->") || current == .punct("--") {
            if parsed.directed != (current == .punct("->")) {
                throw Failure(description: parsed.directed ? "'--' in a digraph" : "'->' in an undirected graph")
            }
            position += 1
            if current == .keyword("subgraph") || current == .punct("{") {
                try subgraph()
                ends.append(nil)
            } else {
                ends.append(try nodeID())
            }
        }
        let attributes = try attributeList(required: false)
        for (from, to) in zip(ends, ends.dropFirst()) {
            if let from, let to { parsed.edges.append((from, to, attributes)) }
        }
    }

    private mutating func attributeList(required: Bool) throws -> [String: String] {
        var attributes: [String: String] = [:]
        guard current == .punct("[") else {
            if required { throw Failure(description: "expected '['") }
            return attributes
        }
        while accept(.punct("[")) {
            while current != .punct("]") {
                let key = try id()
                try expect(.punct("="))
                attributes[key] = try id()
                if !accept(.punct(",")) { _ = accept(.punct(";")) }
            }
            try expect(.punct("]"))
        }
        return attributes
    }
}
