/// A layered (Sugiyama-style) drawing of a directed graph with labelled edges,
/// computed without randomness or hashing, so the same input always gives the
/// same coordinates:
///
/// 1. cycles are broken by a depth-first search from the sources, in input order:
///    its back edges are laid out reversed (and drawn pointing against the flow);
/// 2. layers by longest path, sources pulled next to their first successor;
///    ranks are doubled so every edge crosses a *label row*, where its label
///    becomes a dummy vertex sized like the text (as Graphviz does) with the edge
///    through its middle, so labels sit on their edges and never overlap vertices
///    or each other; longer edges get a dummy per row;
/// 3. crossings reduced by barycenter sweeps with adjacent transpositions,
///    keeping the best order seen (ties broken by the previous order);
/// 4. positions along each row by weighted averaging of neighbours with the
///    order kept by isotonic (pool-adjacent-violators) regression, long edges
///    weighted to run straight;
/// 5. edges routed through their dummies, ports spread along each box side.
///
/// All sizes are in pixels; text is always horizontal, so a label's size is the
/// same in either direction.
struct LayeredLayout {
    enum Direction: Sendable { case topToBottom, leftToRight }

    struct Point: Equatable, Sendable {
        var x: Double
        var y: Double
    }

    struct Size: Equatable, Sendable {
        var width: Double
        var height: Double
    }

    struct Rect: Equatable, Sendable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    struct Edge: Sendable {
        var from: Int
        var to: Int
        /// The label's box (zero for none).
        var label: Size
    }

    struct Options: Sendable {
        var direction: Direction = .topToBottom
        /// Gap between neighbouring vertex boxes in a row.
        var vertexGap: Double = 24
        /// Gap beside an edge passing through a row, or a label.
        var edgeGap: Double = 10
        /// Gap between a row of vertices and a row of labels.
        var rowGap: Double = 20
        /// Margin around the drawing.
        var margin: Double = 12
        /// Crossing-reduction sweeps (each one down and one up), at most.
        var sweeps = 24
        /// Smoothing sweeps of the coordinate assignment.
        var placementSweeps = 12
    }

    /// How one edge is drawn.
    struct Route: Sendable {
        /// From the source's port to the target's port: the curve passes through
        /// these points, leaving and entering each along the rank axis. For a
        /// self-loop: start, two control points, end of one cubic curve.
        var points: [Point]
        /// Top-left corner of the label's box, if the edge has a label: centred on the
        /// edge (a self-loop's label lies beyond the loop).
        var labelOrigin: Point?
        /// Drawn against the flow of the layers: the edge closes a cycle.
        var reversed: Bool
        var isSelfLoop: Bool
    }

    struct Result: Sendable {
        /// Centres of the vertex boxes, by input index.
        var centers: [Point]
        var sizes: [Size]
        var routes: [Route]
        /// The drawing's extent (margins included).
        var width: Double
        var height: Double
        /// Edge crossings between consecutive rows in the final order.
        var crossings: Int
        /// The layer (0-based) of each vertex.
        var layers: [Int]

        /// The box of vertex `index`.
        func box(_ index: Int) -> Rect {
            Rect(
                x: centers[index].x - sizes[index].width / 2, y: centers[index].y - sizes[index].height / 2,
                width: sizes[index].width, height: sizes[index].height)
        }

        /// The label box of edge `index`, if it has one.
        func labelBox(_ index: Int, size: Size) -> Rect? {
            guard let origin = routes[index].labelOrigin else { return nil }
            return Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
        }
    }

    let sizes: [Size]
    let edges: [Edge]
    let options: Options

    init(sizes: [Size], edges: [Edge], options: Options = Options()) {
        self.sizes = sizes
        self.edges = edges
        self.options = options
    }

    /// Lays the graph out.
    func run() -> Result {
        var broken = breakCycles(rootsReversed: false)
        var layers = assignLayers(reversed: broken)
        var graph = ProperGraph(layout: self, layers: layers, reversed: broken)
        var crossings = graph.reduceCrossings(sweeps: options.sweeps)
        // Which edges close the cycles decides where the long back edges run: a small
        // graph with crossings is also tried with the search started from the last
        // roots first, and the drawing with fewer crossings kept (the first on a tie).
        if crossings > 0 && edges.count <= Self.maxEdgesForSecondTry {
            let otherBroken = breakCycles(rootsReversed: true)
            if otherBroken != broken {
                let otherLayers = assignLayers(reversed: otherBroken)
                var other = ProperGraph(layout: self, layers: otherLayers, reversed: otherBroken)
                let otherCrossings = other.reduceCrossings(sweeps: options.sweeps)
                if otherCrossings < crossings {
                    (broken, layers, graph, crossings) = (otherBroken, otherLayers, other, otherCrossings)
                }
            }
        }
        graph.assignCoordinates(sweeps: options.placementSweeps)
        return graph.route(crossings: crossings, vertexLayers: layers)
    }

    /// Graphs with more edges are laid out once.
    static let maxEdgesForSecondTry = 400

    /// The extent of a box along the order axis (within a row) and the rank axis.
    func orderExtent(_ size: Size) -> Double {
        options.direction == .topToBottom ? size.width : size.height
    }

    func rankExtent(_ size: Size) -> Double {
        options.direction == .topToBottom ? size.height : size.width
    }

    /// A point given along the order and rank axes, in drawing coordinates.
    func point(order: Double, rank: Double) -> Point {
        options.direction == .topToBottom ? Point(x: order, y: rank) : Point(x: rank, y: order)
    }
}
