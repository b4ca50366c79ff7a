import Testing
@testable import bindsim

/// The syntax tree's value types are stored inline in arrays and enum payloads, so a
/// field that grows one of them grows every statement of a large file (docs/performance.md,
/// "The front end: a smaller tree"). These bounds are the sizes on 64-bit platforms when they were set.
@Suite("Syntax tree layout")
struct SyntaxTreeLayoutTests {
    @Test("expressions, name uses and operator calls stay small")
    func nodeSizes() {
        #expect(MemoryLayout<Expr>.size <= 48)
        #expect(MemoryLayout<NameRef>.size <= 44)
        #expect(MemoryLayout<OperatorArgument>.size <= 49)
        #expect(MemoryLayout<OperatorArguments>.size <= 49)
        #expect(MemoryLayout<OperatorCall>.size <= 100)
        #expect(MemoryLayout<bindsim.Stream>.size <= 80)
        #expect(MemoryLayout<Statement>.size <= 32)
    }

    @Test("a program's declarations are its declaration statements, not copies")
    func declarationsAreStatements() throws {
        let program = try #require(Frontend.parseAndCheck(SourceFile(path: "t.txt", text: """
            relay a = 1
            field b = "x"
            bind a -> a
            publish c
            """)).program)
        #expect(program.declarations.map(\.name) == ["a", "b", "c"])
        #expect(program.declarations.map(\.kind) == [.relay, .field, .publish])
        #expect(program.declarationIndex(of: "c") == 2)
    }
}
