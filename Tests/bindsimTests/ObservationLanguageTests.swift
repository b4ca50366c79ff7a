import Testing
@testable import bindsim

/// Version 4's Observation statements: how they parse, and every diagnostic they bring.
@Suite struct ObservationLanguageTests {
    static let diagnosticCases: [FrontendCase] = [
        FrontendCase(#"""
observable a = ""
read a
"""#, #"""
test.txt:2:1: error: 'read' is only allowed in a tracker's apply block [E0134]
 2 | read a
   | ^^^^
   = help: write 'track { read a } onChange { … }', or 'track a { … }'

"""#),
        FrontendCase(#"""
observable a = ""
track a { set a = "x" }
rearm
"""#, #"""
test.txt:3:1: error: 'rearm' is only allowed inside a tracker's handler [E0135]
 3 | rearm
   | ^^^^^
   = help: write it in the block of a 'track', or in a 'task' inside one

"""#),
        FrontendCase(#"""
observable a = ""
relay r = ""
bind a -> r
"""#, #"""
test.txt:3:6: error: observable 'a' is not a stream: trackers read it [E0230]
 3 | bind a -> r
   |      ^
   = help: watch it with 'track a { … }' (one-shot) or 'observe a { … }' (re-arming)

"""#),
        FrontendCase(#"""
relay r = 1
mutate r = 2
"""#, #"""
test.txt:2:8: error: 'mutate' mutates an observable in place, but relay 'r' is not one [E0231]
 2 | mutate r = 2
   |        ^

"""#),
        FrontendCase(#"""
observable a = 1
computed c = a + 1
set c = 3
"""#, #"""
test.txt:3:5: error: computed 'c' cannot be written: it is read from its expression [E0232]
 3 | set c = 3
   |     ^

"""#),
        FrontendCase(#"""
relay r = 1
set r = 2
expect lost write of r
"""#, #"""
test.txt:3:22: error: 'expect lost write of' is about a node that stores after its willSet (observable, published), but relay 'r' is not one [E0233]
 3 | expect lost write of r
   |                      ^

"""#),
        FrontendCase(#"""
relay r = 1
track { read r } onChange { set r = 2 }
"""#, #"""
test.txt:2:14: warning: relay 'r' is read in a tracker's apply block but is not tracked: only observable and computed nodes are [W0305]
 2 | track { read r } onChange { set r = 2 }
   |              ^

"""#),
        FrontendCase(#"""
scenario "x"
semantics rx
"""#, #"""
test.txt:2:1: error: 'semantics' must come right after 'language 4', before 'scenario' and every other statement [E0131]
 2 | semantics rx
   | ^^^^^^^^^^^^

"""#),
        FrontendCase(#"""
language 4
semantics reactive
"""#, #"""
test.txt:2:1: error: unknown semantics 'reactive' [E0132]
 2 | semantics reactive
   | ^^^^^^^^^^^^^^^^^^
   = help: write 'semantics rx', 'semantics combine' or 'semantics swiftui'

"""#),
        FrontendCase(#"""
language 4
semantics swiftui
relay a = 1
"""#, #"""
(relay a 1)

"""#),
        FrontendCase(#"""
language 3
observable a = 1
"""#, #"""
test.txt:2:1: warning: 'observable' is language version 4, but this file says 'language 3' [W0130]
 2 | observable a = 1
   | ^^^^^^^^^^^^^^^^
   = help: the file runs with this bindsim's rules all the same; write 'language 4' to say what it uses

"""#),
        FrontendCase(#"""
observable a = 1 allways
"""#, #"""
test.txt:1:18: error: expected the end of the statement, found 'allways' [E0101]
 1 | observable a = 1 allways
   |                  ^^^^^^^
   = help: did you mean 'always'?

"""#),
        FrontendCase(#"""
observable a = 1
field f = 1
bind a <-> f
"""#, #"""
test.txt:3:6: error: observable 'a' cannot be a side of a two-way binding [E0215]
 3 | bind a <-> f
   |      ^
   = help: watch it with 'track a { … }' (one-shot) or 'observe a { … }' (re-arming)

"""#),
        FrontendCase(#"""
observable a = 1
track { read a }
set a = 2
"""#, #"""
test.txt:2:17: error: expected 'onChange' and its block, found end of line [E0101]
 2 | track { read a }
   |                 ^

"""#),
        FrontendCase(#"""
observable a = 1
track a { set a = it }
"""#, #"""
test.txt:2:19: error: 'it' is only available inside an operator or an 'on' block [E0209]
 2 | track a { set a = it }
   |                   ^^

"""#),
        FrontendCase(#"""
observable a = 1
batch {
  set a = 2
  wait 10ms
}
"""#, #"""
test.txt:4:3: error: 'wait' cannot stand in a batch: a batch is one main-actor stretch: no time passes inside it [E0234]
 4 |   wait 10ms
   |   ^^^^^^^^^

"""#),
        FrontendCase(#"""
observable a = 1
track a {
  bind a -> a
}
"""#, #"""
test.txt:3:3: error: 'bind' is not allowed inside a 'track', 'task' or 'observations' block [E0106]
 3 |   bind a -> a
   |   ^^^^
   = help: a tracker's, a 'task' or an 'observations' block may contain 'set', 'user', 'if', 'on' or 'sink', 'track', 'mutate', 'task', 'read' (APPLY), 'rearm' (a handler) and 'wait' (at a task's or loop's top level)

"""#),
    ]

    @Test(arguments: diagnosticCases)
    func rendersDiagnostics(_ testCase: FrontendCase) {
        #expect(frontendOutput(testCase.source) == testCase.expected)
    }

    @Test("each form of tracker, and the statements in its blocks, parse as written")
    func parses() {
        let source = """
        observable a = "" always
        observable b: Number = 0 ignored
        computed c = a + "!"
        track a, c as t { set b = 1 }
        track as u {
          read a
          if a == "x" { mutate a = "y" }
        }
        onChange { task { rearm } }
        observe a { set b = 2 }
        expect lost write of a
        expect no lost write
        batch {
          user a = "p"
          expect a == "p"
        }
        on observations(a) as feed {
          set b = 3
          wait 10ms
        }
        """
        #expect(frontendOutput(source) == """
        (observable a always "")
        (observable b : Number ignored 0)
        (computed c (+ a "!"))
        (track a c as t
          (onChange
            (set b 1)))
        (track as u
          (apply
            (read a)
            (if (== a "x")
              (then
                (mutate a "y"))))
          (onChange
            (task
              (rearm))))
        (observe a
          (onChange
            (set b 2)))
        (expect lost write of a)
        (expect no lost write)
        (batch
          (user a "p")
          (expect a == "p"))
        (on observations a as feed
          (set b 3)
          (wait 10ms))

        """)
    }
}
