import Testing
@testable import bindsim

/// Lexical and syntax errors render exactly these diagnostics (every E00xx and E01xx code).
@Suite struct DiagnosticTests {
    static let cases: [FrontendCase] = [
        FrontendCase(#"""
relay x = 1 @ 2
"""#, #"""
test.txt:1:13: error: unexpected character '@' [E0005]
 1 | relay x = 1 @ 2
   |             ^

test.txt:1:15: error: expected the end of the statement, found '2' [E0101]
 1 | relay x = 1 @ 2
   |               ^

"""#),
        FrontendCase(#"""
relay x = 1 & 2
"""#, #"""
test.txt:1:13: error: unexpected character '&' [E0005]
 1 | relay x = 1 & 2
   |             ^
   = help: did you mean '&&'?

test.txt:1:15: error: expected the end of the statement, found '2' [E0101]
 1 | relay x = 1 & 2
   |               ^

"""#),
        FrontendCase(#"""
relay s = "abc
"""#, #"""
test.txt:1:11: error: unterminated string literal [E0006]
 1 | relay s = "abc
   |           ^^^^

"""#),
        FrontendCase(#"""
relay s = "a\qb"
"""#, #"""
test.txt:1:13: error: unknown escape sequence '\q' [E0007]
 1 | relay s = "a\qb"
   |             ^^
   = help: the escapes are '\"', '\\', '\n', '\t' and '\u{...}'

"""#),
        FrontendCase(#"""
relay s = "\u{110000}"
"""#, #"""
test.txt:1:12: error: invalid unicode escape '\u{110000}' [E0008]
 1 | relay s = "\u{110000}"
   |            ^^^^^^^^^^
   = help: the escapes are '\"', '\\', '\n', '\t' and '\u{...}'

"""#),
        FrontendCase(#"""
relay s = "\u{zz}"
"""#, #"""
test.txt:1:12: error: invalid unicode escape '\u{' [E0008]
 1 | relay s = "\u{zz}"
   |            ^^^
   = help: the escapes are '\"', '\\', '\n', '\t' and '\u{...}'

"""#),
        FrontendCase(#"""
relay n = 1e400
"""#, #"""
test.txt:1:11: error: invalid suffix 'e400' on number '1' [E0011]
 1 | relay n = 1e400
   |           ^^^^^
   = help: durations use 'ms' or 's', as in '100ms' or '1.5s'

"""#),
        FrontendCase(#"""
relay n = 12abc
"""#, #"""
test.txt:1:11: error: invalid suffix 'abc' on number '12' [E0011]
 1 | relay n = 12abc
   |           ^^^^^
   = help: durations use 'ms' or 's', as in '100ms' or '1.5s'

"""#),
        FrontendCase(#"""
wait 1.5ms
"""#, #"""
test.txt:1:6: error: duration '1.5ms' is not a whole number of milliseconds [E0114]
 1 | wait 1.5ms
   |      ^^^^^

"""#),
        FrontendCase(#"""
wait 100000000000000000000000s
"""#, #"""
test.txt:1:6: error: number '100000000000000000000000s' is out of range [E0010]
 1 | wait 100000000000000000000000s
   |      ^^^^^^^^^^^^^^^^^^^^^^^^^
   = help: the limits are listed in docs/language.md

"""#),
        FrontendCase(#"""
relay a = 1
bind a.map($) -> a
"""#, #"""
test.txt:2:12: error: invalid element reference '$' [E0012]
 2 | bind a.map($) -> a
   |            ^

"""#),
        FrontendCase(#"""
relay x = 1 +
"""#, #"""
test.txt:1:14: error: expected an expression, found end of file [E0101]
 1 | relay x = 1 +
   |              ^

"""#),
        FrontendCase(#"""
relax x = 1
"""#, #"""
test.txt:1:1: error: expected a statement, found 'relax' [E0102]
 1 | relax x = 1
   | ^^^^^
   = help: did you mean 'relay'?

"""#),
        FrontendCase(#"""
relay type = 1
"""#, #"""
test.txt:1:7: error: 'type' is a keyword and cannot be used as a name [E0103]
 1 | relay type = 1
   |       ^^^^

"""#),
        FrontendCase(#"""
relay a = 1
scenario "late"
"""#, #"""
test.txt:2:1: error: 'scenario' must be the first statement [E0104]
 2 | scenario "late"
   | ^^^^^^^^^^^^^^^

"""#),
        FrontendCase(#"""
scenario "one"
scenario "two"
"""#, #"""
test.txt:2:1: error: a file can have only one 'scenario' title [E0105]
 2 | scenario "two"
   | ^^^^^^^^^^^^^^

"""#),
        FrontendCase(#"""
relay r = 1
on r { bind r -> r }
"""#, #"""
test.txt:2:8: error: 'bind' is not allowed inside an 'on' block [E0106]
 2 | on r { bind r -> r }
   |        ^^^^
   = help: an 'on' block may contain 'set', 'user', 'if', 'on' or 'sink', 'complete', 'fail', 'track', 'mutate' and 'task'

"""#),
        FrontendCase(#"""
if true { }
"""#, #"""
test.txt:1:1: error: 'if' is only allowed inside an 'on' block [E0107]
 1 | if true { }
   | ^^

"""#),
        FrontendCase(#"""
relay a = 1
relay b = a.mapp(it)
"""#, #"""
test.txt:2:13: error: unknown member 'mapp' [E0117]
 2 | relay b = a.mapp(it)
   |             ^^^^
   = help: '.map(...)' is a stream operator; use it in a 'let', 'bind' or 'on' stream

"""#),
        FrontendCase(#"""
relay a = lenght("x")
"""#, #"""
test.txt:1:11: error: unknown function 'lenght' [E0110]
 1 | relay a = lenght("x")
   |           ^^^^^^
   = help: did you mean 'length'? the text builtins: length, upper, lower, trim, words, word, split, digits, isNumber, number, string, prefix, suffix

"""#),
        FrontendCase(#"""
relay a = truncate("x", 2)
"""#, #"""
test.txt:1:11: error: unknown function 'truncate' [E0110]
 1 | relay a = truncate("x", 2)
   |           ^^^^^^^^
   = help: the builtins: text: length, upper, lower, trim, words, word, split, digits, isNumber, number, string, prefix, suffix; numbers: round, floor, ceil, min, max, abs; lists: join, contains; durations: ms, s; time: now

"""#),
        FrontendCase(#"""
relay a = 1
bind a.map(it, it) -> a
"""#, #"""
test.txt:2:7: error: 'map' takes 1 argument, found 2 [E0111]
 2 | bind a.map(it, it) -> a
   |       ^^^^^^^^^^^^

"""#),
        FrontendCase(#"""
relay a = min()
"""#, #"""
test.txt:1:11: error: 'min' takes at least 1 argument, found 0 [E0111]
 1 | relay a = min()
   |           ^^^^^

"""#),
        FrontendCase(#"""
wait 100
"""#, #"""
test.txt:1:6: error: expected a duration such as '100ms' or '1.5s', found '100' [E0112]
 1 | wait 100
   |      ^^^
   = help: add a unit: '100ms' or '100s'

"""#),
        FrontendCase(#"""
wait -5ms
"""#, #"""
test.txt:1:6: error: duration '-5ms' is negative [E0113]
 1 | wait -5ms
   |      ^^^^

"""#),
        FrontendCase(#"""
wait x
"""#, #"""
test.txt:1:6: error: unknown node 'x' [E0201]
 1 | wait x
   |      ^

"""#),
        FrontendCase(#"""
wait "5"
"""#, #"""
test.txt:1:6: error: expected a duration such as '100ms' or '1.5s', found '"5"' [E0112]
 1 | wait "5"
   |      ^^^
   = help: durations use 'ms' or 's', as in '100ms' or '1.5s'

"""#),
        FrontendCase(#"""
relay a = 1
bind a.skip(-1) -> a
"""#, #"""
test.txt:2:13: error: 'skip' needs a whole number of at least 0, found '-1' [E0116]
 2 | bind a.skip(-1) -> a
   |             ^^

"""#),
        FrontendCase(#"""
relay a = 1
bind a.take(1.5) -> a
"""#, #"""
test.txt:2:13: error: 'take' needs a whole number of at least 0, found '1.5' [E0116]
 2 | bind a.take(1.5) -> a
   |             ^^^

"""#),
        FrontendCase(#"""
relay a = 1
relay b = a.value
"""#, #"""
test.txt:2:13: error: unknown member 'value' [E0117]
 2 | relay b = a.value
   |             ^^^^^
   = help: the members are '.current' and '.previous' (after 'currentAndPrevious()')

"""#),
        FrontendCase(#"""
relay a = 1
relay b = 1
bind a <-> b using rxx
"""#, #"""
test.txt:3:20: error: unknown binding style 'rxx' [E0118]
 3 | bind a <-> b using rxx
   |                    ^^^
   = help: did you mean 'rx'?

"""#),
        FrontendCase(#"""
relay a: Strng = ""
"""#, #"""
test.txt:1:10: error: unknown type 'Strng' [E0119]
 1 | relay a: Strng = ""
   |          ^^^^^
   = help: did you mean 'String'?

"""#),
        FrontendCase(#"""
relay a
"""#, #"""
test.txt:1:7: error: relay 'a' needs an initial value [E0120]
 1 | relay a
   |       ^
   = help: write 'a = VALUE'

"""#),
        FrontendCase(#"""
publish p = 1
"""#, #"""
test.txt:1:11: error: publish 'p' cannot have an initial value [E0121]
 1 | publish p = 1
   |           ^^^
   = help: a publish relay stores nothing; remove the '= ...'

"""#),
        FrontendCase(#"""
relay a = 1
bind combineLatest(a, a).map(it) <-> a
"""#, #"""
test.txt:2:6: error: a side of a two-way binding must start with a node name [E0122]
 2 | bind combineLatest(a, a).map(it) <-> a
   |      ^^^^^^^^^^^^^^^^^^^^^^^^^^^

"""#),
        FrontendCase(#"""
relay a = 1
bind merge(a) -> a
"""#, #"""
test.txt:2:6: error: 'merge' needs at least 2 streams [E0123]
 2 | bind merge(a) -> a
   |      ^^^^^^^^

"""#),
        FrontendCase(#"""
relay a = 1
set a = 2
expect a = 2
"""#, #"""
test.txt:3:10: error: expected '==', '!=', 'emitted', 'ended', 'running' or 'in', found '=' [E0101]
 3 | expect a = 2
   |          ^
   = help: did you mean '=='?

"""#),
        FrontendCase(#"""
relay a = 1
set a = 2
expect a emited [2]
"""#, #"""
test.txt:3:10: error: expected '==', '!=', 'emitted', 'ended', 'running' or 'in', found 'emited' [E0101]
 3 | expect a emited [2]
   |          ^^^^^^
   = help: did you mean 'emitted'?

"""#),
        FrontendCase(#"""
relay a = 1
on a { set a = 2
"""#, #"""
test.txt:2:17: error: expected '}', found end of file [E0101]
 2 | on a { set a = 2
   |                 ^
   = help: the block opened at line 2 is not closed

"""#),
        FrontendCase(#"""
relay x = (1 +
relay y = 2
bind y -> zz
"""#, #"""
test.txt:2:1: error: expected an expression, found 'relay' [E0101]
 2 | relay y = 2
   | ^^^^^
   = help: the bracket opened at 1:11 is not closed

test.txt:3:11: error: unknown node 'zz' [E0201]
 3 | bind y -> zz
   |           ^^

"""#),
        FrontendCase(#"""
relay a = 1
expect a == 1 2
"""#, #"""
test.txt:2:15: error: expected the end of the statement, found '2' [E0101]
 2 | expect a == 1 2
   |               ^

"""#),
        FrontendCase(#"""
relay a = [1, 2
relay b = 2
"""#, #"""
test.txt:2:1: error: expected ',' or ']', found 'relay' [E0101]
 2 | relay b = 2
   | ^^^^^
   = help: the bracket opened at 1:11 is not closed

"""#),
        FrontendCase(#"""
relay a = 1
on a { set a = 1 } else { }
"""#, #"""
test.txt:2:20: error: expected the end of the statement, found 'else' [E0101]
 2 | on a { set a = 1 } else { }
   |                    ^^^^

"""#),
        FrontendCase(#"""
relay a = 1; relay b = 2
bind a -> b ->
set b = 3 +
relay c = d
"""#, #"""
test.txt:2:13: error: expected the end of the statement, found '->' [E0101]
 2 | bind a -> b ->
   |             ^^

test.txt:3:12: error: expected an expression, found end of line [E0101]
 3 | set b = 3 +
   |            ^

test.txt:4:11: error: unknown node 'd' [E0201]
 4 | relay c = d
   |           ^

"""#),
        FrontendCase(#"""
relay r = 1
on r { if it { set r = 1 } else { wait 1s } }
"""#, #"""
test.txt:2:35: error: 'wait' is not allowed inside an 'on' block [E0106]
 2 | on r { if it { set r = 1 } else { wait 1s } }
   |                                   ^^^^
   = help: an 'on' block may contain 'set', 'user', 'if', 'on' or 'sink', 'complete', 'fail', 'track', 'mutate' and 'task'

"""#),
        FrontendCase(#"""
relay r = 1
user = 2
"""#, #"""
test.txt:2:6: error: expected a name, found '=' [E0101]
 2 | user = 2
   |      ^

"""#),
        FrontendCase(#"""
relay r = 1
on r { sett r = 1 }
"""#, #"""
test.txt:2:8: error: expected a statement, found 'sett' [E0102]
 2 | on r { sett r = 1 }
   |        ^^^^
   = help: did you mean 'set'?

"""#),
        FrontendCase(#"""
field f = ""
type f every 1s
"""#, #"""
test.txt:2:8: error: expected a string literal, found 'every' [E0101]
 2 | type f every 1s
   |        ^^^^^

"""#),
        FrontendCase(#"""
relay r = 1
bind r.map(it) r
"""#, #"""
test.txt:2:16: error: expected '->' or '<->', found 'r' [E0101]
 2 | bind r.map(it) r
   |                ^

"""#),
        FrontendCase(#"""
relay r = 1
bind r.map -> r
"""#, #"""
test.txt:2:12: error: expected '(', found '->' [E0101]
 2 | bind r.map -> r
   |            ^^

"""#),
        FrontendCase(#"""
relay r = 1
bind r. -> r
"""#, #"""
test.txt:2:9: error: expected an operator name, found '->' [E0101]
 2 | bind r. -> r
   |         ^^

"""#),
        FrontendCase(#"""
relay x = (1, 2)
"""#, #"""
test.txt:1:13: error: expected ')', found ',' [E0101]
 1 | relay x = (1, 2)
   |             ^

"""#),
        // Pasted RxSwift and Swift, at a statement's start and inside it: one error each, with a hint.
        FrontendCase(#"""
field searchField = ""
relay query = ""
searchField.rx.text.orEmpty.debounce(300ms).bind(to: query)
bind searchField.rx.text.orEmpty -> query
relay quoted = 'rx'
relay n = 0
bind query.map(it.count) -> n
"""#, #"""
test.txt:3:1: error: expected a statement, found 'searchField' [E0102]
 3 | searchField.rx.text.orEmpty.debounce(300ms).bind(to: query)
   | ^^^^^^^^^^^
   = help: a binding is a statement: 'bind searchField.OPERATORS -> NAME'; RxCocoa's 'searchField.rx.text.orEmpty' is 'searchField' itself

test.txt:4:18: error: unknown operator 'rx' [E0109]
 4 | bind searchField.rx.text.orEmpty -> query
   |                  ^^
   = help: a control is its own value here: RxCocoa's 'field.rx.text.orEmpty' is 'field', 'button.rx.tap' is 'button'

test.txt:5:16: error: unexpected character ''' [E0005]
 5 | relay quoted = 'rx'
   |                ^^^^
   = help: strings use double quotes: "rx"

test.txt:7:19: error: unknown member 'count' [E0117]
 7 | bind query.map(it.count) -> n
   |                   ^^^^^
   = help: 'length(it)' counts a text's characters or a list's elements

"""#),
        // A version line older than a word the file uses: one warning, at the first such word.
        FrontendCase(#"""
language 2
relay q = ""
relay r = ""
bind q.map(it) -> r
bind q.flatMapLatest(just(outer)) -> r as search
unbind search
"""#, #"""
test.txt:5:8: warning: 'flatMapLatest' is language version 3, but this file says 'language 2' [W0130]
 5 | bind q.flatMapLatest(just(outer)) -> r as search
   |        ^^^^^^^^^^^^^
   = help: the file runs with this bindsim's rules all the same; write 'language 3' to say what it uses

"""#),
        FrontendCase(#"""
language 2
relay a = ""
relay b = ""
bind a.map(prefix(it, 2)) -> b
"""#, #"""
test.txt:4:12: warning: 'prefix(…)' is language version 3, but this file says 'language 2' [W0130]
 4 | bind a.map(prefix(it, 2)) -> b
   |            ^^^^^^^^^^^^^
   = help: the file runs with this bindsim's rules all the same; write 'language 3' to say what it uses

"""#),
        FrontendCase(#"""
relay a = ""
set a = 'x"y'
"""#, #"""
test.txt:2:9: error: unexpected character ''' [E0005]
 2 | set a = 'x"y'
   |         ^^^^^
   = help: strings use double quotes: "x\"y"

"""#),
        FrontendCase(#"""
scenario "late version line"
language 3
relay a = 1
"""#, #"""
test.txt:2:1: error: 'language' must come before every statement, 'scenario' included [E0125]
 2 | language 3
   | ^^^^^^^^^^
   = help: move 'language 3' to the top of the file, above 'scenario' and every statement

"""#),
        FrontendCase(#"""
relay a = 1
relay b = 0
bind a -> b
    .map(it)
"""#, #"""
test.txt:4:5: error: expected a statement, found '.' [E0102]
 4 |     .map(it)
   |     ^
   = help: a line that starts with '.' continues a stream the line before ends with (a 'bind', 'let' or 'on' before its '->', 'as' or '{')

"""#),
        // RxSwift pasted one operator a line: one error for the statement, with the habit's help.
        FrontendCase(#"""
field searchField = ""
relay query = ""
bind searchField
    .debounce(300ms)
    .bind(to: query)
    .disposed(by: bag)
relay after = 0
"""#, #"""
test.txt:5:6: error: expected an operator name, found 'bind' [E0101]
 5 |     .bind(to: query)
   |      ^^^^
   = help: bind a stream with a statement: 'bind STREAM -> NAME'

"""#),
        FrontendCase(#"""
}
"""#, #"""
test.txt:1:1: error: expected a statement, found '}' [E0102]
 1 | }
   | ^
   = help: a scenario file starts with 'scenario "TITLE"' or a statement such as 'relay NAME = VALUE'; the rest of the file was not read

"""#),
        FrontendCase(#"""
relay x = 1 ? 2

"""#, #"""
test.txt:1:16: error: expected ':', found end of line [E0101]
 1 | relay x = 1 ? 2
   |                ^

"""#),
    ]

    @Test(arguments: cases)
    func rendersDiagnostics(_ testCase: FrontendCase) {
        #expect(frontendOutput(testCase.source) == testCase.expected)
    }
}
