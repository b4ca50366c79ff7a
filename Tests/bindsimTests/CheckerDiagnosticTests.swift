import Testing
@testable import bindsim

/// Checker errors render exactly these diagnostics (every E02xx code).
@Suite struct CheckerDiagnosticTests {
    static let cases: [FrontendCase] = [
        FrontendCase(#"""
expect emial == 1
"""#, #"""
test.txt:1:8: error: unknown node 'emial' [E0201]
 1 | expect emial == 1
   |        ^^^^^

"""#),
        FrontendCase(#"""
relay email = ""
expect emial == ""
"""#, #"""
test.txt:2:8: error: unknown node 'emial' [E0201]
 2 | expect emial == ""
   |        ^^^^^
   = help: did you mean 'email'?

"""#),
        FrontendCase(#"""
set later = 1
relay later = 0
"""#, #"""
test.txt:1:5: error: unknown node 'later' [E0201]
 1 | set later = 1
   |     ^^^^^
   = help: 'later' is declared later, at line 2; declare it before its first use

"""#),
        FrontendCase(#"""
relay a = 1
relay a = 2
"""#, #"""
test.txt:2:7: error: 'a' is already declared [E0202]
 2 | relay a = 2
   |       ^
   = help: the first declaration is at line 1

"""#),
        FrontendCase(#"""
relay r = 1
user r = 2
"""#, #"""
test.txt:2:6: error: 'user' cannot edit relay 'r' [E0203]
 2 | user r = 2
   |      ^
   = help: use 'set' for a programmatic write

"""#),
        FrontendCase(#"""
label l = ""
type l "abc"
"""#, #"""
test.txt:2:6: error: 'type' cannot edit label 'l' [E0203]
 2 | type l "abc"
   |      ^
   = help: use 'set' for a programmatic write

"""#),
        FrontendCase(#"""
label l = ""
relay r = 1
bind l -> r
"""#, #"""
test.txt:3:6: error: label 'l' cannot be subscribed to [E0204]
 3 | bind l -> r
   |      ^

"""#),
        FrontendCase(#"""
label l = ""
on l { }
"""#, #"""
test.txt:2:4: error: label 'l' cannot be subscribed to [E0204]
 2 | on l { }
   |    ^

"""#),
        FrontendCase(#"""
relay a = 1
let s = a.map(it)
set s = 1
"""#, #"""
test.txt:3:5: error: cannot write to 's': it is a 'let' stream [E0205]
 3 | set s = 1
   |     ^

"""#),
        FrontendCase(#"""
relay a = 1
let s = a.map(it)
bind a -> s
"""#, #"""
test.txt:3:11: error: cannot write to 's': it is a 'let' stream [E0205]
 3 | bind a -> s
   |           ^

"""#),
        FrontendCase(#"""
publish p
set p = 1
expect p == 1
"""#, #"""
test.txt:3:8: error: publish 'p' stores no value to compare [E0206]
 3 | expect p == 1
   |        ^
   = help: use 'expect NAME emitted [...]' to check what a publish relay sent

"""#),
        FrontendCase(#"""
label l = ""
set l = "a"
expect l emitted ["a"]
"""#, #"""
test.txt:3:8: error: label 'l' never announces values [E0207]
 3 | expect l emitted ["a"]
   |        ^

"""#),
        FrontendCase(#"""
relay n: Number = "a"
"""#, #"""
test.txt:1:19: error: value '"a"' does not match 'n' of type 'Number' [E0208]
 1 | relay n: Number = "a"
   |                   ^^^

"""#),
        FrontendCase(#"""
relay n: Number = nil
"""#, #"""
test.txt:1:19: error: value 'nil' does not match 'n' of type 'Number' [E0208]
 1 | relay n: Number = nil
   |                   ^^^
   = help: write 'Number?' to allow nil

"""#),
        FrontendCase(#"""
field f: Number = 0
type f "12"
"""#, #"""
test.txt:2:1: error: value '"12"' does not match 'f' of type 'Number' [E0208]
 2 | type f "12"
   | ^^^^^^^^^^^

"""#),
        FrontendCase(#"""
relay s: String = ""
set s = 5
"""#, #"""
test.txt:2:9: error: value '5' does not match 's' of type 'String' [E0208]
 2 | set s = 5
   |         ^

"""#),
        FrontendCase(#"""
relay s: Bool = true
expect s == 1
"""#, #"""
test.txt:2:13: error: value '1' does not match 's' of type 'Bool' [E0208]
 2 | expect s == 1
   |             ^

"""#),
        FrontendCase(#"""
relay a = it
"""#, #"""
test.txt:1:11: error: 'it' is only available inside an operator or an 'on' block [E0209]
 1 | relay a = it
   |           ^^

"""#),
        FrontendCase(#"""
relay a = $0
"""#, #"""
test.txt:1:11: error: '$0' is only available inside an operator or an 'on' block [E0210]
 1 | relay a = $0
   |           ^^

"""#),
        FrontendCase(#"""
relay a = acc
"""#, #"""
test.txt:1:11: error: 'acc' is only available inside 'scan' [E0211]
 1 | relay a = acc
   |           ^^^

"""#),
        FrontendCase(#"""
relay a = 1
bind a.startWith(it) -> a
"""#, #"""
test.txt:2:18: error: 'it' is only available inside an operator or an 'on' block [E0209]
 2 | bind a.startWith(it) -> a
   |                  ^^

"""#),
        FrontendCase(#"""
publish p
relay a = p
"""#, #"""
test.txt:2:11: error: publish 'p' has no current value to read [E0212]
 2 | relay a = p
   |           ^
   = help: use 'expect NAME emitted [...]' to check what a publish relay sent

"""#),
        FrontendCase(#"""
relay a = 1
let s = a.map(it)
relay b = s
"""#, #"""
test.txt:3:11: error: let 's' has no current value to read [E0212]
 3 | relay b = s
   |           ^

"""#),
        FrontendCase(#"""
relay a = 1
expect loop
"""#, #"""
test.txt:2:1: error: 'expect loop' must come after a step [E0213]
 2 | expect loop
   | ^^^^^^^^^^^

"""#),
        FrontendCase(#"""
relay a = 1
set a = 2
expect loop
expect no loop
"""#, #"""
test.txt:4:1: error: 'expect loop' and 'expect no loop' contradict each other for the same step [E0214]
 4 | expect no loop
   | ^^^^^^^^^^^^^^

"""#),
        FrontendCase(#"""
label l = ""
relay a = 1
bind a <-> l
"""#, #"""
test.txt:3:12: error: label 'l' cannot be a side of a two-way binding [E0215]
 3 | bind a <-> l
   |            ^

"""#),
        FrontendCase(#"""
relay a = 1
let s = a.map(it)
expect s == 1
"""#, #"""
test.txt:3:8: error: 's' is a 'let' stream, not a node [E0216]
 3 | expect s == 1
   |        ^

"""#),
        FrontendCase(#"""
relay a = 1
expect a emitted [1]
"""#, #"""
test.txt:2:1: error: 'expect a emitted' must come after a step [E0213]
 2 | expect a emitted [1]
   | ^^^^^^^^^^^^^^^^^^^^

"""#),
        // Generated names (`b1`, `on1`) are numbered by place, not stored per subscription:
        // they resolve once their statement is checked, only as the counting writes them,
        // and not for a statement that has a label (the same diagnostics as when each name
        // had an entry of its own).
        FrontendCase(#"""
language 3
relay a = 0
relay b = 0
bind a -> b
on b as watcher { set a = it }
bind a -> b as tail
set a = 1
unbind b1
unbind b01
unbind b2
expect on1 ended
expect b3 ended
"""#, #"""
test.txt:9:8: error: unknown label 'b01' [E0221]
 9 | unbind b01
   |        ^^^
   = help: did you mean 'b1'?

test.txt:10:8: error: unknown label 'b2' [E0221]
 10 | unbind b2
    |        ^^

test.txt:11:8: error: unknown label 'on1' [E0221]
 11 | expect on1 ended
    |        ^^^

test.txt:12:8: error: unknown label 'b3' [E0221]
 12 | expect b3 ended
    |        ^^

"""#),
        FrontendCase(#"""
language 3
relay a = 0
relay b = 0
bind a -> b
bind b -> a as b1
on a { set b = it }
bind a -> b as on1
"""#, #"""
test.txt:5:16: error: the label 'b1' is already used on line 4 [E0222]
 5 | bind b -> a as b1
   |                ^^

test.txt:7:16: error: the label 'on1' is already used on line 6 [E0222]
 7 | bind a -> b as on1
   |                ^^^

"""#),
        FrontendCase(#"""
field f = ""
relay r = true
bind r -> f.enabled
bind r -> f.enabled
expect nope.enabled == true
bind r -> go.enabled
button go
"""#, #"""
test.txt:3:11: error: '.enabled' is a button's state, but field 'f' is not a button [E0226]
 3 | bind r -> f.enabled
   |           ^^^^^^^^^

test.txt:5:8: error: unknown node 'nope' [E0201]
 5 | expect nope.enabled == true
   |        ^^^^^^^^^^^^

test.txt:6:11: error: unknown node 'go' [E0201]
 6 | bind r -> go.enabled
   |           ^^^^^^^^^^
   = help: 'go' is declared later, at line 7; declare it before its first use

"""#),
        FrontendCase(#"""
button go
relay ok = true
bind ok -> go.enabeld
"""#, #"""
test.txt:3:15: error: unknown member 'enabeld' [E0117]
 3 | bind ok -> go.enabeld
   |               ^^^^^^^
   = help: did you mean 'enabled'?

"""#),
        FrontendCase(#"""
button go
set go.enabled = false
"""#, #"""
test.txt:2:7: error: expected '=', found '.' [E0101]
 2 | set go.enabled = false
   |       ^
   = help: a button's enabled state is set with 'bind S -> B.enabled' and read with 'expect B.enabled == …'

"""#),
        FrontendCase(#"""
button go
on go.enabled { }
"""#, #"""
test.txt:2:7: error: unknown operator 'enabled' [E0109]
 2 | on go.enabled { }
   |       ^^^^^^^
   = help: a button's enabled state is set with 'bind S -> B.enabled' and read with 'expect B.enabled == …'

"""#),
    ]

    @Test(arguments: cases)
    func rendersDiagnostics(_ testCase: FrontendCase) {
        #expect(frontendOutput(testCase.source) == testCase.expected)
    }
}
