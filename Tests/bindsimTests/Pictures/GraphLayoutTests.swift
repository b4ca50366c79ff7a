import Testing
@testable import bindsim

/// The layered layout's geometry: nothing overlaps, everything is on the canvas,
/// edges start and end on their boxes, crossings are minimal where that is known.
@Suite struct GraphLayoutTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var graph: PictureGraph
        var direction: LayeredLayout.Direction
        var testDescription: String {
            "\(graph.testDescription), \(direction == .topToBottom ? "top to bottom" : "left to right")"
        }
    }

    static let cases: [Case] = [
        PictureSamples.ring, PictureSamples.pair, PictureSamples.nameForm, PictureSamples.planar, nastyGraph,
        PictureSamples.generated(vertices: 20), PictureSamples.generated(vertices: 50),
        PictureSamples.generated(vertices: 200, seed: 11),
    ].flatMap { [Case(graph: $0, direction: .topToBottom), Case(graph: $0, direction: .leftToRight)] }

    @Test(arguments: cases)
    func boxesAndLabelsDoNotOverlapAndStayOnTheCanvas(_ test: Case) {
        let drawing = GraphSVGRenderer(test.graph, direction: test.direction).measure()
        let layout = drawing.layout
        let boxes = test.graph.vertices.indices.map { layout.box($0) }
        let labels = drawing.labelSizes.indices.compactMap { layout.labelBox($0, size: drawing.labelSizes[$0]) }
        #expect(labels.count == drawing.labelSizes.filter { $0.width > 0 }.count)
        var overlaps: [String] = []
        for i in boxes.indices {
            for j in boxes.indices where j > i && boxes[i].overlaps(boxes[j]) {
                overlaps.append("vertices \(i) and \(j)")
            }
            for (l, label) in labels.enumerated() where label.overlaps(boxes[i]) {
                overlaps.append("label \(l) and vertex \(i)")
            }
        }
        for i in labels.indices {
            for j in labels.indices where j > i && labels[i].overlaps(labels[j]) {
                overlaps.append("labels \(i) and \(j)")
            }
        }
        #expect(overlaps == [])
        for rect in boxes + labels {
            #expect(rect.contained(in: layout.width, layout.height), "\(rect) outside \(layout.width)×\(layout.height)")
            #expect(drawing.onCanvas(rect).contained(in: drawing.canvas.width, drawing.canvas.height))
        }
    }

    @Test(arguments: cases)
    func edgesStartAndEndOnTheirBoxes(_ test: Case) {
        let drawing = GraphSVGRenderer(test.graph, direction: test.direction).measure()
        let layout = drawing.layout
        let vertical = test.direction == .topToBottom
        for (index, route) in layout.routes.enumerated() {
            let (_, from, to) = drawing.edges[index]
            for (point, vertex) in [(route.points.first, from), (route.points.last, to)] {
                guard let point else { Issue.record("edge \(index) has no points"); continue }
                let box = layout.box(vertex)
                let onSide: Bool
                if route.isSelfLoop {
                    let side = vertical ? box.x + box.width : box.y + box.height
                    onSide = abs((vertical ? point.x : point.y) - side) < 0.01
                } else {
                    let rank = vertical ? point.y : point.x
                    let near = vertical ? box.y : box.x
                    let far = vertical ? box.y + box.height : box.x + box.width
                    let order = vertical ? point.x : point.y
                    let low = vertical ? box.x : box.y
                    let high = vertical ? box.x + box.width : box.y + box.height
                    onSide = (abs(rank - near) < 0.01 || abs(rank - far) < 0.01) && order >= low && order <= high
                }
                #expect(onSide, "edge \(index) end \(point) is not on the side of vertex \(vertex) \(box)")
            }
        }
    }

    @Test(arguments: cases)
    func eachLabelSitsOnItsEdge(_ test: Case) {
        let drawing = GraphSVGRenderer(test.graph, direction: test.direction).measure()
        let vertical = test.direction == .topToBottom
        // (A self-loop's label lies beyond its loop: tested apart.)
        for (index, route) in drawing.layout.routes.enumerated() where !route.isSelfLoop {
            guard let box = drawing.layout.labelBox(index, size: drawing.labelSizes[index]) else { continue }
            // The edge runs through the label's middle, across its whole box.
            let middle = vertical ? box.x + box.width / 2 : box.y + box.height / 2
            let (near, far) = vertical ? (box.y, box.y + box.height) : (box.x, box.x + box.width)
            let through = route.points.filter { abs((vertical ? $0.x : $0.y) - middle) < 0.05 }.map { vertical ? $0.y : $0.x }
            #expect(through.contains { abs($0 - near) < 0.05 } && through.contains { abs($0 - far) < 0.05 },
                    "edge \(index) does not run through the middle of its label \(box): \(route.points)")
        }
    }

    @Test func aGraphDrawableWithoutCrossingsIsDrawnWithout() {
        #expect(GraphSVGRenderer(PictureSamples.planar).measure().layout.crossings == 0)
        // Input order that starts crossed: the sweeps must undo it.
        let crossed = PictureGraph(
            vertices: ["a", "b", "c", "d", "e", "f"].map { .init(id: $0, kind: .relay) },
            edges: [
                .init(from: "a", to: "d"), .init(from: "b", to: "c"), .init(from: "c", to: "f"),
                .init(from: "d", to: "e"), .init(from: "a", to: "e"),
            ])
        #expect(GraphSVGRenderer(crossed).measure().layout.crossings == 0)
    }

    @Test func aCompleteBipartiteGraphKeepsItsOneUnavoidableCrossing() {
        let k22 = PictureGraph(
            vertices: ["a", "b", "c", "d"].map { .init(id: $0, kind: .relay) },
            edges: [.init(from: "a", to: "c"), .init(from: "a", to: "d"), .init(from: "b", to: "c"), .init(from: "b", to: "d")])
        #expect(GraphSVGRenderer(k22).measure().layout.crossings == 1)
    }

    @Test func crossingsAreCountedByInversions() {
        #expect(ProperGraph.inversions([0, 1, 2], bound: 3) == 0)
        #expect(ProperGraph.inversions([2, 1, 0], bound: 3) == 3)
        #expect(ProperGraph.inversions([1, 0, 1, 0], bound: 2) == 3)
    }

    @Test func cyclesAreBrokenByTheSearchsBackEdges() {
        let drawing = GraphSVGRenderer(PictureSamples.ring).measure()
        #expect(drawing.layout.layers == [0, 1, 2])
        #expect(drawing.layout.routes.map(\.reversed) == [false, false, true, true])
        // A reversed edge still points at its own target: it ends on a's lower side.
        let end = drawing.layout.routes[2].points.last
        let a = drawing.layout.box(0)
        #expect(end?.y == a.y + a.height)
    }

    @Test func layersFollowLongestPathsWithSourcesPulledDown() {
        #expect(GraphSVGRenderer(PictureSamples.planar).measure().layout.layers == [0, 1, 1, 2, 2, 2, 3])
        let late = PictureGraph(
            vertices: ["x", "y", "z", "s"].map { .init(id: $0, kind: .relay) },
            edges: [.init(from: "x", to: "y"), .init(from: "y", to: "z"), .init(from: "s", to: "z")])
        #expect(GraphSVGRenderer(late).measure().layout.layers == [0, 1, 2, 1])
    }

    @Test func edgesSharingASideGetTheirOwnPorts() {
        let drawing = GraphSVGRenderer(PictureSamples.nameForm).measure()
        var ends: [String: [Double]] = [:]
        for (index, route) in drawing.layout.routes.enumerated() {
            let (_, from, to) = drawing.edges[index]
            guard let first = route.points.first, let last = route.points.last else { continue }
            ends["\(from)@\(first.y)", default: []].append(first.x)
            ends["\(to)@\(last.y)", default: []].append(last.x)
        }
        for (side, xs) in ends {
            let sorted = xs.sorted()
            for (a, b) in zip(sorted, sorted.dropFirst()) {
                #expect(b - a >= 4, "ports on \(side) only \(b - a) px apart")
            }
        }
    }

    @Test func aSelfLoopAndItsLabelStayBesideItsVertex() {
        let drawing = GraphSVGRenderer(nastyGraph).measure()
        let loop = drawing.layout.routes.firstIndex(where: \.isSelfLoop)
        #expect(loop != nil)
        if let loop, let label = drawing.layout.labelBox(loop, size: drawing.labelSizes[loop]) {
            let box = drawing.layout.box(3)
            #expect(label.x >= box.x + box.width + 20)
            #expect(label.y < box.y + box.height && label.y + label.height > box.y)
        }
    }

    @Test func anEmptyGraphAndALoneVertexDraw() {
        let empty = GraphSVGRenderer(PictureGraph(vertices: [], edges: [])).render()
        #expect(XMLChecker.problems(empty) == [])
        let lone = GraphSVGRenderer(PictureGraph(vertices: [.init(id: "x", kind: .publish)], edges: [])).measure()
        #expect(lone.layout.box(0).x == 12 && lone.layout.box(0).y == 12)
    }
}
