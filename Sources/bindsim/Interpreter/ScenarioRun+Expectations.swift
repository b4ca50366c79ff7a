import BindKit

extension ScenarioRun {
    /// Checks an expectation against current values or the previous step and
    /// reports the result.
    func checkExpectation(_ statement: Statement) {
        let source = StepInfo.firstLine(file.text(in: statement.range))
        var result = ExpectationResult(
            line: statement.range.start.line, column: statement.range.start.column,
            source: source, passed: true, detail: nil)
        switch statement.kind {
        case .expectValue(let target, let equal, let expr):
            guard let node = node(target), let expected = evaluate(expr, .empty), let actual = expectedValue(of: node) else { return }
            result.passed = equal ? actual == expected : actual != expected
            if !result.passed {
                result.detail = equal
                    ? "expected \(expected.traceText), found \(actual.traceText)"
                    : "expected a value other than \(expected.traceText), found \(actual.traceText)"
            }
        case .expectEmitted(let target, let exprs):
            var expected: [Value] = []
            for expr in exprs {
                guard let value = evaluate(expr, .empty) else { return }
                expected.append(value)
            }
            let actual = previousStep?.announcements[target.name] ?? []
            let count = previousStep?.announcementCounts[target.name] ?? 0
            result.passed = actual == expected && count == actual.count
            if !result.passed {
                let more = count > actual.count ? " and \(count - actual.count) more (\(count) in all)" : ""
                result.detail = "expected \(target.name) to announce \(Value.list(expected).traceText), "
                    + "it announced \(Value.list(actual).traceText)\(more)"
            }
        case .expectLoop(let through):
            let loops = previousStep?.loops ?? []
            acknowledgeLoop()
            if loops.isEmpty {
                result.passed = false
                result.detail = "the previous step did not loop"
                if isStyleVariant { result.fixed = .noLoop }
            } else if !through.isEmpty {
                let cycle = Set(loops.flatMap(\.cycle))
                let missing = through.map(\.name).filter { !cycle.contains($0) }
                if !missing.isEmpty {
                    result.passed = false
                    result.detail = "the loop (\(loops[0].summary)) does not pass through "
                        + missing.map { "'\($0)'" }.joined(separator: ", ")
                }
            }
        case .expectNoLoop:
            if let loop = previousStep?.loops.first {
                result.passed = false
                result.detail = "the previous step looped: \(loop.summary)"
                acknowledgeLoop()
            }
        case .expectError(let occurred):
            checkErrors(expected: occurred, into: &result)
        case .expectEnded(let label, let state):
            guard let subscription = subscription(named: label.name) else { return }
            checkEnded(subscription, label.name, state, into: &result)
        case .expectOverwrite(let target):
            checkOverwrites(of: target, into: &result)
        case .expectLostWrite(let target):
            checkLostWrites(of: target, into: &result)
        case .expectIn(let target, let exprs):
            guard let node = node(target) else { return }
            var expected: [Value] = []
            for expr in exprs {
                guard let value = evaluate(expr, .empty) else { return }
                expected.append(value)
            }
            guard let actual = expectedValue(of: node) else { return }
            result.passed = expected.contains(actual)
            if !result.passed {
                result.detail = "expected one of \(Value.list(expected).traceText), found \(actual.traceText)"
            }
        case .declare, .bind, .bindTwoWay, .on, .ifElse, .user, .type, .set, .wait, .invariant, .allowRewrite,
             .explore, .unbind, .tap, .track, .read, .rearm, .mutate, .task, .batch, .observations, .complete, .view:
            return
        case .expectSwiftUI(let expectation):
            guard checkSwiftUI(expectation, into: &result) else { return }
        }
        record(result)
    }

