/// How much of a graph an SVG lays out. A layered layout grows with the vertices and
/// with the rows each edge crosses, so a file of thousands of nodes would take
/// minutes and hundreds of megabytes to draw (and could not be read anyway): past
/// these limits the SVG draws part of the graph and says so under its title, as a
/// marble diagram stops at its limits. DOT and Mermaid always give the whole graph.
extension PictureGraph {
    /// Vertices an SVG draws, at most: the first ones the edges use, in edge order.
    static let maxDrawnVertices = 200
    /// Edges an SVG draws, at most (those between drawn vertices, in order).
    static let maxDrawnEdges = 400

    /// The part an SVG draws, and how many vertices and edges it leaves out.
    func drawnPart() -> (graph: PictureGraph, undrawnVertices: Int, undrawnEdges: Int) {
        let edges = drawableEdges()
        guard vertices.count > Self.maxDrawnVertices || edges.count > Self.maxDrawnEdges else { return (self, 0, 0) }
        // Vertices in the order the edges first use them (the file's order), then the unused ones.
        var kept = Array(repeating: false, count: vertices.count)
        var keptCount = 0
        func keep(_ vertex: Int) {
            guard !kept[vertex], keptCount < Self.maxDrawnVertices else { return }
            kept[vertex] = true
            keptCount += 1
        }
        for edge in edges {
            keep(edge.from)
            keep(edge.to)
        }
        for vertex in vertices.indices { keep(vertex) }
        var drawnEdges: [Edge] = []
        for edge in edges where kept[edge.from] && kept[edge.to] && drawnEdges.count < Self.maxDrawnEdges {
            drawnEdges.append(self.edges[edge.edge])
        }
        let drawnVertices = vertices.indices.filter { kept[$0] }.map { vertices[$0] }
        let part = PictureGraph(title: title, vertices: drawnVertices, edges: drawnEdges)
        return (part, vertices.count - drawnVertices.count, edges.count - drawnEdges.count)
    }
}
