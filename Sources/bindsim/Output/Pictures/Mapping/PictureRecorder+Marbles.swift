/// The marbles: which lane and mark each event gets, and where it goes.
extension PictureRecorder {
    /// What an event draws, if anything.
    struct Drawing {
        var lane: Int
        var mark: MarbleDiagram.Mark
        var flags: MarbleDiagram.Flags = []
        var note: String?
    }

    func draw(_ event: RunEvent, _ context: EventContext, node: Int?, carrier: Carrier) {
        if event.kind == .fire, let due = event.dueTime { now = milliseconds(due) }
        guard var drawing = drawing(of: event, context, node: node, carrier: carrier) else { return }
        let stale = context.staleDelivery
        if stale != 0 && stale != flaggedDelivery {
            markOutOfOrder(&drawing, from: carrier)
            flaggedDelivery = stale
        }
        let valueless: Bool
        switch drawing.mark {
        case .cutOff, .tap, .error, .completed, .unbound: valueless = true
        default: valueless = false
        }
        let value = valueless ? nil : event.value.map(TraceWording.value)
        place(MarbleDiagram.Marble(lane: drawing.lane, mark: drawing.mark, value: value, flags: drawing.flags,
                                   note: drawing.note, event: linking ? event.id : nil), depth: context.causalDepth)
    }

    /// The lane and mark of an event; nil for what is not drawn (a binding's delivery,
    /// a schedule, a timer's firing).
    private func drawing(of event: RunEvent, _ context: EventContext, node: Int?, carrier: Carrier) -> Drawing? {
        let name = event.node ?? "?"
        let sourceLane = carrier.source >= 0 ? carrier.source : nil
        switch event.kind {
        case .announce:
            guard let node else { return nil }
            if program?.declarations[node].kind == .button { return Drawing(lane: node, mark: .tap) }
            var drawing = Drawing(lane: node, mark: .announce)
            if let older = event.reentrantOver {
                drawing.flags.insert(.reentrant)
                drawing.note = TraceWording.phrase { TraceWording.appendReentrant(node: name, stillDelivering: older, into: &$0) }
            }
            if let overwrite = context.overwrite {
                drawing.flags.insert(.overwritesUserEdit)
                drawing.note = TraceWording.phrase { TraceWording.appendOverwrite(overwrite, into: &$0) }
            }
            return drawing
        case .replay:
            guard let node else { return nil }
            return Drawing(lane: node, mark: .replay,
                           note: "replay of \(name)'s current value to \(event.via ?? "a new subscriber")")
        case .silentSet:
            guard let node else { return nil }
            var drawing = Drawing(lane: node, mark: .silentSet)
            if let overwrite = context.overwrite {
                drawing.flags.insert(.overwritesUserEdit)
                drawing.note = TraceWording.phrase { TraceWording.appendOverwrite(overwrite, into: &$0) }
            }
            return drawing
        case .drop:
            return (subscriptionLane(carrier) ?? sourceLane).map { Drawing(lane: $0, mark: .dropped(reason: event.note ?? "")) }
        case .cutOff:
            return (node ?? sourceLane).map {
                Drawing(lane: $0, mark: .cutOff(reason: event.loop.map { TraceWording.loop($0) } ?? ""))
            }
        case .terminate:
            return end(of: event, context, lane: carrier.onBlock.map(onLane) ?? sourceLane)
        case .store:
            // Only a store that loses an inner write is drawn: the mark of a value replaced.
            guard let node, let lost = event.replaced else { return nil }
            var drawing = Drawing(lane: node, mark: .silentSet)
            drawing.flags.insert(.overwritesUserEdit)
            drawing.note = TraceWording.phrase {
                $0.append("lost write: ")
                $0.append(trace: lost)
                $0.append(" is replaced by the pending store")
            }
            return drawing
        case .deliver, .schedule, .fire, .staleRead, .model:
            return nil
        }
    }

    /// The lane of the subscription a value travels (`carrier`): its `on` block's, or the node
    /// its binding writes into — of a two-way binding, the side the value is going to; nil
    /// for none (a value no subscription carries).
    private func subscriptionLane(_ carrier: Carrier) -> Int? {
        if let block = carrier.onBlock { return onLane(block) }
        guard let label = labelOfStatement[carrier.statement] else { return nil }
        if label.writesInto.count == 2 { return label.writesInto.first { $0 != carrier.source } ?? label.writesInto[0] }
        return label.writesInto.first
    }

    /// A subscription's end (version 3): on the `on` block's lane, or on the lane of
    /// the node whose values it received, with the subscription named as the trace names it.
    private func end(of event: RunEvent, _ context: EventContext, lane: Int?) -> Drawing? {
        guard let via = event.via, let lane else { return nil }
        let name = BindingLegend.subscription(of: via)
        var line = TextBytes()
        _ = TraceWording.appendLine(of: event, context, detail: .full, paint: Painter(enabled: false), into: &line)
        let words = String(decoding: line.bytes, as: UTF8.self)
        if let error = event.error {
            return Drawing(lane: lane, mark: .error(subscription: name, message: error.message.text), note: words)
        }
        return Drawing(lane: lane, mark: .completed(subscription: name), note: words)
    }

