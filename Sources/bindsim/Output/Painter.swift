/// ANSI styling, applied only when color is on.
struct Painter {
    let enabled: Bool

    func paint(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// Appends what `body` writes to `text`, styled with `code` when color is on.
    func paint(_ code: String, into text: inout TextBytes, _ body: (inout TextBytes) -> Void) {
        if enabled {
            text.append("\u{1B}[")
            text.append(code)
            text.append(ascii: UInt8(ascii: "m"))
        }
        body(&text)
        if enabled { text.append("\u{1B}[0m") }
    }

    func bold(_ text: String) -> String { paint(text, "1") }
    func dim(_ text: String) -> String { paint(text, "2") }
    func red(_ text: String) -> String { paint(text, "31") }
    func green(_ text: String) -> String { paint(text, "32") }
    func yellow(_ text: String) -> String { paint(text, "33") }
    func cyan(_ text: String) -> String { paint(text, "36") }

    func dim(into text: inout TextBytes, _ body: (inout TextBytes) -> Void) { paint("2", into: &text, body) }
    func red(into text: inout TextBytes, _ body: (inout TextBytes) -> Void) { paint("31", into: &text, body) }
    func yellow(into text: inout TextBytes, _ body: (inout TextBytes) -> Void) { paint("33", into: &text, body) }
    func cyan(into text: inout TextBytes, _ body: (inout TextBytes) -> Void) { paint("36", into: &text, body) }
}
