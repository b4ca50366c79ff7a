/// Estimated text widths for SVG layout, without font files: Helvetica/Arial
/// advance widths for ASCII (Liberation Sans has the same metrics), a full em
/// for wide characters and emoji, none for combining marks, 0.62 em otherwise.
/// Estimates err on the wide side (`slack`), so that a fallback font such as
/// DejaVu Sans, about 8 % wider, still fits in the boxes laid out for it.
struct TextMetrics: Sendable {
    /// Font size in pixels.
    var size: Double
    var bold = false

    /// The font stack every picture names: metric-compatible faces first.
    static let fontFamily = "Liberation Sans, Arial, Helvetica, sans-serif"

    /// Extra width allowed for fonts wider than Helvetica.
    static let slack = 1.1

    /// Advance widths of ASCII 32...126 in 1/1000 em (Helvetica's AFM).
    private static let ascii: [UInt16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space ... /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 ... ?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ ... O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P ... _
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` ... o
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // p ... ~
    ]

    /// The estimated width of `text` in pixels.
    func width(_ text: String) -> Double {
        var thousandths = 0
        for character in text {
            thousandths += Self.advance(character)
        }
        let boldFactor = bold ? 1.07 : 1.0
        return Double(thousandths) / 1000 * size * boldFactor * Self.slack
    }

    /// The advance width of one grapheme cluster in 1/1000 em.
    private static func advance(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if first.value >= 32 && first.value <= 126 && character.unicodeScalars.count == 1 {
            return Int(ascii[Int(first.value) - 32])
        }
        switch PictureText.displayWidth(character) {
        case 0: return 0
        case 2: return 1000
        default: return 620
        }
    }

    /// `text` shortened with `…` so that it fits in `pixels`; unchanged if it fits.
    func fitting(_ text: String, in pixels: Double) -> String {
        guard width(text) > pixels else { return text }
        var out = ""
        var used = width("…")
        for character in text {
            let next = width(String(character))
            if used + next > pixels { break }
            out.append(character)
            used += next
        }
        return out + "…"
    }
}
