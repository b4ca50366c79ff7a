// The picture layout benchmark: times `GraphSVGRenderer.measure()` (text
// measurement and the whole layered layout) and `render()` (layout and SVG) on
// generated graphs. Compiled with the sources of Sources/bindsim/Output/Pictures
// alone (they depend on nothing else) by Benchmarks/pictures-bench.sh.
// Usage: pictures-bench [RUNS]

let runs = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 21

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

func format(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
}

func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}

/// Median, minimum and maximum of `runs` timings of `work`, after two warm-ups.
func time(_ work: () -> Int) -> (median: Double, min: Double, max: Double, check: Int) {
    var check = 0
    for _ in 0..<2 { check &+= work() }
    var samples: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<runs {
        var result = 0
        let elapsed = clock.measure { result = work() }
        check &+= result
        samples.append(milliseconds(elapsed))
    }
    samples.sort()
    return (samples[samples.count / 2], samples[0], samples[samples.count - 1], check)
}

print("picture layout, \(runs) runs each (median, min..max in ms)")
print("graph           vertices  edges  crossings     layout (ms)            layout+SVG (ms)")
for (count, seed) in [(20, 7), (50, 7), (200, 11), (200, 7), (500, 7)] as [(Int, UInt64)] {
    let graph = PictureSamples.generated(vertices: count, seed: seed)
    let drawing = GraphSVGRenderer(graph).measure()
    let layout = time { GraphSVGRenderer(graph).measure().layout.crossings }
    let svg = time { GraphSVGRenderer(graph).render().utf8.count }
    let name = "generated/\(seed)"
    print(
        name + String(repeating: " ", count: max(0, 16 - name.count)) + pad("\(count)", 8) + pad("\(graph.edges.count)", 7)
            + pad("\(drawing.layout.crossings)", 11)
            + pad(format(layout.median), 10) + " (" + format(layout.min) + ".." + format(layout.max) + ")"
            + pad(format(svg.median), 12) + " (" + format(svg.min) + ".." + format(svg.max) + ")")
}
