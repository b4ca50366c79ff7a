/// Shrinks a failing sequence while the same property fails on the same node (or
/// the same invariant), until it is 1-minimal: no single candidate below still
/// fails. Candidates, tried in this order (explore.md, "Shrinking"): remove a run
/// of actions, halves first, down to one action; replace a value by each pool value
/// earlier in pool order; for a string, remove a run of characters, halves first,
/// down to one; for a number, 0, then the value truncated to an integer, then half
/// of it rounded toward 0 — made one at a time, as they are tried. The first candidate that still fails is
/// taken, and the search starts over from it. A sequence taken once is never taken
/// again (removing a character can land on a pool value that an earlier-in-pool
/// replacement would undo), so shrinking always ends.
struct Shrinker {
    let runner: SequenceRunner
    let alphabet: ActionAlphabet

    /// What shrinking ended with.
    struct Shrunk {
        var actions: [Action]
        /// The run of `actions` (the step that fails may have moved earlier).
        var result: SequenceRunner.Result
        /// False when the budget ran out before every candidate was tried.
        var minimal: Bool
    }

    /// Shrinks `actions`, performing at most `budget` actions over all the
    /// candidates it runs (long sequences take time per candidate).
    func shrink(_ actions: [Action], failure: ExploreFailure,
                budget: Int = ExploreOptions.maxShrinkActions) -> Shrunk {
        var current = actions
        var result = runner.run(current)
        var spent = result.performed
        var taken: Set<[Action]> = [current]
        var improved = true
        while improved {
            improved = false
            for candidate in candidates(current) where !taken.contains(candidate) {
                guard spent < budget else { return Shrunk(actions: current, result: result, minimal: false) }
                let attempt = runner.run(candidate)
                spent += attempt.performed
                if let found = attempt.failure, found == failure {
                    // A failing step before the end makes the rest of the sequence unneeded.
                    current = Array(candidate.prefix(min(candidate.count, attempt.failedAt + 1)))
                    taken.insert(current)
                    result = attempt
                    improved = true
                    break
                }
            }
        }
        return Shrunk(actions: current, result: result, minimal: true)
    }

    /// Every simplification of `actions`, in the order they are tried, made one at a
    /// time as the search asks (a round that takes its first candidate builds no other):
    /// removals of runs of actions, halves first — a half, then quarters, … then single
    /// actions — then each action's simpler forms.
    func candidates(_ actions: [Action]) -> AnySequence<[Action]> {
        let removals = Self.chunkRemovals(of: actions).lazy.map { range -> [Action] in
            var shorter = actions
            shorter.removeSubrange(range)
            return shorter
        }
        let simplified = actions.indices.lazy.flatMap { index in
            simplifications(of: actions[index]).lazy.map { simpler -> [Action] in
                var changed = actions
                changed[index] = simpler
                return changed
            }
        }
        return AnySequence(Chain(first: removals.makeIterator(), second: simplified.makeIterator()))
    }

    /// The ranges removed from `items`: halves, then quarters, … then single items; a
    /// run equal to the one just before it is skipped (removing either gives the same).
    static func chunkRemovals<T: Equatable>(of items: [T]) -> AnySequence<Range<Int>> {
        var sizes: [Int] = []
        var size = items.count / 2
        while size > 1 {
            sizes.append(size)
            size /= 2
        }
        if !items.isEmpty { sizes.append(1) }
        return AnySequence(sizes.lazy.flatMap { size in
            stride(from: 0, to: items.count, by: size).lazy.compactMap { start -> Range<Int>? in
                let range = start..<min(items.count, start + size)
                let before = (start - size)..<start
                if start >= size, range.count == size, items[range] == items[before] { return nil }
                return range
            }
        })
    }

    /// Simpler forms of one action, in order.
    func simplifications(of action: Action) -> AnySequence<Action> {
        switch action {
        case .user(let node, let value):
            return AnySequence(simpler(value, pool: alphabet.pools[node] ?? []).lazy.map { .user(node: node, value: $0) })
        case .set(let node, let value):
            return AnySequence(simpler(value, pool: alphabet.pools[node] ?? []).lazy.map { .set(node: node, value: $0) })
        case .type(let node, let text, let every):
            let earlier = (alphabet.characters[node] ?? []).prefix { $0 != text }
            return AnySequence(earlier.map { .type(node: node, text: $0, everyMilliseconds: every) })
        case .wait(let milliseconds):
            return AnySequence(alphabet.waits.prefix { $0 != milliseconds }.map { .wait(milliseconds: $0) })
        case .waitForNextTimer, .tap, .complete:
            return AnySequence([])
        }
    }

    /// Earlier pool values (for a value in the pool); for a string, removals of runs of
    /// its characters, halves first, made one at a time (a long text has as many
    /// candidates as characters, each as long as the text); for a number, 0, the value
    /// truncated, half of it.
    private func simpler(_ value: Value, pool: [Value]) -> AnySequence<Value> {
        let earlier = pool.contains(value) ? Array(pool.prefix { $0 != value }) : []
        switch value {
        case .string(let text):
            let characters = Array(text)
            let shorter = Self.chunkRemovals(of: characters).lazy.compactMap { range -> Value? in
                var rest = characters
                rest.removeSubrange(range)
                let candidate = Value.string(String(rest))
                return earlier.contains(candidate) ? nil : candidate
            }
            return AnySequence(Chain(first: earlier.makeIterator(), second: shorter.makeIterator()))
        case .number(let number):
            let half = (number / 2).rounded(.towardZero)
            let numbers = [0, number.rounded(.towardZero), half].filter { $0 != number }.map(Value.number)
            return AnySequence(ValuePools.unique(earlier + numbers).filter { $0 != value })
        default:
            return AnySequence(earlier)
        }
    }
}

/// The elements of one iterator, then those of another.
private struct Chain<First: IteratorProtocol, Second: IteratorProtocol>: IteratorProtocol, Sequence
where First.Element == Second.Element {
    var first: First
    var second: Second

    mutating func next() -> First.Element? {
        first.next() ?? second.next()
    }
}
