import Testing
@testable import bindsim

/// Hints for mistakes after the first part of a statement.
@Suite("Trailing-keyword hints")
struct HintTests {
    static func helps(_ text: String) -> [String] {
        Frontend.parseAndCheck(SourceFile(path: "test.txt", text: text)).diagnostics.compactMap { $0.help?.text }
    }

    @Test func misspeltUsingGetsDidYouMean() {
        #expect(Self.helps("relay a = 1\nrelay b = 2\nbind a <-> b usin bibinding\n") == ["did you mean 'using'?"])
    }

    @Test func styleOnAOneWayBindingIsExplained() {
        #expect(Self.helps("relay a = 1\nrelay b = 2\nbind a -> b using channel\n")
            == ["a binding style applies to two-way bindings: 'bind a <-> b using channel'"])
    }

    @Test func misspeltEveryGetsDidYouMean() {
        #expect(Self.helps("field f = \"\"\ntype f \"ab\" evry 100ms\n") == ["did you mean 'every'?"])
    }

    @Test func bindingBetweenAnnotatedTypesWarns() {
        let file = SourceFile(path: "test.txt", text: "relay n: Number = 0\nfield f: String = \"\"\nbind f -> n\n")
        let result = Frontend.parseAndCheck(file)
        #expect(result.program != nil)
        #expect(result.diagnostics.map(\.code) == ["W0301"])
        #expect(result.diagnostics.first?.severity == .warning)
        let converted = SourceFile(path: "test.txt",
                                   text: "relay n: Number = 0\nfield f: String = \"\"\nbind f.map(number(it)) -> n\n")
        #expect(Frontend.parseAndCheck(converted).diagnostics.isEmpty)
    }
}
