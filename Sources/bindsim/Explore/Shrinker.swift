/// Shrinks a failing sequence while the same property fails on the same node (or
/// the same invariant), until it is 1-minimal: no single candidate below still
/// fails. Candidates, tried in this order (explore.md, "Shrinking"): remove one
/// action; replace a value by each pool value earlier in pool order; for a string,
/// remove one character; for a number, 0, then the value truncated to an integer,
/// then half of it rounded toward 0. The first candidate that still fails is
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

    /// Every simplification of `actions`, in the order they are tried.
    func candidates(_ actions: [Action]) -> [[Action]] {
        var found: [[Action]] = []
        for index in actions.indices {
            var shorter = actions
            shorter.remove(at: index)
            found.append(shorter)
        }
        for (index, action) in actions.enumerated() {
            for simpler in simplifications(of: action) {
                var changed = actions
                changed[index] = simpler
                found.append(changed)
            }
        }
        return found
    }

    /// Simpler forms of one action, in order.
    func simplifications(of action: Action) -> [Action] {
        switch action {
        case .user(let node, let value):
            return simpler(value, pool: alphabet.pools[node] ?? []).map { .user(node: node, value: $0) }
        case .set(let node, let value):
            return simpler(value, pool: alphabet.pools[node] ?? []).map { .set(node: node, value: $0) }
        case .type(let node, let text, let every):
            let earlier = (alphabet.characters[node] ?? []).prefix { $0 != text }
            return earlier.map { .type(node: node, text: $0, everyMilliseconds: every) }
        case .wait(let milliseconds):
            return alphabet.waits.prefix { $0 != milliseconds }.map { .wait(milliseconds: $0) }
        case .waitForNextTimer, .tap:
            return []
        }
    }

    private func simpler(_ value: Value, pool: [Value]) -> [Value] {
        // Earlier pool values, for a value that is in the pool.
        var found = pool.contains(value) ? Array(pool.prefix { $0 != value }) : []
        switch value {
        case .string(let text):
            let characters = Array(text)
            for index in characters.indices {
                var shorter = characters
                shorter.remove(at: index)
                found.append(.string(String(shorter)))
            }
        case .number(let number):
            let half = (number / 2).rounded(.towardZero)
            for simpler in [0, number.rounded(.towardZero), half] where simpler != number {
                found.append(.number(simpler))
            }
        default:
            break
        }
        return ValuePools.unique(found).filter { $0 != value }
    }
}
