extension Array where Element == Statement {
    /// Calls `body` with every expression the statements hold, nested streams, `on` blocks and
    /// `if` branches included (the export's support section needs to know the builtins called).
    func forEachExpression(_ body: (Expr) -> Void) {
        func visit(_ stream: Stream) {
            stream.forEachCall(visitCall)
        }
        func visitCall(_ call: OperatorCall) {
            for argument in call.arguments {
                switch argument {
                case .expression(let expr): body(expr)
                case .stream(let stream): visit(stream)
                case .block(let block): block.forEachExpression(body)
                case .invalid: break
                }
            }
        }
        forEachEnteringBranches { statement, _ in
            switch statement.kind {
            case .declare(let declaration):
                switch declaration.value {
                case .initial(let expr): body(expr)
                case .stream(let stream): visit(stream)
                case .block(let block): block.forEachExpression(body)
                case .none: break
                }
            case .bind(let source, _, _): visit(source)
            case .bindTwoWay(let left, let right, _, _): (left.operators + right.operators).forEach(visitCall)
            case .on(let source, let block, let completion, _):
                visit(source)
                block.forEachExpression(body)
                completion?.forEachExpression(body)
            case .ifElse(let condition, _, _), .user(_, let condition), .set(_, let condition, _), .wait(let condition),
                 .expectValue(_, _, let condition), .invariant(let condition, _):
                body(condition)
            case .type(_, _, let every): every.map(body)
            case .expectEmitted(_, let values), .explore(_, let values), .expectIn(_, let values): values.forEach(body)
            case .mutate(_, let value): body(value)
            case .complete(_, let failure): failure.map(body)
            case .observations(let value, let block, _):
                body(value)
                block.forEachExpression(body)
            case .track(let tracking):
                (tracking.apply + tracking.onChange).forEachExpression(body)
            case .task(let block), .batch(let block):
                block.forEachExpression(body)
            case .unbind, .tap, .expectLoop, .expectNoLoop, .expectError, .expectEnded, .expectOverwrite, .allowRewrite,
                 .read, .rearm, .expectLostWrite, .view, .expectSwiftUI:
                break
            }
        }
    }
}
