/// A program's binding graph with the standing of each edge on its cycles and the
/// guards that stop them (`LoopAnalysis.edgeCycles`, the analysis `trace --loop-check`
/// makes): what the picture of the graph colours. Computed here, once; the
/// pictures decide nothing about loops.
struct AnalysedBindingGraph {
    let graph: BindingGraph
    /// By edge index of `graph`.
    let edgeCycles: [LoopAnalysis.EdgeCycles]

    /// The analysis of `program`, its two-way bindings in `twoWayStyle` (nil: as written).
    init(program: Program, twoWayStyle: BindingStyle? = nil) {
        graph = BindingGraph(program: program, twoWayStyle: twoWayStyle)
        edgeCycles = LoopAnalysis.edgeCycles(in: graph)
    }
}
