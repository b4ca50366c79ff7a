/// A marble diagram of one run (`bindsim trace --format marble|svg`): time flows
/// left to right in columns grouped by step, then by virtual instant, then one
/// sub-column per event in delivery order (so re-entrancy shows as order); one
/// lane per node that appears and per `on` subscriber.
///
/// A plain value: the command maps a run's events onto it (choosing lanes, marks
/// and the value text, e.g. the trace's `"Ada"`), and `MarbleTextRenderer` and
/// `MarbleSVGRenderer` draw it.
struct MarbleDiagram: Sendable, Equatable {
    /// One horizontal lane.
    struct Lane: Sendable, Equatable {
        /// The node's name, or `on (line 6)` for a subscriber.
        var name: String
        /// Shown after the name (`relay`, `field`); empty for none.
        var kind: String

        init(_ name: String, kind: String = "") {
            self.name = name
            self.kind = kind
        }
    }

    /// What an event is; drawn with its own mark.
    enum Mark: Sendable, Equatable {
        /// The node announced the value: shown as the value.
        case announce
        /// A subscriber (an `on` lane) received the value: shown as the value.
        case receive
        /// A silent programmatic set (a field, a label): shown `(value)`.
        case silentSet
        /// A replaying node gave its current value to a new subscriber: shown `^value`.
        case replay
        /// A guard or operator dropped the value: shown `xvalue`; `reason` goes in tooltips.
        case dropped(reason: String)
        /// A budget cut the loop off here: shown `✂`.
        case cutOff(reason: String)
        /// `count` more repeats of the pattern before were folded: shown `…N more`.
        case folded(count: Int)
        /// A button was tapped: a hollow marble, `○`.
        case tap
        /// An error ended the subscription `subscription` (named as the trace names it,
        /// `parse`): `X parse`; `message` goes in tooltips.
        case error(subscription: String, message: String)
        /// The subscription completed: `| b2`.
        case completed(subscription: String)
        /// `unbind` disposed the subscription: `⊣ form`.
        case unbound(subscription: String)
    }

    /// Marks that qualify an event.
    struct Flags: OptionSet, Sendable, Hashable {
        let rawValue: UInt8
        /// Announced while the node was still delivering an earlier value: `!`.
        static let reentrant = Flags(rawValue: 1 << 0)
        /// Delivered after a newer value from the same node: `!`.
        static let outOfOrder = Flags(rawValue: 1 << 1)
        /// Overwrote what the user had just entered: `*`.
        static let overwritesUserEdit = Flags(rawValue: 1 << 2)
    }

    struct Marble: Sendable, Equatable {
        /// Index into `lanes`.
        var lane: Int
        var mark: Mark
        /// The value as text (as the trace prints it); nil for none.
        var value: String?
        var flags: Flags
        /// More detail for tooltips (`re-entrant: first is still delivering "A"`).
        var note: String?
        /// The event of the run it stands for, for a page that links pictures
        /// (`data-event` in SVG); nil for none.
        var event: Int?

        init(lane: Int, mark: Mark, value: String? = nil, flags: Flags = [], note: String? = nil, event: Int? = nil) {
            self.lane = lane
            self.mark = mark
            self.value = value
            self.flags = flags
            self.note = note
            self.event = event
        }

        /// The same marble without its event: what repeats compare.
        var unlinked: Marble {
            var copy = self
            copy.event = nil
            return copy
        }
    }

    /// The events of one virtual instant, in delivery order.
    struct Instant: Sendable, Equatable {
        /// Shown as given, e.g. `t=300ms`.
        var time: String
        var events: [Marble]

        init(time: String, events: [Marble]) {
            self.time = time
            self.events = events
        }
    }

    struct Step: Sendable, Equatable {
        /// The step number, or `end` for the final timers step.
        var label: String
        /// The statement's line, if any.
        var line: Int?
        /// The statement's text, for tooltips.
        var source: String?
        var instants: [Instant]

        init(label: String, line: Int? = nil, source: String? = nil, instants: [Instant]) {
            self.label = label
            self.line = line
            self.source = source
            self.instants = instants
        }
    }

    var title: String?
    var lanes: [Lane]
    var steps: [Step]

    init(title: String? = nil, lanes: [Lane], steps: [Step]) {
        self.title = title
        self.lanes = lanes
        self.steps = steps
    }

    /// Every event in order, with its step and instant indices.
    var allEvents: [(step: Int, instant: Int, event: Marble)] {
        var result: [(step: Int, instant: Int, event: Marble)] = []
        for (s, step) in steps.enumerated() {
            for (i, instant) in step.instants.enumerated() {
                for event in instant.events { result.append((s, i, event)) }
            }
        }
        return result
    }
}

extension MarbleDiagram.Mark {
    /// What the mark means, for legends and tooltips.
    var meaning: String {
        switch self {
        case .announce: "announced"
        case .receive: "received"
        case .silentSet: "set silently (no event)"
        case .replay: "replayed to a new subscriber"
        case .dropped(let reason): reason.isEmpty ? "dropped" : "dropped by \(reason)"
        case .cutOff(let reason): reason.isEmpty ? "loop cut off" : "loop cut off: \(reason)"
        case .folded(let count): "\(count) more repeats folded"
        case .tap: "tapped"
        case .error(let subscription, let message): "\(subscription) ended by an error: \(message)"
        case .completed(let subscription): "\(subscription) completed"
        case .unbound(let subscription): "\(subscription) unbound"
        }
    }
}
