/// Listens to one scenario run and keeps what its pictures need: the marble
/// diagram (`diagram()`), the delivery counts of the binding graph (`tally`),
/// the results a report shows and, for a page that links its pictures
/// (`linking`), the trace's lines with each event's id, cause and tags. It
/// classifies nothing itself: re-entrancy, out-of-order deliveries (and the
/// writes that follow from one), overwritten edits, drops, cut-offs and the ends of
/// subscriptions are the interpreter's and BindKit's verdicts, carried by the
/// events it hears and their `EventContext`; its notes are worded by
/// `TraceWording`, as the trace's markers are.
///
/// Each event is placed by its *carrier*, the nearest delivery or replay above
/// it in the causal tree (through scheduler hops): that delivery's label names
/// the binding or `on` block, and its node is where a dropped value came from.
///
/// Marble lanes: every declared node that announced, was set, replayed or was
/// the source of a dropped value or of an ended subscription, in declaration
/// order, then one lane per `on` block. An `on` lane shows what the block ran
/// with (`blockReceived`: the tuple of a `combineLatest`, not the source's value);
/// a binding's delivery shows as the write it causes, so the first event drawn
/// under an out-of-order delivery that is not drawn itself takes its mark.
/// Schedules and timer firings are not drawn: a firing moves the instant (as a
/// keystroke does) and the values it delivers are drawn there.
final class PictureRecorder: RunListener {
    /// Events and step columns drawn in one diagram, at most: past them the diagram
    /// stops, and the events it did not draw are counted in `undrawnEvents`.
    static let maxDrawnEvents = 2_000
    /// Lanes drawn, at most (in lane order); events on later lanes are not drawn.
    static let maxLanes = 100

    /// Whether marbles carry their events' ids and the trace's lines are kept (a report).
    let linking: Bool

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
    var undrawnEvents = 0
    /// With `linking`: the trace as the page shows it (`ReportTraceFolder`).
    var trace = ReportTraceFolder()

    /// What a subscription label stands for.
    struct Label {
        var statement: Int
        /// The `on` block's lane number (among `on` blocks), for an `on` label.
        var onBlock: Int?
        /// The nodes a binding writes into: a `bind`'s target, or a two-way binding's two
        /// sides (each direction writes into the side its values do not come from).
        var writesInto: [Int] = []
    }

    /// The nearest delivery above an event.
    struct Carrier {
        static let none = Carrier()
        /// The statement of its label, or -1.
        var statement = -1
        var onBlock: Int?
        /// The declared node it came from (the nearest declared one), or -1.
        var source = -1
    }

    /// An event on the path from the current step's root to the latest event.
    struct Open {
        var id: Int
        var carrier: Carrier
        /// For a delivery or replay to an `on` block: that block's number.
        var deliversTo: Int?
        var staleDelivery: Int
    }

    var labels: [String: Label] = [:]
    /// The labels by their statement's index.
    var labelOfStatement: [Int: Label] = [:]
    var declarationIndex: [String: Int] = [:]
    var onBlocks: [(line: Int, column: Int, statement: Int)] = []
    /// The events open above the latest one, by depth.
    var path: [Open] = []
    var scheduled: [Int: Carrier] = [:]
    /// The out-of-order delivery whose mark has been drawn already (its id).
    var flaggedDelivery = 0
    /// The lanes each subscription's deliveries came from (where an `unbind` is drawn).
    var sourceLanes: [String: [Int]] = [:]
    /// Ids given to what has none of its own (an `unbind`), counting down from -1.
    var nextOwnID = -1

    var steps: [MarbleDiagram.Step] = []
    var instant: MarbleDiagram.Instant?
    var instants: [MarbleDiagram.Instant] = []
    var folder = MarbleFolder()
    var now = 0.0
    var drawn = 0
    /// Lane keys in use: a declaration index, or `declarations + on block number`.
    var lanesUsed: Set<Int> = []

    init(linking: Bool = false) {
        self.linking = linking
    }

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
                onBlocks.append((start.line, start.column, statement))
            }
            let info = Label(statement: statement, onBlock: onBlock, writesInto: nodesWritten(by: program.statements[statement].kind))
            labels[label] = info
            labelOfStatement[statement] = info
        }
    }

    /// The declared nodes a subscribing statement writes into (see `Label.writesInto`).
    private func nodesWritten(by statement: StatementKind) -> [Int] {
        switch statement {
        case .bind(_, let target, _): [target.name].compactMap { declarationIndex[$0] }
        case .bindTwoWay(let left, let right, _, _): [left.node.name, right.node.name].compactMap { declarationIndex[$0] }
        case .on, .declare, .unbind, .tap, .ifElse, .user, .type, .set, .wait, .expectValue, .expectEmitted,
             .expectLoop, .expectNoLoop, .expectError, .expectEnded, .expectOverwrite, .invariant, .allowRewrite,
             .explore, .track, .read, .rearm, .mutate, .task, .expectLostWrite, .expectIn, .batch, .observations,
             .complete, .view, .expectSwiftUI:
            []
        }
    }

    func stepBegan(_ step: StepInfo) {
        now = step.startMilliseconds
        path.removeAll(keepingCapacity: true)
        if linking { trace.stepBegan(step) }
        guard drawn < Self.maxDrawnEvents else { return }
        drawn += 1
        steps.append(MarbleDiagram.Step(
            label: step.isEnd ? "end" : "\(step.number)", line: step.isEnd || step.line <= 0 ? nil : step.line,
            source: step.source.isEmpty ? nil : step.source, instants: []))
    }

    func keystroke(_ keystroke: Keystroke) {
        now = keystroke.milliseconds
        closeInstant()
        if linking { trace.keystroke(keystroke) }
    }

    func traceEvent(_ event: RunEvent, _ context: EventContext) {
        let depth = context.causalDepth
        if path.count > depth { path.removeLast(path.count - depth) }
        var carrier: Carrier
        if depth > 0 && path.count == depth {
            carrier = path[depth - 1].carrier
        } else {
            carrier = scheduled.removeValue(forKey: event.parent) ?? .none
        }
        let node = event.node.flatMap { declarationIndex[$0] }
        var deliversTo: Int?
        if event.kind == .deliver || event.kind == .replay {
            let label = event.via.flatMap { labels[$0] }
            carrier = Carrier(statement: label?.statement ?? -1, onBlock: label?.onBlock, source: node ?? carrier.source)
            deliversTo = label?.onBlock
            if let via = event.via, let node { noteSource(node, of: via) }
        }
        path.append(Open(id: event.id, carrier: carrier, deliversTo: deliversTo, staleDelivery: context.staleDelivery))
        if event.kind == .schedule { scheduled[event.id] = carrier }
        count(event, node: node, carrier: carrier)
        draw(event, context, node: node, carrier: carrier)
        if linking { trace.add(event, context, tags: tags(of: event, node: node, carrier: carrier)) }
    }

    func stepEnded(_ record: StepRecord) {
        closeStep()
        if linking { trace.flush() }
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
        drawUnbind(name)
    }

    func scenarioEnded(_ outcome: ScenarioOutcome, finalValues: [FinalValue]) {
        self.outcome = outcome
        closeStep()
        if linking { trace.flush() }
    }

    // MARK: Counting

    private func count(_ event: RunEvent, node: Int?, carrier: Carrier) {
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
        case .drop, .schedule, .fire, .terminate, .store, .staleRead, .model:
            break
        }
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
