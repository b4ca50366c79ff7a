import BindKit

/// Listens to one scenario run and keeps what its pictures need: the marble
/// diagram (`diagram()`), the delivery counts of the binding graph (`tally`),
/// and the results a report shows. It classifies nothing itself: re-entrancy,
/// out-of-order deliveries (and the writes that follow from one), overwritten
/// edits, drops and cut-offs are the interpreter's and BindKit's verdicts, carried
/// by the events it hears and their `EventContext`; its notes are worded by
/// `TraceWording`, as the trace's markers are.
///
/// Each event is placed by its *carrier*, the nearest delivery or replay above
/// it in the causal tree (through scheduler hops): that delivery's label names
/// the binding or `on` block, and its node is where a dropped value came from.
///
/// Marble lanes: every declared node that announced, was set, replayed or was
/// the source of a dropped value, in declaration order, then one lane per `on`
/// block. Deliveries are drawn only on `on` lanes (`receive`); a binding's
/// delivery shows as the write it causes, so the first write drawn under an
/// out-of-order delivery that is not drawn itself takes its mark. Schedules and timer firings are not drawn: a firing moves
/// the instant (as a keystroke does) and the values it delivers are drawn there.
final class PictureRecorder: RunListener {
    /// Events and step columns drawn in one diagram, at most: past them the diagram
    /// stops, and the events it did not draw are counted in `undrawnEvents`.
    static let maxDrawnEvents = 2_000
    /// Lanes drawn, at most (in lane order); events on later lanes are not drawn.
    static let maxLanes = 100

    private(set) var program: Program?
    private(set) var file: SourceFile?
    private(set) var tally = DeliveryTally()
    private(set) var expectations: [ExpectationResult] = []
    private(set) var violations: [InvariantViolation] = []
    private(set) var unexpectedLoops: [(step: StepInfo, report: LoopReport)] = []
    private(set) var unexpectedErrors: [(step: StepInfo, error: SubscriptionError)] = []
    /// The subscriptions `unbind` disposed, with the virtual time (ms) it happened at.
    private(set) var unbinds: [(milliseconds: Double, name: String)] = []
    private(set) var outcome: ScenarioOutcome?
    /// Events not drawn because the diagram reached `maxDrawnEvents`.
    private(set) var undrawnEvents = 0

    /// What a subscription label stands for.
    private struct Label {
        var statement: Int
        /// The `on` block's lane number (among `on` blocks), for an `on` label.
        var onBlock: Int?
    }

    /// The nearest delivery above an event.
    private struct Carrier {
        static let none = Carrier()
        /// The statement of its label, or -1.
        var statement = -1
        var onBlock: Int?
        /// The declared node it came from (the nearest declared one), or -1.
        var source = -1
    }

    private var labels: [String: Label] = [:]
    private var declarationIndex: [String: Int] = [:]
    private var onBlocks: [(line: Int, column: Int)] = []
    private var carriers: [Carrier] = []
    private var scheduled: [Int: Carrier] = [:]
    /// The out-of-order delivery whose mark has been drawn already (its id).
    private var flaggedDelivery = 0

    private var steps: [MarbleDiagram.Step] = []
    private var instant: MarbleDiagram.Instant?
    private var instants: [MarbleDiagram.Instant] = []
    private var folder = MarbleFolder()
    private var now = 0.0
    private var drawn = 0
    /// Lane keys in use: a declaration index, or `declarations + on block number`.
    private var lanesUsed: Set<Int> = []

    init() {}

    // MARK: RunListener

    func scenarioBegan(_ program: Program, file: SourceFile, legend: BindingLegend) {
        self.program = program
        self.file = file
        for (index, declaration) in program.declarations.enumerated() where declaration.kind != .stream {
            declarationIndex[declaration.name] = index
        }
        for (label, statement) in legend.labels(in: program) {
            var onBlock: Int?
            if case .on = program.statements[statement].kind {
                onBlock = onBlocks.count
                let start = program.statements[statement].range.start
                onBlocks.append((start.line, start.column))
            }
            labels[label] = Label(statement: statement, onBlock: onBlock)
        }
    }

