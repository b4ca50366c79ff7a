/// Builds SVG markup: every attribute value and text escaped, numbers in one
/// fixed format (`PictureText.number`), elements indented one space per level so
/// diffs of snapshots stay readable.
///
/// The pictures use presentation attributes only: no `<style>` element, no `id`
/// (no markers, no gradients), so several SVGs can be inlined in one HTML page
/// without clashing.
struct SVGBuilder {
    private(set) var text = ""
    private var depth = 0
    private var open: [String] = []

    /// An attribute: a name and its value, unescaped (the builder escapes it).
    typealias Attribute = (name: String, value: String)

    /// Opens the `<svg>` root with its size and view box; `label` is the accessible name,
    /// `extra` more attributes of the root.
    init(width: Double, height: Double, label: String, fontFamily: String = TextMetrics.fontFamily,
         extra: [Attribute] = []) {
        let w = PictureText.number(width.rounded(.up))
        let h = PictureText.number(height.rounded(.up))
        start("svg", [
            ("xmlns", "http://www.w3.org/2000/svg"), ("width", w), ("height", h), ("viewBox", "0 0 \(w) \(h)"),
            ("role", "img"), ("aria-label", label), ("font-family", fontFamily),
        ] + extra)
        element("title", [], text: label)
    }

    /// Opens an element that will contain others.
    mutating func start(_ name: String, _ attributes: [Attribute] = []) {
        indent()
        text += "<" + name
        append(attributes)
        text += ">\n"
        open.append(name)
        depth += 1
    }

    /// Closes the innermost open element.
    mutating func end() {
        guard let name = open.popLast() else { return }
        depth -= 1
        indent()
        text += "</\(name)>\n"
    }

    /// One element: empty (`<rect .../>`) or holding escaped text.
    mutating func element(_ name: String, _ attributes: [Attribute], text content: String? = nil) {
        indent()
        text += "<" + name
        append(attributes)
        if let content {
            text += ">" + PictureText.xml(content) + "</\(name)>\n"
        } else {
            text += "/>\n"
        }
    }

    /// A `<g>` holding a `<title>` tooltip and whatever `body` adds.
    mutating func group(_ attributes: [Attribute] = [], title: String? = nil, _ body: (inout SVGBuilder) -> Void) {
        start("g", attributes)
        if let title { element("title", [], text: title) }
        body(&self)
        end()
    }

    /// Closes every open element (the root last) and returns the document.
    mutating func finish() -> String {
        while !open.isEmpty { end() }
        return text
    }

    private mutating func indent() {
        text += String(repeating: " ", count: depth)
    }

    private mutating func append(_ attributes: [Attribute]) {
        for attribute in attributes {
            text += " \(attribute.name)=\"\(PictureText.xml(attribute.value))\""
        }
    }
}

/// Short forms for numbers in attributes.
extension Double {
    /// This number as SVG attributes carry it: one decimal at most.
    var svg: String { PictureText.number(self) }
}

/// SVG path data from points.
enum SVGPath {
    /// An arrowhead polygon's points: tip at `tip`, pointing along `direction`.
    static func arrowhead(tip: LayeredLayout.Point, direction: LayeredLayout.Point, length: Double = 9, width: Double = 9)
        -> String
    {
        let norm = (direction.x * direction.x + direction.y * direction.y).squareRoot()
        let ux = norm > 0 ? direction.x / norm : 0
        let uy = norm > 0 ? direction.y / norm : 1
        let baseX = tip.x - ux * length
        let baseY = tip.y - uy * length
        let half = width / 2
        let corners = [
            (tip.x, tip.y), (baseX - uy * half, baseY + ux * half), (baseX + uy * half, baseY - ux * half),
        ]
        return corners.map { "\($0.0.svg),\($0.1.svg)" }.joined(separator: " ")
    }
}
