/// Folds long repeats in a marble diagram as `LineFolder` folds trace lines
/// (`RepeatFolder`), so a loop cut off after 100 rounds draws a few rounds, `…N more`,
/// and the last event. An event repeats the one a period before it when it equals it
/// — lane, mark, value and flags — or, one level deeper in the causal tree (a loop
/// nesting on every round), has its lane, mark and flags with any value.
struct MarbleFolder {
    static let minimumFold = RepeatFolder<Item>.minimumFold

    fileprivate struct Item: FoldableItem {
        var event: MarbleDiagram.Marble
        var depth: Int

        static func repeats(_ later: UnsafePointer<Item>, _ earlier: UnsafePointer<Item>) -> Bool {
            let (a, b) = (later.pointee, earlier.pointee)
            if a.event.unlinked == b.event.unlinked { return true }
            return a.depth > b.depth && a.event.lane == b.event.lane && a.event.mark == b.event.mark
                && a.event.flags == b.event.flags
        }
    }

    private var folder = RepeatFolder(blank: Item(event: MarbleDiagram.Marble(lane: 0, mark: .announce), depth: 0))

    /// Adds one event at `depth`: appended to `out`, or counted in the fold under way.
    mutating func add(_ event: MarbleDiagram.Marble, depth: Int, to out: inout [MarbleDiagram.Marble]) {
        folder.add({ $0 = Item(event: event, depth: depth) }, show: { MarbleFolder.append($0, to: &out) })
    }

    /// Ends the fold under way, if any (at the end of an instant).
    mutating func flush(to out: inout [MarbleDiagram.Marble]) {
        folder.flush { MarbleFolder.append($0, to: &out) }
    }

    private static func append(_ shown: RepeatFolder<Item>.Shown, to out: inout [MarbleDiagram.Marble]) {
        switch shown {
        case .item(let item):
            out.append(item.pointee.event)
        case .fold(let repeats, _, let last):
            out.append(MarbleDiagram.Marble(lane: last.pointee.event.lane, mark: .folded(count: repeats)))
            out.append(last.pointee.event)
        }
    }
}