    func stepBegan(_ step: StepInfo) {
        now = step.startMilliseconds
        carriers.removeAll(keepingCapacity: true)
        guard drawn < Self.maxDrawnEvents else { return }
        drawn += 1
        steps.append(MarbleDiagram.Step(
            label: step.isEnd ? "end" : "\(step.number)", line: step.isEnd || step.line <= 0 ? nil : step.line,
            source: step.source.isEmpty ? nil : step.source, instants: []))
    }

    func keystroke(_ keystroke: Keystroke) {
        now = keystroke.milliseconds
        closeInstant()
    }

    func traceEvent(_ event: TraceEvent, _ context: EventContext) {
        let depth = context.depth
        if carriers.count > depth { carriers.removeLast(carriers.count - depth) }
        var carrier: Carrier
        if depth > 0 && carriers.count == depth {
            carrier = carriers[depth - 1]
        } else {
            carrier = scheduled.removeValue(forKey: event.parent) ?? .none
        }
        let node = event.node.flatMap { declarationIndex[$0] }
        if event.kind == .deliver || event.kind == .replay {
            let label = event.via.flatMap { labels[$0] }
            carrier = Carrier(statement: label?.statement ?? -1, onBlock: label?.onBlock, source: node ?? carrier.source)
        }
        carriers.append(carrier)
        if event.kind == .schedule { scheduled[event.id] = carrier }
        count(event, node: node, carrier: carrier)
        draw(event, context, node: node, carrier: carrier)
    }

    func stepEnded(_ record: StepRecord) {
        closeStep()
    }

    private func closeStep() {
        closeInstant()
        if !steps.isEmpty { steps[steps.count - 1].instants += instants }
        instants = []
    }

    func expectationChecked(_ result: ExpectationResult) {
        expectations.append(result)
    }

    func invariantBroken(_ violation: InvariantViolation) {
        violations.append(violation)
    }

    func unexpectedLoop(_ step: StepInfo, _ report: LoopReport) {
        unexpectedLoops.append((step, report))
    }

    func unexpectedError(_ step: StepInfo, _ error: SubscriptionError) {
        unexpectedErrors.append((step, error))
    }

    func subscriptionUnbound(_ name: String) {
        unbinds.append((now, name))
    }

    func scenarioEnded(_ outcome: ScenarioOutcome, finalValues: [FinalValue]) {
        self.outcome = outcome
        closeStep()
    }

    // MARK: Counting

    private func count(_ event: TraceEvent, node: Int?, carrier: Carrier) {
        typealias Key = DeliveryTally.StatementNode
        switch event.kind {
        case .deliver, .replay:
            if let node, carrier.statement >= 0 { tally.deliveries[Key(statement: carrier.statement, node: node), default: 0] += 1 }
        case .announce, .silentSet:
            guard let node else { return }
            if event.kind == .announce {
                tally.announcements[node, default: 0] += 1
            } else {
                tally.silentSets[node, default: 0] += 1
            }
            if carrier.statement >= 0 { tally.writes[Key(statement: carrier.statement, node: node), default: 0] += 1 }
        case .cutOff:
            if let node, carrier.statement >= 0 { tally.cutOffs.insert(Key(statement: carrier.statement, node: node)) }
        case .drop, .schedule, .fire, .terminate:
            break
        }
    }

    // MARK: Drawing

