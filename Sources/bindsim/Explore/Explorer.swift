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
    func search(total: Int, sequence: @escaping @Sendable (Int) -> [Action],
                progress: (@Sendable (Int, Int) -> Void)? = nil) -> Search {
        let jobs = max(1, min(options.jobs, total))
        let results = SearchResults(jobs: jobs)
        let runner = self.runner
        let group = DispatchGroup()
        for job in 0..<jobs {
            group.enter()
            // Each job runs every jobs-th sequence on a thread of its own with a main
            // thread's stack: user code in `on` blocks nests as deep as the budgets allow.
            let thread = Thread {
                var local = Search()
                var number = job
                while number < total {
                    let result = runner.run(sequence(number))
                    local.sequences += 1
                    local.actions += result.performed
                    if let failure = result.failure {
                        local.failingSequences += 1
                        local.record(failure, number: number)
                        if local.found == nil {
                            // Up to the failing step: the rest never ran.
                            local.found = Found(number: number, actions: Array(sequence(number).prefix(result.performed)),
                                                failure: failure)
                        }
                    }
                    if local.sequences % 256 == 0 { results.report(job, local, progress: progress) }
                    number += jobs
                }
                results.finish(job, local, progress: progress)
                group.leave()
            }
            thread.stackSize = 16 << 20
            thread.start()
        }
        group.wait()
        return results.merged()
    }
}

/// The jobs' partial results, merged in a fixed order so that the outcome does not
/// depend on the number of jobs or on timing.
private final class SearchResults: @unchecked Sendable {
    private let lock = NSLock()
    private var partial: [Explorer.Search]
    private var done: [Bool]

    init(jobs: Int) {
        partial = Array(repeating: Explorer.Search(), count: jobs)
        done = Array(repeating: false, count: jobs)
    }

    func report(_ job: Int, _ search: Explorer.Search, progress: (@Sendable (Int, Int) -> Void)?) {
        lock.lock()
        partial[job] = search
        let sequences = partial.reduce(0) { $0 + $1.sequences }
        let failing = partial.reduce(0) { $0 + $1.failingSequences }
        lock.unlock()
        progress?(sequences, failing)
    }

    func finish(_ job: Int, _ search: Explorer.Search, progress: (@Sendable (Int, Int) -> Void)?) {
        report(job, search, progress: progress)
        lock.lock()
        done[job] = true
        lock.unlock()
    }

    func merged() -> Explorer.Search {
        lock.lock()
        defer { lock.unlock() }
        var total = Explorer.Search()
        for search in partial {
            total.sequences += search.sequences
            total.actions += search.actions
            total.failingSequences += search.failingSequences
            if let found = search.found, total.found.map({ found.number < $0.number }) ?? true {
                total.found = found
            }
            for seen in search.distinct.values {
                if var known = total.distinct[seen.failure.key] {
                    known.sequences += seen.sequences
                    if seen.firstNumber < known.firstNumber { known.firstNumber = seen.firstNumber; known.failure = seen.failure }
                    total.distinct[seen.failure.key] = known
                } else {
                    total.distinct[seen.failure.key] = seen
                }
            }
        }
        return total
    }
}
