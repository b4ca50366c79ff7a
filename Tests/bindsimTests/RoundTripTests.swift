import Testing
@testable import bindsim

/// The round-trip check of two-way transforms (explore.md): W0410–W0413.
@Suite("Round-trip check")
struct RoundTripTests {
    static func diagnostics(_ source: String) throws -> [Diagnostic] {
        let (program, _) = try ExploreTests.program(source)
        return RoundTripCheck(program: program).diagnostics()
    }

    @Test("a rounding pair: the first pooled value that comes back changed, with what the user sees")
    func rounding() throws {
        let found = try Self.diagnostics("""
            field fahrenheitField: Number = 32
            relay celsius: Number = 0
            bind fahrenheitField.map(round((it - 32) * 5 / 9)) <-> celsius.map(round(it * 9 / 5 + 32))
            user fahrenheitField = -1
            """)
        #expect(found.map(\.code) == ["W0410"], "the relay's writes into the field are silent: no echo from that side")
        #expect(found.first?.note == "fahrenheitField -1 -> celsius -18 -> fahrenheitField 0: a user who types -1 sees 0")
        #expect(found.first?.range.start.column == 6)
    }

    @Test("a lossless pair, and bindings whose echo cannot come back, get nothing")
    func nothingToSay() throws {
        #expect(try Self.diagnostics("""
            relay a: Number = 1
            relay b: Number = 2
            bind a.map(it * 2).distinct() <-> b.map(it / 2).distinct()
            set a = 0.5
            """).isEmpty)
        // Fields on both sides: programmatic writes are silent, nothing echoes.
        #expect(try Self.diagnostics("""
            field a: Number = 1
            field b: Number = 2
            bind a.map(round(it)) <-> b.map(it + 0.5)
            """).isEmpty)
        // Only rx echoes: other styles are not checked.
        #expect(try Self.diagnostics("""
            relay a: Number = 1
            relay b: Number = 2
            bind a.map(round(it)) <-> b.map(it + 0.5) using reactivekit
            """).isEmpty)
        // No operators: nothing to check.
        #expect(try Self.diagnostics("relay a = 1\nrelay b = 2\nbind a <-> b").isEmpty)
    }

    @Test("a transform that fails on a pooled value: W0411 with the error")
    func fails() throws {
        let found = try Self.diagnostics("""
            field quantityField: String = "1"
            relay quantity: Number = 1
            bind quantityField.map(number(it)) <-> quantity.map(string(it))
            """)
        #expect(found.map(\.code) == ["W0411"])
        #expect(found.first?.note?.hasPrefix("quantityField \"1\" -> quantity 1 -> quantityField \"1\"") == false)
        #expect(found.first?.note?.contains("[E0313]") == true)
    }

    @Test("a pair that never settles: W0412 from each relay")
    func neverSettles() throws {
        let found = try Self.diagnostics("""
            relay left: Number = 0
            relay right: Number = 0
            bind left.map(it + 1).distinct() <-> right.map(it + 1).distinct()
            """)
        #expect(found.map(\.code) == ["W0412", "W0412"])
        #expect(found.first?.note == "left 1 -> right 2 -> left 3 -> right 4 -> left 5 -> right 6 -> left 7 -> …",
                "0 is the value a fresh setup already let through distinct()")
    }

    @Test("filter, not and ignore are evaluated; a value held back by a filter does not come back")
    func evaluatedOperators() throws {
        #expect(try Self.diagnostics("""
            relay lit: Bool = true
            relay dark: Bool = false
            bind lit.not() <-> dark.not()
            """).isEmpty)
        let ignored = try Self.diagnostics("""
            relay a: Number = 1
            relay b: Number = 1
            bind a.ignore(0).map(it * 3) <-> b.filter(it > 10).map(round(it / 3))
            set a = 3.7
            """)
        // 0 is ignored, 1 and 3 stop at the filter, 10 comes back as 10; 3.7 comes back rounded.
        #expect(ignored.map(\.code) == ["W0410", "W0410"])
        #expect(ignored.last?.note == "b 11 -> a 4 -> b 12: setting b to 11 leaves 12")
        let note = try #require(ignored.first?.note)
        #expect(note.hasPrefix("a 3.7 -> b 11.1"))
        #expect(note.hasSuffix(" -> a 4: setting a to 3.7 leaves 4"))
    }

    @Test("a side with another operator, or that reads a node, is not checked: a note W0413")
    func notChecked() throws {
        let delayed = try Self.diagnostics("""
            relay a: Number = 1
            relay b: Number = 1
            bind a.delay(10ms) <-> b.map(it + 1)
            """)
        #expect(delayed.map(\.code) == ["W0413"])
        #expect(delayed.first?.severity == .note)
        #expect(delayed.first?.text == "the round trip through this binding is not checked: 'delay' is not evaluated statically")
        let reads = try Self.diagnostics("""
            relay rate: Number = 2
            relay a: Number = 1
            relay b: Number = 2
            bind a.map(it * rate) <-> b.map(it / rate)
            """)
        #expect(reads.first?.text == "the round trip through this binding is not checked: 'map' reads 'rate', whose value changes at run time")
    }

    @Test("check reports round trips in its verdict, text and JSON")
    func checkVerdict() {
        let path = CommandLineTests.scenario("""
            field f: Number = 32
            relay c: Number = 0
            bind f.map(round((it - 32) * 5 / 9)) <-> c.map(round(it * 9 / 5 + 32))
            """, name: "roundTripCheckVerdict")
        let (status, output) = CommandLineTests.run(["check", path])
        #expect(status == 0, "warnings do not change the exit status")
        #expect(output.contains(": 1 round-trip warning (warning above): 3 statements, 1 static cycle"))
        let (_, json) = CommandLineTests.run(["check", "--format", "json", path])
        #expect(json.contains("\"code\":\"W0410\""))
        #expect(json.contains("\"note\":\"f -1 -> c -18 -> f 0: a user who types -1 sees 0\""))
        #expect(json.contains("\"ok\":false,\"round_trip_warnings\":1"))
    }

    @Test("distinct() drops the value a fresh setup let through; a misfit is W0411; allow rewrite silences W0410")
    func refinements() throws {
        let rounding = try Self.diagnostics("""
            field qtyField: Number = 3
            relay qty: Number = 3
            bind qtyField.map(round(it)).distinct() <-> qty
            user qtyField = 3.2
            user qtyField = 4.2
            """)
        #expect(rounding.first?.note == "qtyField 4.2 -> qty 4 -> qtyField 4: a user who types 4.2 sees 4",
                "3.2 rounds to the 3 distinct() already let through: no echo")
        let misfit = try Self.diagnostics("""
            field f: String = "1"
            relay n: Number = 1
            bind f.filter(isNumber(it)).map(number(it)) <-> n
            """)
        #expect(misfit.first?.code == "W0411")
        #expect(misfit.first?.note?.contains("does not fit 'f', declared 'String' [E0314]") == true)
        #expect(try Self.diagnostics("""
            field codeField: String = ""
            relay code: String = ""
            bind codeField.map(upper(it)) <-> code
            allow rewrite codeField
            user codeField = "ab"
            """).isEmpty)
    }
}