    private func draw(_ event: TraceEvent, _ context: EventContext, node: Int?, carrier: Carrier) {
        let value = (event.value as? Value).map(TraceWording.value)
        var lane: Int?
        var mark = MarbleDiagram.Mark.announce
        var flags: MarbleDiagram.Flags = []
        var note: String?
        let name = event.node ?? "?"
        switch event.kind {
        case .announce:
            lane = node
            if let older = event.reentrantOver as? Value {
                flags.insert(.reentrant)
                note = TraceWording.phrase { TraceWording.appendReentrant(node: name, stillDelivering: older, into: &$0) }
            }
        case .deliver:
            guard let block = carrier.onBlock else { return }
            lane = onLane(block)
            mark = .receive
            if event.outOfOrder {
                flags.insert(.outOfOrder)
                note = TraceWording.phrase { TraceWording.appendOutOfOrder(from: name, into: &$0) }
                flaggedDelivery = event.id
            }
        case .replay:
            lane = node
            mark = .replay
            note = "replay of \(name)'s current value to \(event.via ?? "a new subscriber")"
        case .silentSet:
            lane = node
            mark = .silentSet
            if let overwrite = context.overwrite {
                flags.insert(.overwritesUserEdit)
                note = TraceWording.phrase { TraceWording.appendOverwrite(overwrite, into: &$0) }
            }
        case .drop:
            lane = carrier.source >= 0 ? carrier.source : nil
            mark = .dropped(reason: event.note ?? "")
        case .cutOff:
            lane = node ?? (carrier.source >= 0 ? carrier.source : nil)
            mark = .cutOff(reason: event.loop.map { TraceWording.loop($0) } ?? "")
        case .fire:
            if let due = event.dueTime { now = Double(due) / 1_000_000 }
            return
        case .schedule, .terminate:
            return
        }
        guard let lane else { return }
        guard drawn < Self.maxDrawnEvents, laneIsDrawn(lane) else {
            undrawnEvents += 1
            return
        }
        let stale = context.staleDelivery
        if stale != 0 && stale != flaggedDelivery && event.kind != .deliver {
            flags.insert(.outOfOrder)
            let from = carrier.source >= 0 ? program?.declarations[carrier.source].name ?? "the source" : "the source"
            note = [note, TraceWording.phrase { TraceWording.appendOutOfOrder(from: from, into: &$0) }]
                .compactMap { $0 }.joined(separator: "; ")
            flaggedDelivery = stale
        }
        let marble = MarbleDiagram.Marble(lane: lane, mark: mark, value: event.kind == .cutOff ? nil : value,
                                         flags: flags, note: note)
        let time = "t=" + TraceWording.milliseconds(now)
        if instant?.time != time { closeInstant() }
        if instant == nil { instant = MarbleDiagram.Instant(time: time, events: []) }
        guard var current = instant else { return }
        let before = current.events.count
        folder.add(marble, depth: context.depth, to: &current.events)
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

    private func onLane(_ block: Int) -> Int {
        (program?.declarations.count ?? 0) + block
    }

    private func closeInstant() {
        guard var current = instant else { return }
        folder.flush(to: &current.events)
        if !current.events.isEmpty { instants.append(current) }
        instant = nil
    }

    // MARK: The diagram

    /// The marble diagram of the run so far; `title` is shown above it.
    func diagram(title: String?) -> MarbleDiagram {
        // Every `on` block has a lane, as long as the lanes stay within `maxLanes`.
        var laneKeys = lanesUsed.sorted()
        for key in onBlocks.indices.map(onLane) where laneKeys.count < Self.maxLanes && !lanesUsed.contains(key) {
            laneKeys.append(key)
        }
        laneKeys.sort()
        var laneOf: [Int: Int] = [:]
        var lanes: [MarbleDiagram.Lane] = []
        let declarations = program?.declarations
        let declarationCount = declarations?.count ?? 0
        for key in laneKeys {
            laneOf[key] = lanes.count
            if let declarations, key < declarationCount {
                lanes.append(.init(declarations[key].name, kind: declarations[key].kind.keyword))
            } else {
                let block = onBlocks[key - declarationCount]
                let shared = onBlocks.filter { $0.line == block.line }.count > 1
                lanes.append(.init(shared ? "on (line \(block.line):\(block.column))" : "on (line \(block.line))"))
            }
        }
        var result = steps
        for s in result.indices {
            for i in result[s].instants.indices {
                for e in result[s].instants[i].events.indices {
                    result[s].instants[i].events[e].lane = laneOf[result[s].instants[i].events[e].lane] ?? 0
                }
            }
        }
        return MarbleDiagram(title: title, lanes: lanes, steps: result)
    }
}
