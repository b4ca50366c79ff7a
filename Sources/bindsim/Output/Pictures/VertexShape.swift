/// The shape of each vertex kind in SVG: its box size for a label, how it is
/// drawn, and where its outline lies inside the box (so arrowheads touch it).
///
/// relay: rectangle · publish: stadium · button: thick stadium · field: double outline · terminal: thick
/// outline · label: dashed outline · property: octagon · published: hexagon ·
/// on block: ellipse · junction: small pill.
enum VertexShape {
    typealias Size = LayeredLayout.Size

    static let font = TextMetrics(size: 12)
    static let annotationFont = TextMetrics(size: 11)
    static let junctionFont = TextMetrics(size: 11)

    /// The box for a vertex whose label (and annotation) measure `text` and `note` pixels.
    static func size(_ kind: PictureGraph.VertexKind, text: Double, note: Double?) -> Size {
        let lines = note == nil ? 0.0 : 13.0
        let content = max(text, note ?? 0)
        switch kind {
        case .junction:
            return Size(width: (content + 14).rounded(.up), height: 21 + lines)
        case .subscriber:
            return Size(width: (content * 1.18 + 22).rounded(.up), height: 32 + lines)
        case .published:
            let height = 28 + lines
            return Size(width: (content + 20 + height * 0.7).rounded(.up), height: height)
        case .publish, .button:
            let height = 28 + lines
            return Size(width: (content + 12 + height * 0.5).rounded(.up), height: height)
        case .property, .observable:
            return Size(width: (content + 28).rounded(.up), height: 28 + lines)
        case .field:
            return Size(width: (content + 26).rounded(.up), height: 30 + lines)
        case .relay, .terminal, .label:
            return Size(width: (content + 22).rounded(.up), height: 28 + lines)
        }
    }

    /// Draws the outline of a vertex of `kind` filling `box`.
    static func draw(_ kind: PictureGraph.VertexKind, in box: LayeredLayout.Rect, into svg: inout SVGBuilder) {
        let paint = PictureStyle.paint(kind)
        let colours: [SVGBuilder.Attribute] = [("fill", paint.fill), ("stroke", paint.stroke)]
        func rect(_ r: LayeredLayout.Rect, radius: Double, _ extra: [SVGBuilder.Attribute]) {
            svg.element("rect", [
                ("x", r.x.svg), ("y", r.y.svg), ("width", r.width.svg), ("height", r.height.svg), ("rx", radius.svg),
            ] + extra)
        }
        switch kind {
        case .relay:
            rect(box, radius: 3, colours + [("stroke-width", "1.4")])
        case .publish:
            rect(box, radius: box.height / 2, colours + [("stroke-width", "1.4")])
        case .button:
            rect(box, radius: box.height / 2, colours + [("stroke-width", "2.6")])
        case .field:
            rect(box, radius: 2, colours + [("stroke-width", "1.4")])
            let inner = LayeredLayout.Rect(x: box.x + 3, y: box.y + 3, width: box.width - 6, height: box.height - 6)
            rect(inner, radius: 1, [("fill", "none"), ("stroke", paint.stroke), ("stroke-width", "0.9")])
        case .terminal:
            rect(box, radius: 2, colours + [("stroke-width", "2.8")])
        case .label:
            rect(box, radius: 3, colours + [("stroke-width", "1.4"), ("stroke-dasharray", "4 3")])
        case .junction:
            rect(box, radius: box.height / 2, colours + [("stroke-width", "1.1")])
        case .subscriber:
            svg.element("ellipse", [
                ("cx", (box.x + box.width / 2).svg), ("cy", (box.y + box.height / 2).svg),
                ("rx", (box.width / 2).svg), ("ry", (box.height / 2).svg),
            ] + colours + [("stroke-width", "1.4")])
        case .property, .published, .observable:
            svg.element("polygon", [("points", polygon(kind, box))] + colours + [("stroke-width", "1.4")])
        }
    }

    /// The corner points of an octagon (property) or hexagon (published) in `box`.
    private static func polygon(_ kind: PictureGraph.VertexKind, _ box: LayeredLayout.Rect) -> String {
        let left = box.x, right = box.x + box.width, top = box.y, bottom = box.y + box.height
        let middle = box.y + box.height / 2
        let corners: [(Double, Double)]
        if kind == .published {
            let depth = hexagonDepth(box.height)
            corners = [
                (left, middle), (left + depth, top), (right - depth, top), (right, middle),
                (right - depth, bottom), (left + depth, bottom),
            ]
        } else {
            let cut = octagonCut
            corners = [
                (left + cut, top), (right - cut, top), (right, top + cut), (right, bottom - cut),
                (right - cut, bottom), (left + cut, bottom), (left, bottom - cut), (left, top + cut),
            ]
        }
        return corners.map { "\($0.0.svg),\($0.1.svg)" }.joined(separator: " ")
    }

    static let octagonCut = 7.0

    static func hexagonDepth(_ height: Double) -> Double { height * 0.35 }

    /// How far inside its box a shape's outline lies, on a side crossed by the rank
    /// axis, at `offset` from the centre along that side.
    static func inset(_ kind: PictureGraph.VertexKind, size: Size, direction: LayeredLayout.Direction, offset: Double)
        -> Double
    {
        let vertical = direction == .topToBottom
        // Half extents along the side (order axis) and across it (rank axis).
        let along = vertical ? size.width / 2 : size.height / 2
        let across = vertical ? size.height / 2 : size.width / 2
        let u = min(abs(offset), along)
        switch kind {
        case .subscriber:
            let ratio = u / along
            return across * (1 - (max(0, 1 - ratio * ratio)).squareRoot())
        case .publish, .button, .junction:
            let radius = size.height / 2
            if vertical {
                let straight = along - radius
                guard u > straight else { return 0 }
                let d = u - straight
                return radius - (max(0, radius * radius - d * d)).squareRoot()
            }
            return radius - (max(0, radius * radius - u * u)).squareRoot()
        case .published:
            return vertical ? 0 : hexagonDepth(size.height) * u / along
        case .property, .observable:
            return max(0, octagonCut - (along - u))
        case .relay, .field, .terminal, .label:
            return 0
        }
    }
}
