import Testing
@testable import bindsim

/// Valid scenarios parse to the expected AST dump (one case per statement family).
@Suite struct ParserTests {
    static let cases: [FrontendCase] = [
        FrontendCase(#"""
relay r = 1
"""#, #"""
(relay r 1)

"""#),
        FrontendCase(#"""
publish p
publish q: Number?
"""#, #"""
(publish p)
(publish q : Number?)

"""#),
        FrontendCase(#"""
field f: String = "x"
label l = ""
property p: Bool = true
published n: Number? = nil
"""#, #"""
(field f : String "x")
(label l "")
(property p : Bool true)
(published n : Number? nil)

"""#),
        FrontendCase(#"""
relay a = 1; relay b = a + 1; let s = a.map(it * 2).filter(it > 1)
"""#, #"""
(relay a 1)
(relay b (+ a 1))
(let s (stream a (map (* it 2)) (filter (> it 1))))

"""#),
        FrontendCase(#"""
relay a = 1
let s = combineLatest(a, a.map(it + 1)).map($0 + $1)
let m = merge(a, s, a.skip(1))
"""#, #"""
(relay a 1)
(let s (stream (combineLatest (stream a) (stream a (map (+ it 1)))) (map (+ $0 $1))))
(let m (stream (merge (stream a) (stream s) (stream a (skip 1)))))

"""#),
        FrontendCase(#"""
relay a = 1
relay b = 0
bind a.distinct().skip(1).take(3).startWith(0).scan(0, acc + it).not().ignore(5) -> b
"""#, #"""
(relay a 1)
(relay b 0)
(bind (stream a (distinct) (skip 1) (take 3) (startWith 0) (scan 0 (+ acc it)) (not) (ignore 5)) -> b)

"""#),
        // A chain continues on a line that starts with `.`, past comments and blank lines.
        FrontendCase(#"""
relay a = 1
relay b = 0
bind a   # the source
    .distinct()
    # a comment between

    .skip(1).take(3)
    .startWith(0) -> b
let c = a
    .map(it + 1)
on c
    .filter(it > 1) as watch { set b = it }
"""#, #"""
(relay a 1)
(relay b 0)
(bind (stream a (distinct) (skip 1) (take 3) (startWith 0)) -> b)
(let c (stream a (map (+ it 1))))
(on (stream c (filter (> it 1))) as watch
  (set b it))

"""#),
        FrontendCase(#"""
relay a = 1
relay b = 0
relay c = 0
bind a.merge(b, c).combineLatest(b).withLatestFrom(c).currentAndPrevious().map(it.current - it.previous) -> b
"""#, #"""
(relay a 1)
(relay b 0)
(relay c 0)
(bind (stream a (merge (stream b) (stream c)) (combineLatest (stream b)) (withLatestFrom (stream c)) (currentAndPrevious) (map (- (.current it) (.previous it)))) -> b)

"""#),
        FrontendCase(#"""
relay a = 1
relay b = 0
bind a.async().delay(100ms).debounce(1.5s).throttle(0ms) -> b
"""#, #"""
(relay a 1)
(relay b 0)
(bind (stream a (async) (delay 100ms) (debounce 1500ms) (throttle 0ms)) -> b)

"""#),
        FrontendCase(#"""
relay c = 0
relay f = 32
bind c.map(it * 9 / 5 + 32) <-> f.map((it - 32) * 5 / 9)
bind c <-> f using bibinding
bind c <-> f using channel
bind c <-> f using reactivekit
bind c <-> f using rx
"""#, #"""
(relay c 0)
(relay f 32)
(bind (side c (map (+ (/ (* it 9) 5) 32))) <-> (side f (map (/ (* (- it 32) 5) 9))) using rx)
(bind (side c) <-> (side f) using bibinding)
(bind (side c) <-> (side f) using channel)
(bind (side c) <-> (side f) using reactivekit)
(bind (side c) <-> (side f) using rx)

"""#),
        FrontendCase(#"""
relay r = 0
on r { set r = it + 1 }
on r {
  if it > 2 { set r = 0 } else if it == 1 {
    set r = 5
  }
  else {
    set r = 6; set r = 7
  }
}
on r {}
"""#, #"""
(relay r 0)
(on (stream r)
  (set r (+ it 1)))
(on (stream r)
  (if (> it 2)
    (then
      (set r 0))
    (else
      (if (== it 1)
        (then
          (set r 5))
        (else
          (set r 6)
          (set r 7))))))
(on (stream r))

"""#),
        FrontendCase(#"""
field f = ""
property p = 0
user f = "a"
user p = 2
type f "Ada"
type f "Bob" every 100ms
set f = "x"
wait 1s
wait 250ms
"""#, #"""
(field f "")
(property p 0)
(user f "a")
(user p 2)
(type f "Ada")
(type f "Bob" every 100ms)
(set f "x")
(wait 1000ms)
(wait 250ms)

"""#),
        FrontendCase(#"""
relay r = 0
set r = 1
expect r == 1
expect r != 2
expect r emitted [1]
expect r emitted []
expect loop
set r = 2
expect loop through r, r
set r = 3
expect no loop
"""#, #"""
(relay r 0)
(set r 1)
(expect r == 1)
(expect r != 2)
(expect r emitted 1)
(expect r emitted)
(expect loop)
(set r 2)
(expect loop through r r)
(set r 3)
(expect no loop)

"""#),
        FrontendCase(#"""
scenario "t"
relay r = 0 # comment
# only a comment
;;
set r = 1;
"""#, #"""
(scenario "t")
(relay r 0)
(set r 1)

"""#),
        FrontendCase(#"""
relay xs = [1, "a", true, nil, [], [2, 3]]
relay s = "q\"b\\s\n\t\u{1F600}é"
relay n = -3
relay d = 2.5
relay big = 12345678901234567890
relay e = 0.1

"""#, #"""
(relay xs (list 1 "a" true nil (list) (list 2 3)))
(relay s "q\"b\\s\n\t😀é")
(relay n -3)
(relay d 2.5)
(relay big 1.2345678901234567e+19)
(relay e 0.1)

"""#),
    ]

    @Test(arguments: cases)
    func parsesToDump(_ testCase: FrontendCase) {
        #expect(frontendOutput(testCase.source) == testCase.expected)
    }
}