    private func markOutOfOrder(_ drawing: inout Drawing, from carrier: Carrier) {
        drawing.flags.insert(.outOfOrder)
        let from = carrier.source >= 0 ? program?.declarations[carrier.source].name ?? "the source" : "the source"
        drawing.note = [drawing.note, TraceWording.phrase { TraceWording.appendOutOfOrder(from: from, into: &$0) }]
            .compactMap { $0 }.joined(separator: "; ")
    }

    // MARK: What the trace does not hold

    /// The `on` block `label` runs with `value`: a receipt on its lane, standing for the
    /// event that ran it (the delivery to the block, or the timer's firing that did).
    func blockReceived(_ label: String, value: Value) {
        guard let block = labels[label]?.onBlock, let runner = runner(of: block) else { return }
        var drawing = Drawing(lane: onLane(block), mark: .receive)
        if runner.staleDelivery != 0 && runner.staleDelivery != flaggedDelivery {
            markOutOfOrder(&drawing, from: runner.carrier)
            flaggedDelivery = runner.staleDelivery
        }
        place(MarbleDiagram.Marble(lane: drawing.lane, mark: .receive, value: TraceWording.value(value),
                                   flags: drawing.flags, note: drawing.note, event: linking ? runner.id : nil),
              depth: path.count)
    }

    /// The open event that runs block `block` now: the deepest delivery or replay to
    /// it, or, when a timer runs it, the outermost event carried by the block.
    private func runner(of block: Int) -> Open? {
        if let delivery = path.last(where: { $0.deliversTo == block }) { return delivery }
        return path.first { $0.carrier.onBlock == block }
    }

    /// `unbind NAME`: a bar on each lane the subscription received values from (its
    /// block's lane for an `on` block).
    func drawUnbind(_ name: String) {
        let id = nextOwnID
        nextOwnID -= 1
        // Every label of one subscription (both directions of a two-way binding) has its statement.
        let label = labels.filter { BindingLegend.subscription(of: $0.key) == name }.min { $0.key < $1.key }?.value
        let lanes = label?.onBlock.map { [onLane($0)] } ?? (sourceLanes[name] ?? [])
        for lane in lanes.sorted() {
            place(MarbleDiagram.Marble(lane: lane, mark: .unbound(subscription: name), note: "\(name) unbound",
                                       event: linking ? id : nil), depth: 0)
        }
        if linking { trace.unbound(name, id: id, tags: label.map { $0.onBlock != nil ? ["o\($0.statement)"] : [] } ?? []) }
    }

    /// Remembers that subscription label `via` received values from node `node`.
    func noteSource(_ node: Int, of via: String) {
        let name = BindingLegend.subscription(of: via)
        if sourceLanes[name]?.contains(node) != true { sourceLanes[name, default: []].append(node) }
    }

    // MARK: Placing

    /// Adds a marble to the instant under way (folding repeats), within the limits.
    func place(_ marble: MarbleDiagram.Marble, depth: Int) {
        guard drawn < Self.maxDrawnEvents, laneIsDrawn(marble.lane) else {
            undrawnEvents += 1
            return
        }
        let time = "t=" + TraceWording.milliseconds(now)
        if instant?.time != time { closeInstant() }
        if instant == nil { instant = MarbleDiagram.Instant(time: time, events: []) }
        guard var current = instant else { return }
        let before = current.events.count
        folder.add(marble, depth: depth, to: &current.events)
        drawn += current.events.count - before
        instant = current
    }

    /// Whether events on `lane` are drawn: the first `maxLanes` lanes to appear in
    /// the run are (and are then shown in declaration order), later ones are not.
    private func laneIsDrawn(_ lane: Int) -> Bool {
        if lanesUsed.contains(lane) { return true }
        guard lanesUsed.count < Self.maxLanes else { return false }
        lanesUsed.insert(lane)
        return true
    }

    func onLane(_ block: Int) -> Int {
        (program?.declarations.count ?? 0) + block
    }

    func closeInstant() {
        guard var current = instant else { return }
        folder.flush(to: &current.events)
        if !current.events.isEmpty { instants.append(current) }
        instant = nil
    }

    // MARK: Tags

    /// The tags of the pictures' parts an event touches (`GraphMapping`'s tags): its
    /// node's vertex, the block's vertex, the edge of the delivery (`d`), the edges of
    /// the value path of a write (`f`).
    func tags(of event: RunEvent, node: Int?, carrier: Carrier) -> [String] {
        var tags: [String] = []
        if let node { tags.append("n\(node)") }
        if carrier.onBlock != nil { tags.append("o\(carrier.statement)") }
        switch event.kind {
        case .deliver, .replay, .drop, .terminate:
            if carrier.statement >= 0 && carrier.source >= 0 { tags.append("d\(carrier.statement).\(carrier.source)") }
        case .announce, .silentSet, .cutOff:
            if let node, carrier.statement >= 0 && carrier.source >= 0 {
                tags.append("f\(carrier.statement).\(carrier.source).\(node)")
            }
        case .schedule, .fire, .store, .staleRead, .model:
            break
        }
        return tags
    }
}
