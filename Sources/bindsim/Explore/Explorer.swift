import Foundation

/// `bindsim explore`: searches sequences of actions for one that breaks a
/// property, then shrinks it (explore.md). Sequences run on `jobs` threads; the
/// result does not depend on how many: each random run draws from its own seed,
/// and the failure reported is the one with the lowest run number (or, in
/// exhaustive mode, the first sequence in lexicographic order).
struct Explorer: Sendable {
    let program: Program
    let file: SourceFile
    let options: ExploreOptions
    let alphabet: ActionAlphabet
    let runner: SequenceRunner

    init(program: Program, file: SourceFile, options: ExploreOptions, alphabet: ActionAlphabet) {
        self.program = program
        self.file = file
        self.options = options
        self.alphabet = alphabet
        runner = SequenceRunner(program: program, file: file, options: options)
    }

    /// The first failing sequence found, before shrinking.
    struct Found: Sendable {
        /// The run number (random) or the sequence's index (exhaustive).
        var number: Int
        var actions: [Action]
        var failure: ExploreFailure
    }

    /// What a search did.
    struct Search: Sendable {
        /// Sequences run, and actions performed in all (setup steps not counted).
        var sequences = 0
        var actions = 0
        /// Events delivered in all (setup steps counted): the search's work.
        var events = 0
        /// Why the search ended before its last sequence, or nil.
        var stoppedEarly: ExploreStop?
        /// The threads the search asked for, and how many could be started (0: it did not run).
        var threads = (asked: 0, started: 0)
        /// How many sequences failed.
        var failingSequences = 0
        /// The failure to report: the lowest-numbered one.
        var found: Found?
        /// Every distinct failure (property and subject), with the lowest run number
        /// that showed it and how many sequences did.
        var distinct: [String: Seen] = [:]

        struct Seen: Sendable {
            var failure: ExploreFailure
            var firstNumber: Int
            var sequences: Int
        }

        mutating func record(_ failure: ExploreFailure, number: Int) {
            let key = failure.key
            if var seen = distinct[key] {
                seen.sequences += 1
                if number < seen.firstNumber { seen.firstNumber = number; seen.failure = failure }
                distinct[key] = seen
            } else {
                distinct[key] = Seen(failure: failure, firstNumber: number, sequences: 1)
            }
        }

        /// The distinct failures other than the reported one, by their first run number.
        var others: [Seen] {
            distinct.values.filter { $0.failure != found?.failure }.sorted { $0.firstNumber < $1.firstNumber }
        }
    }

    /// The sequence random run `number` tries.
    func randomSequence(_ number: Int) -> [Action] {
        var random = SplitMix64(seed: options.seed, run: UInt64(number))
        let length = 1 + random.next(below: options.steps)
        return (0..<length).map { _ in alphabet.actions[random.next(below: alphabet.actions.count)] }
    }

    /// The sequence of exactly `depth` actions with index `index` in lexicographic order.
    func exhaustiveSequence(_ index: Int, depth: Int) -> [Action] {
        var digits = [Int](repeating: 0, count: depth)
        var rest = index
        for position in stride(from: depth - 1, through: 0, by: -1) {
            digits[position] = rest % alphabet.actions.count
            rest /= alphabet.actions.count
        }
        return digits.map { alphabet.actions[$0] }
    }

    /// How many sequences an exhaustive search of `depth` runs, or nil past the limit.
    static func sequenceCount(actions: Int, depth: Int) -> Int? {
        var count = 1
        for _ in 0..<depth {
            let next = count.multipliedReportingOverflow(by: actions)
            guard !next.overflow, next.partialValue <= ExploreOptions.maxSequences else { return nil }
            count = next.partialValue
        }
        return count
    }

    /// Runs the search: `total` sequences, `sequence(i)` the i-th; `progress` hears
    /// (sequences done, failing sequences) now and then, from the search threads.
    ///
    /// Sequences run in blocks of `blockSize`, merged in order: the search stops at
    /// the end of the first block after which its work (events delivered, setups
    /// included) reached `workBudget`, or `shouldStop()` said so — a search whose every
    /// sequence loops ends in bounded time with a partial report. Where a budget
    /// stops it does not depend on the number of jobs (an interruption's place does).
    func search(total: Int, sequence: @escaping @Sendable (Int) -> [Action],
                workBudget: Int = ExploreOptions.maxSearchEvents,
                shouldStop: @escaping @Sendable () -> Bool = { false },
                startThread: (@escaping @Sendable () -> Void) -> Bool = SearchThreads.startThread,
                progress: (@Sendable (Int, Int) -> Void)? = nil) -> Search {
        let asked = max(1, min(options.jobs, total, Self.blockSize))
        let blocks = SearchBlocks(total: total, workBudget: workBudget, shouldStop: shouldStop, progress: progress)
        let runner = self.runner
        // Each job runs every jobs-th sequence of a block on a thread of its own; as many
        // jobs as threads could be started (the result does not depend on how many).
        let started = SearchThreads.run(count: SearchThreads.fitting(asked), start: startThread) { job, jobs in
            var block = 0
            while blocks.mayStart(block) {
                var local = Search()
                var number = block * Self.blockSize + job
                // An interruption ends the block early (its place is not deterministic anyway).
                while number < min(total, (block + 1) * Self.blockSize) && !shouldStop() {
                    Self.runOne(number, runner: runner, sequence: sequence, into: &local)
                    number += jobs
                }
                blocks.finished(block, job: job, of: jobs, local)
                block += 1
            }
        }
        var search = blocks.result
        search.threads = (asked: asked, started: started)
        return search
    }

