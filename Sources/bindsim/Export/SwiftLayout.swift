/// Laying out the Swift lines of an export: every line printable, and a stream's chain broken
/// before each operator.
enum SwiftLayout {
    /// `line` as an export writes it: `LiteralText.printable`. Every line of an export passes
    /// through here: in a comment, copied from the scenario or a file name, an invisible
    /// character would end the comment (a carriage return does, for Swift) or hide what the
    /// code says (Trojan Source, CVE-2021-42574); in a string literal, `\u{…}` is the same
    /// character. Nothing else of an export's code can hold one: names are ASCII.
    static func printable(_ line: String) -> String {
        LiteralText.printable(line)
    }

    /// `scalar` as Swift's `\u{…}` escape.
    static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }

    /// Lines longer than this break their streams' chains.
    static let width = 110

    /// `chain` cut before each `.operator` that follows a call at the top level
    /// (`a.asObservable()`, `.map { … }`, `.distinctUntilChanged()`): the pieces of a chain
    /// written one operator a line.
    static func operators(of chain: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var escaped = false
        var previous: Character = " "
        for character in chain {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else {
                switch character {
                case "\"": inString = true
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                case "." where depth == 0 && (previous == ")" || previous == "}") && !current.isEmpty:
                    pieces.append(current)
                    current = ""
                default: break
                }
            }
            current.append(character)
            previous = character
        }
        pieces.append(current)
        return pieces
    }

    /// `prefix` + `chain` + `suffix` on one line if it fits after `indent`, else the chain
    /// broken into operators, each further piece indented four more spaces.
    static func lines(_ prefix: String, _ chain: String, _ suffix: String, indent: Int) -> [String] {
        let single = prefix + chain + suffix
        let pieces = operators(of: chain)
        guard indent + single.count > width, pieces.count > 1 else { return [single] }
        var result = [prefix + pieces[0]]
        result += pieces.dropFirst().map { "    " + $0 }
        result[result.count - 1] += suffix
        return result
    }
}
