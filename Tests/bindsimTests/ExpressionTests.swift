import Testing
@testable import bindsim

/// Expression precedence and associativity, checked through `relay out = EXPR`.
@Suite struct ExpressionTests {
    static let prelude = "relay a = 1; relay b = 2; relay c = 3; relay d = 4; relay e = 5; relay x = 0; relay s = \"\"; relay xs = []\n"

    static let cases: [FrontendCase] = [
        FrontendCase(#"""
1 + 2 * 3
"""#, #"""
(relay out (+ 1 (* 2 3)))
"""#),
        FrontendCase(#"""
(1 + 2) * 3
"""#, #"""
(relay out (* (+ 1 2) 3))
"""#),
        FrontendCase(#"""
1 - 2 - 3
"""#, #"""
(relay out (- (- 1 2) 3))
"""#),
        FrontendCase(#"""
a || b && c
"""#, #"""
(relay out (|| a (&& b c)))
"""#),
        FrontendCase(#"""
a == b != c
"""#, #"""
(relay out (!= (== a b) c))
"""#),
        FrontendCase(#"""
a < b == c > d
"""#, #"""
(relay out (== (< a b) (> c d)))
"""#),
        FrontendCase(#"""
!a && -b
"""#, #"""
(relay out (&& (! a) (- b)))
"""#),
        FrontendCase(#"""
- -x
"""#, #"""
(relay out (- (- x)))
"""#),
        FrontendCase(#"""
a ? b : c ? d : e
"""#, #"""
(relay out (?: a b (?: c d e)))
"""#),
        FrontendCase(#"""
a || b ? 1 : 2
"""#, #"""
(relay out (?: (|| a b) 1 2))
"""#),
        FrontendCase(#"""
x[0][1]
"""#, #"""
(relay out (index (index x 0) 1))
"""#),
        FrontendCase(#"""
length(upper(s)) + min(1, 2, 3)
"""#, #"""
(relay out (+ (call length (call upper s)) (call min 1 2 3)))
"""#),
        FrontendCase(#"""
a % 2 == 0
"""#, #"""
(relay out (== (% a 2) 0))
"""#),
        FrontendCase(#"""
-x.current
"""#, #"""
(relay out (- (.current x)))
"""#),
        FrontendCase(#"""
!(a)
"""#, #"""
(relay out (! a))
"""#),
        FrontendCase(#"""
word(s, 0) + join(xs, ",")
"""#, #"""
(relay out (+ (call word s 0) (call join xs ",")))
"""#),
        FrontendCase(#"""
1 <= 2 >= 3
"""#, #"""
(relay out (>= (<= 1 2) 3))
"""#),
    ]

    @Test(arguments: cases)
    func precedence(_ testCase: FrontendCase) {
        let output = frontendOutput(Self.prelude + "relay out = " + testCase.source + "\n")
        let line = output.split(separator: "\n").last.map(String.init)
        #expect(line == testCase.expected)
    }
}