    /// Sequences per block (not per job: where the search stops must not depend on the jobs).
    static let blockSize = 64

    private static func runOne(_ number: Int, runner: SequenceRunner, sequence: (Int) -> [Action],
                               into local: inout Search) {
        let result = runner.run(sequence(number))
        local.sequences += 1
        local.actions += result.performed
        local.events += result.events
        guard let failure = result.failure else { return }
        local.failingSequences += 1
        local.record(failure, number: number)
        if local.found.map({ number < $0.number }) ?? true {
            // Up to the failing step: the rest never ran.
            local.found = Found(number: number, actions: Array(sequence(number).prefix(result.performed)),
                                failure: failure)
        }
    }
}

extension Explorer.Search {
    /// Adds `other`'s counts and failures (the lower-numbered failure is the one reported).
    mutating func absorb(_ other: Explorer.Search) {
        sequences += other.sequences
        actions += other.actions
        events += other.events
        failingSequences += other.failingSequences
        if let found = other.found, self.found.map({ found.number < $0.number }) ?? true {
            self.found = found
        }
        for seen in other.distinct.values {
            if var known = distinct[seen.failure.key] {
                known.sequences += seen.sequences
                if seen.firstNumber < known.firstNumber { known.firstNumber = seen.firstNumber; known.failure = seen.failure }
                distinct[seen.failure.key] = known
            } else {
                distinct[seen.failure.key] = seen
            }
        }
    }
}

/// The jobs' results, block by block, merged in block order so that the outcome
/// does not depend on the number of jobs or on timing. A job may run one block
/// ahead of the last merged one; a block past the stop is never merged.
private final class SearchBlocks: @unchecked Sendable {
    private let condition = NSCondition()
    private let total: Int
    private let blockCount: Int
    private let workBudget: Int
    private let shouldStop: @Sendable () -> Bool
    private let progress: (@Sendable (Int, Int) -> Void)?
    /// The jobs' results of blocks not merged yet, by block.
    private var pending: [Int: [Explorer.Search?]] = [:]
    private var merged = Explorer.Search()
    /// The next block to merge, and the first block not to run.
    private var nextToMerge = 0
    private var stopAt: Int

    init(total: Int, workBudget: Int, shouldStop: @escaping @Sendable () -> Bool,
         progress: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        blockCount = (total + Explorer.blockSize - 1) / Explorer.blockSize
        stopAt = blockCount
        self.workBudget = workBudget
        self.shouldStop = shouldStop
        self.progress = progress
    }

    /// Whether a job may run `block` (waiting while it is more than one block ahead).
    func mayStart(_ block: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while block > nextToMerge + 1 && block < stopAt { condition.wait() }
        return block < stopAt
    }

    func finished(_ block: Int, job: Int, of jobs: Int, _ search: Explorer.Search) {
        condition.lock()
        var results = pending[block] ?? Array(repeating: nil, count: jobs)
        results[job] = search
        pending[block] = results
        var done: (Int, Int)?
        while nextToMerge < stopAt, let ready = pending[nextToMerge], ready.allSatisfy({ $0 != nil }) {
            pending[nextToMerge] = nil
            for part in ready { merged.absorb(part!) }
            nextToMerge += 1
            // An interruption may have cut the block just merged short, the last one included.
            if shouldStop() && merged.sequences < total {
                stopAt = nextToMerge
                merged.stoppedEarly = .interrupted
            } else if nextToMerge < stopAt && merged.events >= workBudget {
                stopAt = nextToMerge
                merged.stoppedEarly = .workBudget
            }
            done = (merged.sequences, merged.failingSequences)
        }
        condition.broadcast()
        condition.unlock()
        if let done { progress?(done.0, done.1) }
    }

    /// The merged result (once every job has ended).
    var result: Explorer.Search {
        condition.lock()
        defer { condition.unlock() }
        return merged
    }
}
