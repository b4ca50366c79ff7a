// The support section of an export `--to observation` (docs/export.md, "To Swift's
// Observation"): the run on the main actor, its settle and virtual clock, the trackers that
// re-arm a `withObservationTracking` call, Observations loops, and what `expect lost write`
// measures. It uses the values and builtins the RxSwift support restates, and no RxSwift.
extension SupportSection {
    static let observationRun = #"""

    // MARK: - Support: the run, on Swift's Observation

    /// One run of the scenario on the main actor, as bindsim runs it. Each action, `track`,
    /// `observe` and `on observations` is a step: its work runs in one main-actor stretch, then
    /// what it queued (a task, an `observe` block's hop, an Observations loop's next value) runs
    /// until the main actor is quiet: the settle, rounds of `Task.yield()` as the programs of
    /// bindsim's docs/observation-comparison measure Swift (a round of `quietYields` yields in which
    /// no job of the scenario started ends it). Time is virtual: a task's `wait D` sleeps on the
    /// run's clock, and the test's `wait D` moves that clock from one instant at which a sleep is
    /// due to the next, settling at each. The settle's rounds are the one assumption about the
    /// executor: a job that Swift queued behind more than `quietYields` turns of others would be
    /// missed (bindsim's corpus needs a handful).
    @MainActor fileprivate final class BindsimObservationRun {
        /// Yields in a row that start no job before the main actor counts as quiet.
        static let quietYields = 200
        /// Turns at one instant before the main actor is said not to settle (bindsim's `--max-turns`).
        let maxTurns: Int
        /// Virtual time in milliseconds.
        private(set) var now = 0
        /// Bumped as each job of the scenario starts: a round that leaves it unchanged ran none.
        private var jobsStarted = 0
        private var sleepers: [BindsimSleeper] = []
        /// The rest of the sleeps that fall due together, in order: each woken task wakes the
        /// next as it resumes, before its body goes on (so they run in the order they were set
        /// and before anything the first queues, as timers due at one instant do in bindsim;
        /// the executor is not asked to keep the order of several resumptions).
        private var wakingTogether: [BindsimSleeper] = []
        private var sleepersMade = 0
        private var trackers: [String: BindsimTrackers] = [:]
        private var loops: [String: BindsimLoop] = [:]
        private var invariants: [(line: Int, source: String, holds: () throws -> Bool)] = []
        /// Writes of each observable still under way (their stores pending), outermost first, with
        /// the inner writes each outermost write made happen: what `expect lost write` measures.
        private var writesUnderWay: [String: Int] = [:]
        private var innerWrites: [String: [(before: BindsimValue, written: BindsimValue)]] = [:]
        private var lostWrites: [String] = []
        private var line = 0

        init(maxTurns: Int = 1000) {
            self.maxTurns = maxTurns
        }

        // MARK: Steps

        /// One step: `work` in one main-actor stretch, then what it queued, until the main actor is quiet.
        func step(line: Int, _ work: () throws -> Void) async {
            beginStep(line: line)
            perform(work)
            await settle()
            endStep()
        }

        /// `type N "text"`: each character appended to what N holds, one user edit and one stretch
        /// each; `every` moves the clock between them.
        func type(line: Int, _ text: String, every milliseconds: Int? = nil,
                  holds: () -> String, edit: (String) -> Void) async {
            beginStep(line: line)
            for (index, character) in text.enumerated() {
                if index > 0, let milliseconds { await advance(by: milliseconds) }
                edit(holds() + String(character))
                await settle()
            }
            endStep()
        }

        /// `wait D`: the clock moves from one instant at which a sleep is due to the next, and to D.
        func wait(line: Int, milliseconds: Int) async {
            beginStep(line: line)
            await advance(by: milliseconds)
            endStep()
        }

        /// `wait D` with D computed as the step runs.
        func wait(line: Int, _ duration: () throws -> Int) async {
            beginStep(line: line)
            do { await advance(by: try duration()) } catch { failed(error) }
            endStep()
        }

        /// The end of the scenario: every tracker and loop is cancelled and every sleep ends, so
        /// nothing the test made outlives it.
        func finish() async {
            for label in trackers.keys.sorted() { trackers[label]?.cancel() }
            for label in loops.keys.sorted() { loops[label]?.cancel() }
            for sleeper in sleepers + wakingTogether { sleeper.continuation.resume(throwing: CancellationError()) }
            sleepers = []
            wakingTogether = []
            await settle()
        }

        private func beginStep(line: Int) {
            self.line = line
            lostWrites = []
        }

        private func endStep() {
            for invariant in invariants {
                expectation(line: invariant.line, invariant.source, (try? invariant.holds()) ?? false,
                            "false after the step of line \(line)")
            }
        }

        /// Runs `work`; a run-time error of the scenario's code (bindsim stops its run there) fails.
        func perform(_ work: () throws -> Void) {
            do { try work() } catch { failed(error) }
        }

        private func failed(_ error: Error) {
            expectation(line: line, "the step runs", false, "a run-time error: \(error)")
        }

        /// Yields until a round of `quietYields` starts no job; then the oldest sleep due now, if
        /// any, wakes (one at a time, as a zero-length timer runs behind the jobs queued before it),
        /// and again. A main actor that never settles fails.
        private func settle() async {
            var wakes = 0
            while true {
                var quiet = 0
                var turns = 0
                while quiet < Self.quietYields {
                    let before = jobsStarted
                    await Task.yield()
                    quiet = jobsStarted == before ? quiet + 1 : 0
                    turns += 1
                    if turns > maxTurns + Self.quietYields {
                        return expectation(line: line, "the main actor settles", false, "jobs still ran after \(maxTurns) turns")
                    }
                }
                // Each zero-length wait that wakes is a turn of its own, as bindsim counts it.
                wakes += 1
                if wakes > maxTurns {
                    return expectation(line: line, "the main actor settles", false, "waits still woke after \(maxTurns) turns")
                }
                guard let index = sleepers.indices.min(by: { sleepers[$0].isBefore(sleepers[$1]) }),
                      sleepers[index].deadline <= now else { return }
                sleepers.remove(at: index).continuation.resume()
            }
        }

        /// At each instant up to `milliseconds` from now at which sleeps are due: those set before
        /// it wake together, in the order they were set, then the main actor settles.
        private func advance(by milliseconds: Int) async {
            let end = now + max(milliseconds, 0)
            while let next = sleepers.map(\.deadline).min(), next <= end {
                now = next
                let due = sleepers.filter { $0.deadline == now }.sorted { $0.isBefore($1) }
                sleepers.removeAll { $0.deadline == now }
                // A chain a failed settle left unfinished still ends: its sleeps wake with these.
                wakingTogether += due.dropFirst()
                due.first?.continuation.resume()
                await settle()
            }
            now = end
        }

        /// A task woken with others wakes the next of them.
        private func wakeNextTogether() {
            guard !wakingTogether.isEmpty else { return }
            wakingTogether.removeFirst().continuation.resume()
        }

        // MARK: Jobs

        /// `task { … }`: `Task { @MainActor in … }`, one job at the end of the main actor's queue.
        func task(_ body: @escaping @MainActor () async throws -> Void) {
            Task { @MainActor in
                self.jobStarts()
                do { try await body() } catch is CancellationError {} catch { self.failed(error) }
            }
        }

        /// A job of the scenario starts (a task, an `observe` block, an Observations value).
        func jobStarts() {
            jobsStarted += 1
        }

        /// `wait D` inside a task or an Observations loop: sleeps on the run's clock; a cancelled
        /// task's sleep throws at once, as `Task.sleep` does, and that ends the task.
        func sleep(milliseconds: Int) async throws {
            try Task.checkCancellation()
            sleepersMade += 1
            let order = sleepersMade
            let deadline = now + max(milliseconds, 0)
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
                    sleepers.append(BindsimSleeper(deadline: deadline, order: order, continuation: continuation))
                }
            } onCancel: {
                // Tasks are cancelled on the main actor (`unbind`, the end of the run).
                MainActor.assumeIsolated { self.wake(order, throwing: CancellationError()) }
            }
            wakeNextTogether()
        }

        private func wake(_ order: Int, throwing error: Error) {
            if let index = sleepers.firstIndex(where: { $0.order == order }) {
                sleepers.remove(at: index).continuation.resume(throwing: error)
            } else if let index = wakingTogether.firstIndex(where: { $0.order == order }) {
                wakingTogether.remove(at: index).continuation.resume(throwing: error)
            }
        }

        // MARK: Trackers and loops

        /// The trackers of `track`/`observe … as label` (every tracker a statement installs under it).
        func trackers(_ label: String, rearming: Bool = false) -> BindsimTrackers {
            if let existing = trackers[label] { return existing }
            let made = BindsimTrackers(self, rearming: rearming)
            trackers[label] = made
            return made
        }

        /// `on observations(E) as label { … }`: a task iterating `Observations(value)`, `body` per value.
        func observations<Value: Sendable>(_ label: String, of value: @escaping @isolated(any) @Sendable () -> Value,
                                           _ body: @escaping @MainActor (Value) async throws -> Void) {
            let loop = BindsimLoop()
            loops[label] = loop
            loop.task = Task { @MainActor in
                defer { loop.hasEnded = true }
                for await element in Observations(value) {
                    self.jobStarts()
                    do { try await body(element) } catch is CancellationError { return } catch { self.failed(error); return }
                }
            }
        }

        /// `unbind LABEL`: its trackers are cancelled (their `onChange` does nothing from now on), or
        /// its Observations loop's task is.
        func unbind(_ label: String) {
            trackers[label]?.cancel()
            loops[label]?.cancel()
        }

        // MARK: Writes

        /// A write of the observable `name` that `expect lost write` watches: an inner write (made
        /// while an outer write of it is under way) whose value the outer store replaced is lost.
        func write<Value: BindsimConvertible>(_ name: String, _ value: Value, holds: () -> Value, store: (Value) -> Void) {
            let depth = writesUnderWay[name, default: 0]
            let before = holds().bindsimValue
            writesUnderWay[name] = depth + 1
            store(value)
            writesUnderWay[name] = depth
            if depth > 0 {
                innerWrites[name, default: []].append((before, value.bindsimValue))
                return
            }
            let stored = holds().bindsimValue
            for inner in innerWrites[name] ?? [] where inner.written != inner.before && inner.written != stored {
                if !lostWrites.contains(name) { lostWrites.append(name) }
            }
            innerWrites[name] = nil
        }

        // MARK: Expectations

    """# + "\n" + expectationChecks + "\n" + #"""

        /// `expect N in [V, …]`: one of these (the outcomes of an order Swift leaves unspecified).
        func expectIn<T: BindsimConvertible>(line: Int, _ source: String, _ actual: T, _ expected: [T],
                                             file: StaticString = #filePath, testLine: UInt = #line) {
            expectation(line: line, source, expected.contains(actual),
                        "expected one of \(BindsimValue.list(expected.map(\.bindsimValue))), found \(actual.bindsimValue)",
                        file: file, testLine: testLine)
        }

        /// `expect LABEL ended` / `expect LABEL running`.
        func expectEnded(line: Int, _ source: String, _ label: String, ended: Bool,
                         file: StaticString = #filePath, testLine: UInt = #line) {
            let running = trackers[label]?.isRunning ?? loops[label]?.isRunning ?? false
            expectation(line: line, source, running != ended, running ? "\(label) is still running" : "\(label) has ended",
                        file: file, testLine: testLine)
        }

        /// `expect lost write of N` (`name`) / `expect no lost write` (nil), about the step that ran last.
        func expectLostWrite(line: Int, _ source: String, of name: String?, file: StaticString = #filePath,
                             testLine: UInt = #line) {
            if let name {
                expectation(line: line, source, lostWrites.contains(name), "no write of \(name) was lost",
                            file: file, testLine: testLine)
            } else {
                expectation(line: line, source, lostWrites.isEmpty, "a write of \(lostWrites.first ?? "") was lost",
                            file: file, testLine: testLine)
            }
        }

        /// `invariant E`: checked after every step from here on.
        func invariant(line: Int, _ source: String, _ holds: @escaping () throws -> Bool) {
            invariants.append((line, source, holds))
        }
    }

    /// A task asleep on the run's clock until `deadline`.
    fileprivate struct BindsimSleeper {
        let deadline: Int
        /// When it went to sleep, among all sleeps: ties at one deadline wake in this order.
        let order: Int
        let continuation: CheckedContinuation<Void, Error>

        func isBefore(_ other: BindsimSleeper) -> Bool {
            (deadline, order) < (other.deadline, other.order)
        }
    }

    /// Every tracker one label installs: `withObservationTracking` has no cancellation, so `unbind`
    /// makes their `onChange` do nothing from then on. One-shot trackers run while one is installed
    /// and has not fired; re-arming ones (`observe`) until they are unbound.
    @MainActor fileprivate final class BindsimTrackers {
        /// Weak: a handler fired after the test (the end releasing the trackers) finds no run.
        private weak var run: BindsimObservationRun?
        private let rearming: Bool
        private var installed = 0
        private(set) var isCancelled = false

        init(_ run: BindsimObservationRun, rearming: Bool) {
            self.run = run
            self.rearming = rearming
        }

        var isRunning: Bool { !isCancelled && (rearming || installed > 0) }

        /// Installs a tracker: `install` calls `withObservationTracking`, with the tracker to re-arm
        /// (`rearm`) and to report to from `onChange`.
        func track(_ install: @escaping @MainActor (BindsimTracker) -> Void) {
            BindsimTracker(self, install).arm()
        }

        func armed() { installed += 1 }
        func fired() { installed -= 1 }

        func cancel() { isCancelled = true }

        var observationRun: BindsimObservationRun? { run }
    }

    /// One `track`/`observe` statement's tracker as installed: what re-arming it installs again.
    @MainActor fileprivate final class BindsimTracker {
        private let trackers: BindsimTrackers
        private let install: @MainActor (BindsimTracker) -> Void
        /// Whether this installation has fired (its `onChange` has returned, or its hop has run).
        private var hasFired = false
        /// `onChange` calls under way: Swift calls it again for a write it makes (the tracker stays
        /// installed until it returns).
        private var changing = 0
        /// Installations made from this statement, counting re-arms: an `observe` block that re-armed
        /// itself is not re-armed again.
        private var arms: BindsimCounter

        init(_ trackers: BindsimTrackers, _ install: @escaping @MainActor (BindsimTracker) -> Void,
                         arms: BindsimCounter = BindsimCounter()) {
            self.trackers = trackers
            self.install = install
            self.arms = arms
        }

        func arm() {
            guard !trackers.isCancelled else { return }
            arms.count += 1
            trackers.armed()
            install(self)
        }

        /// `rearm`: installs this statement's tracker again.
        func rearm() {
            BindsimTracker(trackers, install, arms: arms).arm()
        }

        /// In `onChange` (which runs inside the willSet of the write): `handler` runs, unless unbound.
        func changed(_ handler: () throws -> Void) {
            guard !trackers.isCancelled, let run = trackers.observationRun else { return }
            changing += 1
            run.perform(handler)
            changing -= 1
            if changing == 0 { fire() }
        }

        /// `observe`'s `onChange`: the block runs as a job on the main actor, then the tracker is
        /// installed again unless the block re-armed it.
        func hop(_ block: () throws -> Void) {
            fire()
            guard !trackers.isCancelled, let run = trackers.observationRun else { return }
            run.jobStarts()
            let before = arms.count
            run.perform(block)
            if arms.count == before { rearm() }
        }

        private func fire() {
            guard !hasFired else { return }
            hasFired = true
            trackers.fired()
        }
    }

    /// A count several installations of one statement share.
    fileprivate final class BindsimCounter {
        var count = 0
    }

    /// An `observations` loop's task.
    @MainActor fileprivate final class BindsimLoop {
        var task: Task<Void, Never>?
        var hasEnded = false
        private var isCancelled = false
        var isRunning: Bool { !isCancelled && !hasEnded }

        func cancel() {
            isCancelled = true
            task?.cancel()
        }
    }

    /// `mutate N = V`: an in-place mutation, through the property's `_modify` (which announces
    /// whatever the value, as Swift's Observation does for a mutation in place).
    fileprivate func bindsimMutate<Value>(_ target: inout Value, _ value: Value) {
        target = value
    }

    extension Bindsim {
        /// A duration computed as the scenario runs (`wait ms(n)`), in milliseconds: at least 0.
        static func milliseconds(_ value: BindsimValue, for use: String) throws -> Int {
            guard case .duration(let milliseconds) = value, milliseconds >= 0 else {
                throw BindsimError("'\(use)' needs a duration of at least 0ms, found \(value)")
            }
            return milliseconds
        }
    }
    """#

    static let observationAlways = #"""
    /// A value of an `always` observable: not Equatable, so the `@Observable` setter announces
    /// every write (its equality check needs `Equatable`).
    fileprivate struct BindsimAlways<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    """#

    static let observationObserved = #"""
    // MARK: - Support: what bindsim observed (`bindsim export --observed`)

    extension BindsimObservationRun {
        /// After a step: what the node `name` holds now, against what bindsim observed. A difference
        /// fails, naming node, step and line.
        func observed(step: Int, line: Int, _ name: String, value expected: BindsimValue, holds current: BindsimValue) {
            if current != expected {
                XCTFail("observed: step \(step) (line \(line)): \(name) holds \(Bindsim.json(current)), "
                        + "bindsim: \(Bindsim.json(expected))")
            }
        }
    }
    """#
}
