import Testing
@testable import bindsim

/// `invariant`, `allow rewrite` and `explore … with` (explore.md's language additions).
@Suite("Invariants")
struct InvariantTests {
    @Test("an invariant is checked after every step from its declaration on, with the values it reads")
    func invariantsAreChecked() {
        let source = """
            relay a = 1
            relay b = 1
            set a = 5
            invariant a == b as "a equals b"
            set b = 5
            set a = 6
            set b = 6
            """
        let (status, output) = FidelityTests.run(source, ["run"])
        #expect(status == 1)
        #expect(output.contains("FAILED  invariant \"a equals b\" (line 4) is false after step 3 (line 6): invariant a == b as \"a equals b\""))
        #expect(output.contains("    a=6  b=5"))
        #expect(output.hasSuffix("0 passed, 1 failed\n"), "only the step that broke it; the one before the declaration is not checked")
    }

    @Test("an invariant is checked after a step that was cut off, and after the end step")
    func afterCutOffAndEnd() throws {
        let (_, outcome) = try FidelityTests.outcome("""
            relay a = 0
            relay b = 0
            invariant a < 50
            bind a -> b
            bind b.map(it + 1) -> a
            expect loop
            """)
        #expect(outcome.brokenInvariants == 1)
        let (_, delayed) = try FidelityTests.outcome("""
            relay a = 0
            relay b = 0
            bind a.delay(10ms) -> b
            invariant b == 0
            set a = 1
            """)
        #expect(delayed.brokenInvariants == 1, "the end step delivers 1 into b")
    }

    @Test("the language additions parse, check and dump")
    func syntax() {
        #expect(frontendOutput("""
            field f = ""
            relay r = 0
            invariant length(f) < 10 as "short"
            allow rewrite f
            explore f with ["Ada", "Grace Hopper"]
            """) == """
            (field f "")
            (relay r 0)
            (invariant (< (call length f) 10) as "short")
            (allow rewrite f)
            (explore f with "Ada" "Grace Hopper")

            """)
        #expect(frontendOutput("relay r = 0\nallow rewrite r\n").contains("[E0218]"))
        #expect(frontendOutput("publish p\ninvariant p == 1\n").contains("[E0212]"))
        #expect(frontendOutput("relay r: Number = 0\nexplore r with [\"x\"]\n").contains("[E0208]"))
        #expect(frontendOutput("relay r = 0\nallow r\n").contains("expected 'rewrite'"))
        let twice = frontendOutput("relay r = 0\ninvariant r >= 0 as \"x\"\ninvariant r < 9 as \"x\"\n")
        #expect(twice.contains(":3:1: error: an invariant named \"x\" is already declared on line 2 [E0220]"), "\(twice)")
        #expect(!frontendOutput("relay r = 0\ninvariant r >= 0 as \"x\"\ninvariant r < 9 as \"y\"\n").contains("E0220"))
    }
}