    /// SwiftUI's expectations: what a control shows now, and what the previous step rendered,
    /// ran and logged. False when evaluating the expectation stopped the run.
    private func checkSwiftUI(_ expectation: SwiftUIExpectation, into result: inout ExpectationResult) -> Bool {
        guard let model = swiftUI else { return false }
        let step = model.previousStep
        switch expectation {
        case .shows(let control, let expr):
            guard let expected = evaluate(expr, .empty) else { return false }
            let shows = model.controls[control.name]?.shows ?? .nil
            result.passed = shows == expected
            if !result.passed { result.detail = "expected \(control.name) to show \(expected.traceText), it shows \(shows.traceText)" }
        case .diverged(let control):
            result.passed = divergence(of: control.name) != nil
            if !result.passed {
                let shows = model.controls[control.name]?.shows ?? .nil
                result.detail = "\(control.name) shows \(shows.traceText), as its binding reads"
            }
        case .rendered(let view, let count):
            let renders = step.renders[view.name] ?? 0
            result.passed = count.map { renders == $0 } ?? (renders > 0)
            if !result.passed {
                let expected = count.map { "\($0) time\($0 == 1 ? "" : "s")" } ?? "at least once"
                result.detail = "expected \(view.name) to render \(expected) in the previous step, it rendered \(renders) time\(renders == 1 ? "" : "s")"
            }
        case .received(let label, let exprs):
            var expected: [Value] = []
            for expr in exprs {
                guard let value = evaluate(expr, .empty) else { return false }
                expected.append(value)
            }
            let actual = step.received[label.name] ?? []
            result.passed = actual == expected
            if !result.passed {
                result.detail = "expected \(label.name) to receive \(Value.list(expected).traceText), it received \(Value.list(actual).traceText)"
            }
        case .warning(let warning, _):
            result.passed = step.warnings.contains(warning)
            if !result.passed { result.detail = "the previous step logged no \(warning.rawValue) warning" }
        case .noWarning:
            if let first = step.warnings.first {
                result.passed = false
                result.detail = "the previous step logged \(first.rawValue): \"\(first.message)\""
            }
        case .renderLoop:
            let loops = previousStep?.loops ?? []
            acknowledgeLoop()
            if loops.isEmpty {
                result.passed = false
                result.detail = "the previous step did not loop"
            } else if !loops.contains(where: { $0.cycle.contains(where: model.isView) }) {
                result.passed = false
                result.detail = "the previous step's loop (\(loops[0].summary)) passes through no view's evaluation"
            }
        }
        return true
    }

    /// `expect LABEL running`, `ended`, `finished` or `failed`.
    private func checkEnded(_ subscription: RunSubscription, _ label: String, _ state: ExpectedSubscriptionState,
                            into result: inout ExpectationResult) {
        switch state {
        case .running:
            result.passed = subscription.isRunning
            if !result.passed { result.detail = "\(label) has ended" }
        case .ended:
            result.passed = !subscription.isRunning
            if !result.passed { result.detail = "\(label) is still running" }
        case .finished, .failed:
            result.passed = subscription.hasEnded(state == .finished ? .completed : .error)
            if !result.passed {
                result.detail = subscription.isRunning ? "\(label) is still running"
                    : subscription.hasEnded(.unbound) ? "\(label) was unbound"
                    : "\(label) \(state == .finished ? "failed" : "finished")"
            }
        }
    }

    /// `expect error` (`expected`) or `expect no error`, about the previous step.
    private func checkErrors(expected: Bool, into result: inout ExpectationResult) {
        let errors = previousStep?.errors ?? []
        acknowledgeError()
        if expected, errors.isEmpty {
            result.passed = false
            result.detail = "no error ended a subscription in the previous step"
            if isStyleVariant { result.fixed = .noError }
        } else if !expected, let first = errors.first {
            result.passed = false
            result.detail = "\(first.label) ended by an error: \(first.error.message.text) [\(first.error.message.code)]"
        }
    }

    /// The value of `node` an expectation compares: a computed node's expression is evaluated,
    /// and its run-time error stops the run (nil) as it would anywhere else.
    private func expectedValue(of node: ScenarioNode) -> Value? {
        do {
            return try read(node)
        } catch {
            fail(error)
            return nil
        }
    }

    /// `expect lost write of NAME` or `expect no lost write`, about the previous step.
    private func checkLostWrites(of target: NameRef?, into result: inout ExpectationResult) {
        let lost = previousStep?.lostWrites ?? []
        if let target {
            result.passed = lost.contains { $0.node == target.name }
            if !result.passed { result.detail = "the previous step lost no write of \(target.name)" }
        } else if let first = lost.first {
            result.passed = false
            result.detail = "the previous step lost a write of \(first.node): \(first.value.traceText) was replaced by the pending store"
        }
    }

    /// `expect overwrite of NAME` (`target`), or `expect no overwrite` (nil).
    private func checkOverwrites(of target: NameRef?, into result: inout ExpectationResult) {
        let overwritten = previousStep?.overwritten ?? []
        if let target {
            result.passed = overwritten.contains(target.name)
            if !result.passed {
                result.detail = "the previous step overwrote no user edit of \(target.name)"
                if isStyleVariant { result.fixed = .editKept }
            }
        } else if let first = overwritten.first {
            result.passed = false
            result.detail = "the previous step overwrote the user's edit of \(first)"
        }
    }
}
