// The catalogue: every piece of text the front end shows a user lives in this file.
// Messages are lowercase, have no trailing period and quote source text in single quotes.
// Codes are stable: never renumber a code, only add new ones.

/// What went wrong, with the details a message needs. Each case has one stable code.
enum DiagnosticMessage: Hashable, Sendable {
    // File and lexical errors (E00xx).
    case fileTooLarge(limit: Int)
    case binaryFile
    case invalidUTF8
    case lineTooLong(limit: Int)
    case unexpectedCharacter(String)
    case unterminatedString
    case unknownEscape(String)
    case invalidUnicodeEscape(String)
    case stringTooLong(limit: Int)
    case numberOutOfRange(String)
    case invalidNumberSuffix(number: String, suffix: String)
    case invalidElementReference(String)
    case tooManyErrors(limit: Int)
    case loneCarriageReturn
    /// `//` or `/*`: a comment in another language's style.
    case foreignComment(String)
    case tooManyWarnings(limit: Int)
    // Warnings (W03xx): the scenario runs, but something will likely go wrong.
    case bindTypesDiffer(source: String, sourceType: String, target: String, targetType: String)
    case twoWayStyleWithoutTransforms(style: String)
    case unguardedCycle(String)
    case roundTripChanges
    case roundTripFails
    case roundTripNeverSettles(rounds: Int)
    case roundTripNotChecked(reason: String)
    // Syntax errors (E01xx).
    case expected(ExpectedToken, found: String)
    case expectedStatement(found: String)
    case keywordAsName(String)
    case scenarioNotFirst
    case duplicateScenario
    case notAllowedInBlock(String, block: String = "an 'on' block")
    case onlyAllowedInBlock(String)
    case nestingTooDeep(limit: Int)
    case unknownOperator(String)
    case unknownFunction(String)
    case wrongArgumentCount(name: String, expected: ArgumentCount, found: Int)
    case expectedDuration(found: String)
    case negativeDuration(String)
    case fractionalDuration(String)
    case missingArgumentLabel(operator: String, label: String)
    case expectedCount(operator: String, found: String)
    case unknownMember(String)
    case unknownStyle(String)
    case unknownType(String)
    case missingInitialValue(kind: String, name: String)
    case publishWithInitialValue(kind: String, name: String)
    case twoWaySideNotNode
    case tooFewStreams(name: String, minimum: Int)
    case languageNotFirst
    case unknownLanguageVersion(String)
    case newerLanguageVersion(file: String, tool: Int)
    /// A word of a later version than the file's `language N` says (a warning).
    case wordOfLaterVersion(word: String, version: Int, file: Int)
    /// A file with no statement (empty, or only comments and blank lines).
    case emptyScenario
    /// An operator where it cannot go: a source after a dot (`a.interval(1s)`, `starts`
    /// true) or a chain operator at the start of a stream (`map(it)`).
    case operatorOutOfPlace(name: String, starts: Bool)
    // Semantic errors (E02xx).
    case unknownNode(String)
    case duplicateDeclaration(String)
    case userNotAllowed(kind: String, name: String, statement: String)
    case labelAsSource(kind: String, name: String)
    case writeToStream(String)
    case expectValueOnPublish(kind: String, name: String)
    case cannotAnnounce(kind: String, name: String)
    case typeMismatch(value: String, name: String, type: String)
    case itOutsideContext
    case elementOutsideContext(String)
    case accOutsideScan
    case noCurrentValue(kind: String, name: String)
    case expectationWithoutStep(String)
    case duplicateLoopExpectation
    case invalidTwoWaySide(kind: String, name: String)
    case expectOnStream(String)
    case typedTextTooLong(limit: Int)
    case allowRewriteNeedsControl(statement: String, kind: String, name: String)
    case nothingToExplore(programmatic: Bool)
    case duplicateInvariantName(name: String, firstLine: Int)
    case unknownLabel(String)
    case duplicateLabel(name: String, firstLine: Int)
    case labelClashes(name: String, with: String)
    case onlyButtonsAreTapped(kind: String, name: String)
    case buttonOnlyTapped(name: String, statement: String)
    case enabledOfNonButton(kind: String, name: String)
    // Version 4, Observation (E0131–E0135 syntax, E0230–E0234 semantics, W0305).
    case semanticsNotFirst
    case unknownSemantics(String)
    /// An operator spelt as the other library spells it (`distinct()` under `semantics combine`).
    case foreignOperator(name: String, library: String, semantics: String)
    /// An operator of RxSwift's that Combine has none of (`withLatestFrom` under `combine`).
    case noCombineCounterpart(name: String)
    /// `receive(on: X)` with X neither `main` nor `immediate`.
    case unknownScheduler(String)
    /// `complete`/`fail` on a node that cannot end.
    case cannotEnd(kind: String, name: String, statement: String)
    /// A bare `object` name used as a stream.
    case objectNotAStream(String)
    /// `objectWillChange(x)` or `published … in x` where x is no object.
    case notAnObject(kind: String, name: String, use: String)
    /// A write into an object.
    case objectNotWritable(String)
    /// A failure the checker sees reach a subscription Combine requires `Failure == Never` of.
    case failureReachesNeverSubscriber(label: String)
    /// `set NAME.value = …` on a node that is no CurrentValueSubject.
    case valueSetterNeedsCurrentValue(kind: String, name: String)
    /// A future a `deferred(…)` makes per subscription, subscribed as itself.
    case deferredFutureSubscribed(String)
    /// `set F` / `fail F` of such a future outside its block.
    case deferredFutureFulfilledOutside(statement: String, name: String)
    /// `assign A <-> B`.
    case assignIsOneWay
    /// A word of Combine's that language 4 leaves out (`LaterWords`).
    case notInLanguage4(word: String, models: String)
    // Version 4, SwiftUI (E0144–E0146 syntax, E0244–E0250 semantics).
    /// `state` or `view` in a file whose semantics is not `swiftui`.
    case needsSwiftUISemantics(word: String, semantics: String)
    /// A line in a view that is none of its controls and modifiers.
    case expectedViewItem(found: String)
    /// A SwiftUI word of language 4 that this bindsim does not run yet.
    case swiftUINotYet(word: String, models: String)
    /// `textfield F <-> NODE` with a NODE that SwiftUI cannot bind to.
    case controlNeedsBindable(kind: String, name: String)
    /// A UIKit control (`field`, `terminal`, a top-level `label` or `button`) under `semantics swiftui`.
    case uikitControlUnderSwiftUI(kind: String, name: String)
    /// A write into a view or a control.
    case viewPartNotWritable(kind: String, name: String, statement: String)
    /// `expect F …` whose form does not fit F's kind (`shows` on a view, `rendered` on a control).
    case swiftUIExpectationTarget(form: String, needs: String, kind: String, name: String)
    /// `expect L received …` where L is no onChange's label.
    case unknownOnChange(String)
    /// An expectation that needs a SwiftUI rule bindsim leaves out in this round (O4, S3).
    case needsUnmodelledRule(form: String, rule: String, models: String)
    /// `.switchToLatest()` after anything but `map(S)`.
    case switchToLatestAfterMap
    case readOutsideApply
    case rearmOutsideTracker
    case observationNotAStream(kind: String, name: String)
    case mutateNeedsObservable(kind: String, name: String)
    case computedNotWritable(String)
    case untrackedRead(kind: String, name: String)
    case lostWriteNeedsWillSet(kind: String, name: String)
    case notInBatch(word: String, reason: String)
    case computedTooCostly(name: String, depth: Int, evaluations: Int, maxDepth: Int, maxEvaluations: Int)
    // What `bindsim export` refuses (E05xx): statements with no faithful counterpart in the target library.
    case notExportableNode(kind: String, name: String, models: String, library: String = "RxSwift")
    /// A file whose semantics no export target has (`semantics combine`).
    case notExportableSemantics(String)
    case notExportableStyle(style: String, models: String)
    case notExportableStatement(word: String, models: String, library: String = "RxSwift")
    case notObservationScenario
    // Run-time errors (E03xx), raised while a checked scenario runs.
    case runtime(RuntimeMessage)

    /// The stable code shown after the message and listed in docs/language.md.
    var code: String {
        switch self {
        case .runtime(let message): message.code
        case .fileTooLarge: "E0001"
        case .binaryFile: "E0002"
        case .invalidUTF8: "E0003"
        case .lineTooLong: "E0004"
        case .unexpectedCharacter: "E0005"
        case .unterminatedString: "E0006"
        case .unknownEscape: "E0007"
        case .invalidUnicodeEscape: "E0008"
        case .stringTooLong: "E0009"
        case .numberOutOfRange: "E0010"
        case .invalidNumberSuffix: "E0011"
        case .invalidElementReference: "E0012"
        case .tooManyErrors: "E0013"
        case .loneCarriageReturn: "E0014"
        case .foreignComment: "E0015"
        case .tooManyWarnings: "W0302"
        case .bindTypesDiffer: "W0301"
        case .twoWayStyleWithoutTransforms: "W0303"
        case .unguardedCycle: "W0304"
        case .roundTripChanges: "W0410"
        case .roundTripFails: "W0411"
        case .roundTripNeverSettles: "W0412"
        case .roundTripNotChecked: "W0413"
        case .expected: "E0101"
        case .expectedStatement: "E0102"
        case .keywordAsName: "E0103"
        case .scenarioNotFirst: "E0104"
        case .duplicateScenario: "E0105"
        case .notAllowedInBlock: "E0106"
        case .onlyAllowedInBlock: "E0107"
        case .nestingTooDeep: "E0108"
        case .unknownOperator: "E0109"
        case .unknownFunction: "E0110"
        case .wrongArgumentCount: "E0111"
        case .expectedDuration: "E0112"
        case .negativeDuration: "E0113"
        case .fractionalDuration: "E0114"
        case .expectedCount: "E0116"
        case .unknownMember: "E0117"
        case .unknownStyle: "E0118"
        case .unknownType: "E0119"
        case .missingInitialValue: "E0120"
        case .publishWithInitialValue: "E0121"
        case .twoWaySideNotNode: "E0122"
        case .tooFewStreams: "E0123"
        case .missingArgumentLabel: "E0124"
        case .languageNotFirst: "E0125"
        case .unknownLanguageVersion: "E0126"
        case .newerLanguageVersion: "E0127"
        case .wordOfLaterVersion: "W0130"
        case .emptyScenario: "E0128"
        case .operatorOutOfPlace: "E0129"
        case .unknownNode: "E0201"
        case .duplicateDeclaration: "E0202"
        case .userNotAllowed: "E0203"
        case .labelAsSource: "E0204"
        case .writeToStream: "E0205"
        case .expectValueOnPublish: "E0206"
        case .cannotAnnounce: "E0207"
        case .typeMismatch: "E0208"
        case .itOutsideContext: "E0209"
        case .elementOutsideContext: "E0210"
        case .accOutsideScan: "E0211"
        case .noCurrentValue: "E0212"
        case .expectationWithoutStep: "E0213"
        case .duplicateLoopExpectation: "E0214"
        case .invalidTwoWaySide: "E0215"
        case .expectOnStream: "E0216"
        case .typedTextTooLong: "E0217"
        case .allowRewriteNeedsControl: "E0218"
        case .nothingToExplore: "E0219"
        case .duplicateInvariantName: "E0220"
        case .unknownLabel: "E0221"
        case .duplicateLabel: "E0222"
        case .labelClashes: "E0223"
        case .onlyButtonsAreTapped: "E0224"
        case .buttonOnlyTapped: "E0225"
        case .enabledOfNonButton: "E0226"
        case .semanticsNotFirst: "E0131"
        case .unknownSemantics: "E0132"
        case .foreignOperator: "E0136"
        case .noCombineCounterpart: "E0137"
        case .unknownScheduler: "E0138"
        case .switchToLatestAfterMap: "E0139"
        case .cannotEnd: "E0236"
        case .objectNotAStream: "E0237"
        case .notAnObject: "E0238"
        case .objectNotWritable: "E0239"
        case .valueSetterNeedsCurrentValue: "E0240"
        case .failureReachesNeverSubscriber: "E0241"
        case .deferredFutureSubscribed: "E0242"
        case .deferredFutureFulfilledOutside: "E0243"
        case .assignIsOneWay: "E0140"
        case .notInLanguage4: "E0141"
        case .needsSwiftUISemantics: "E0144"
        case .expectedViewItem: "E0145"
        case .swiftUINotYet: "E0146"
        case .controlNeedsBindable: "E0244"
        case .uikitControlUnderSwiftUI: "E0245"
        case .viewPartNotWritable: "E0246"
        case .swiftUIExpectationTarget: "E0247"
        case .unknownOnChange: "E0248"
        case .needsUnmodelledRule: "E0249"
        case .readOutsideApply: "E0134"
        case .rearmOutsideTracker: "E0135"
        case .observationNotAStream: "E0230"
        case .mutateNeedsObservable: "E0231"
        case .computedNotWritable: "E0232"
        case .untrackedRead: "W0305"
        case .lostWriteNeedsWillSet: "E0233"
        case .notInBatch: "E0234"
        case .computedTooCostly: "E0235"
        case .notExportableNode: "E0501"
        case .notExportableStyle: "E0502"
        case .notExportableSemantics: "E0504"
        case .notExportableStatement, .notObservationScenario: "E0503"
        }
    }

    /// The message text.
    var text: String {
        switch self {
        case .runtime(let message): message.text
        case .fileTooLarge(let limit): "file is larger than the limit of \(limit) bytes"
        case .binaryFile: "file is binary: it contains a NUL byte"
        case .invalidUTF8: "file is not valid UTF-8"
        case .lineTooLong(let limit): "line is longer than the limit of \(limit) bytes"
        case .unexpectedCharacter(let text): "unexpected character '\(text)'"
        case .unterminatedString: "unterminated string literal"
        case .unknownEscape(let text): "unknown escape sequence '\(text)'"
        case .invalidUnicodeEscape(let text): "invalid unicode escape '\(text)'"
        case .stringTooLong(let limit): "string literal is longer than the limit of \(limit) bytes"
        case .numberOutOfRange(let text): "number '\(text)' is out of range"
        case .invalidNumberSuffix(let number, let suffix): "invalid suffix '\(suffix)' on number '\(number)'"
        case .invalidElementReference(let text): "invalid element reference '\(text)'"
        case .tooManyErrors(let limit): "too many errors, stopping after \(limit)"
        case .tooManyWarnings(let limit): "too many warnings, showing the first \(limit)"
        case .loneCarriageReturn: "a lone carriage return is not a line ending"
        case .foreignComment(let text): "'\(text)' does not start a comment"
        case .twoWayStyleWithoutTransforms(let style):
            style == "bibinding"
                ? "RxBiBinding's '<->' has no transforms: the library cannot express this binding"
                : "RACChannelTo(a) = RACChannelTo(b) has no transforms: the library cannot express this binding"
        case .unguardedCycle(let path): "the cycle \(path) has no guard: it loops on the first value that enters it"
        case .roundTripChanges: "a round trip through this binding changes the value"
        case .roundTripFails: "a transform of this binding fails on a value a write can bring"
        case .roundTripNeverSettles(let rounds):
            "a round trip through this binding does not settle within \(rounds) round trips: the value keeps changing"
        case .roundTripNotChecked(let reason): "the round trip through this binding is not checked: \(reason)"
        case .bindTypesDiffer(let source, let sourceType, let target, let targetType):
            "'\(source)' is '\(sourceType)' but '\(target)' is '\(targetType)': its values will not fit"
        case .expected(let what, let found): "expected \(what.text), found \(found)"
        case .expectedStatement(let found): "expected a statement, found \(found)"
        case .keywordAsName(let word): "'\(word)' is a keyword and cannot be used as a name"
        case .scenarioNotFirst: "'scenario' must be the first statement"
        case .duplicateScenario: "a file can have only one 'scenario' title"
        case .notAllowedInBlock(let word, let block): "'\(word)' is not allowed inside \(block)"
        case .onlyAllowedInBlock(let word): "'\(word)' is only allowed inside an 'on' block"
        case .nestingTooDeep(let limit): "nesting is deeper than the limit of \(limit)"
        case .unknownOperator(let name): "unknown operator '\(name)'"
        case .unknownFunction(let name): "unknown function '\(name)'"
        case .wrongArgumentCount(let name, let expected, let found):
            "'\(name)' takes \(expected.text), found \(found)"
        case .expectedDuration(let found): "expected a duration such as '100ms' or '1.5s', found \(found)"
        case .negativeDuration(let text): "duration '\(text)' is negative"
        case .fractionalDuration(let text): "duration '\(text)' is not a whole number of milliseconds"
        case .missingArgumentLabel(let name, let label): "'\(name)' names this argument: write '\(label): …'"
        case .expectedCount(let name, let found): "'\(name)' needs a whole number of at least 0, found '\(found)'"
        case .unknownMember(let name): "unknown member '\(name)'"
        case .unknownStyle(let name): "unknown binding style '\(name)'"
        case .unknownType(let name): "unknown type '\(name)'"
        case .missingInitialValue(let kind, let name): "\(kind) '\(name)' needs an initial value"
        case .publishWithInitialValue(let kind, let name): "\(kind) '\(name)' cannot have an initial value"
        case .twoWaySideNotNode: "a side of a two-way binding must start with a node name"
        case .tooFewStreams(let name, let minimum): "'\(name)' needs at least \(minimum) streams"
        case .languageNotFirst: "'language' must come before every statement, 'scenario' included"
        case .unknownLanguageVersion(let text): "unknown language version in '\(text)'"
        case .newerLanguageVersion(let file, let tool):
            "this file is written for language version \(file), but this bindsim reads version \(tool)"
        case .wordOfLaterVersion(let word, let version, let file):
            "'\(word)' is language version \(version), but this file says 'language \(file)'"
        case .emptyScenario: "the file has no statements: there is nothing to check or run"
        case .operatorOutOfPlace(let name, let starts):
            starts ? "'\(name)' starts a stream: it cannot follow '.'" : "'\(name)' follows a stream: it cannot start one"
        case .unknownNode(let name): "unknown node '\(name)'"
        case .duplicateDeclaration(let name): "'\(name)' is already declared"
        case .userNotAllowed(let kind, let name, let statement):
            "'\(statement)' cannot edit \(kind) '\(name)'"
        case .labelAsSource(let kind, let name): "\(kind) '\(name)' cannot be subscribed to"
        case .writeToStream(let name): "cannot write to '\(name)': it is a 'let' stream"
        case .expectValueOnPublish(let kind, let name): "\(kind) '\(name)' stores no value to compare"
        case .cannotAnnounce(let kind, let name): "\(kind) '\(name)' never announces values"
        case .typeMismatch(let value, let name, let type): "value '\(value)' does not match '\(name)' of type '\(type)'"
        case .itOutsideContext: "'it' is only available inside an operator or an 'on' block"
        case .elementOutsideContext(let text): "'\(text)' is only available inside an operator or an 'on' block"
        case .accOutsideScan: "'acc' is only available inside 'scan'"
        case .noCurrentValue(let kind, let name): "\(kind) '\(name)' has no current value to read"
        case .expectationWithoutStep(let text): "'\(text)' must come after a step"
        case .duplicateLoopExpectation: "'expect loop' and 'expect no loop' contradict each other for the same step"
        case .invalidTwoWaySide(let kind, let name): "\(kind) '\(name)' cannot be a side of a two-way binding"
        case .expectOnStream(let name): "'\(name)' is a 'let' stream, not a node"
        case .typedTextTooLong(let limit): "typed text is longer than the limit of \(limit) characters"
        case .nothingToExplore(let programmatic):
            "nothing to explore: the scenario has no \(programmatic ? "field, terminal, property, button or relay" : "field, terminal, property or button") to act on"
        case .duplicateInvariantName(let name, let firstLine):
            "an invariant named \"\(name)\" is already declared on line \(firstLine)"
        case .unknownLabel(let name): "unknown label '\(name)'"
        case .duplicateLabel(let name, let firstLine): "the label '\(name)' is already used on line \(firstLine)"
        case .labelClashes(let name, let other): "the label '\(name)' is already the name of \(other)"
        case .onlyButtonsAreTapped(let kind, let name): "'tap' taps a button, but \(kind) '\(name)' is not one"
        case .buttonOnlyTapped(let name, let statement): "'\(statement)' cannot act on button '\(name)': a button is only tapped"
        case .enabledOfNonButton(let kind, let name): "'.enabled' is a button's state, but \(kind) '\(name)' is not a button"
        case .semanticsNotFirst: "'semantics' must come right after 'language 4', before 'scenario' and every other statement"
        case .unknownSemantics(let word): "unknown semantics '\(word)'"
        case .foreignOperator(let name, let library, let semantics):
            "'\(name)' is \(library)'s spelling, but this file's semantics is '\(semantics)'"
        case .unknownScheduler(let word): "unknown scheduler '\(word)'"
        case .objectNotAStream(let name): "object '\(name)' is not a stream: its objectWillChange is"
        case .notAnObject(let kind, let name, let use): "'\(use)' needs an object, but \(kind) '\(name)' is not one"
        case .objectNotWritable(let name):
            "object '\(name)' cannot be written: its members ('published … in \(name)') announce into it"
        case .deferredFutureSubscribed(let name):
            "future '\(name)' is made by 'deferred(\(name))' for each subscription: it has no subscribers of its own"
        case .deferredFutureFulfilledOutside(let statement, let name):
            "'\(statement) \(name)' outside its block: 'deferred(\(name))' makes a new future '\(name)' for each subscription"
        case .failureReachesNeverSubscriber(let label):
            "a failure can reach \(label), which has no completion block: Combine requires Failure == Never here"
        case .valueSetterNeedsCurrentValue(let kind, let name):
            "'.value' is a CurrentValueSubject's setter, but \(kind) '\(name)' is not one"
        case .assignIsOneWay: "'assign' is one-way (Combine's assign(to:)): 'assign S -> NAME'"
        case .notInLanguage4(let word, let models): "'\(word)' (\(models)) is not in language 4 yet"
        case .needsSwiftUISemantics(let word, let semantics):
            "'\(word)' is SwiftUI's, but this file's semantics is '\(semantics)'"
        case .expectedViewItem(let found):
            "expected a view's 'textfield', 'label', 'button', 'body' or 'onChange', found \(found)"
        case .swiftUINotYet(let word, let models): "'\(word)' (\(models)) is in language 4 but not in this bindsim yet"
        case .controlNeedsBindable(let kind, let name):
            "a control binds 'state', an 'observable' or a 'published' property, but \(kind) '\(name)' is none of them"
        case .uikitControlUnderSwiftUI(let kind, let name):
            "\(kind) '\(name)' is a UIKit control, and this file's semantics is 'swiftui'"
        case .viewPartNotWritable(let kind, let name, let statement):
            "'\(statement)' cannot write \(kind) '\(name)': a view shows what its nodes hold"
        case .swiftUIExpectationTarget(let form, let needs, let kind, let name):
            "'expect … \(form)' needs \(needs), but \(kind) '\(name)' is not one"
        case .unknownOnChange(let name): "no view has an onChange labelled '\(name)'"
        case .needsUnmodelledRule(let form, let rule, let models):
            "'\(form)' needs SwiftUI's rule \(rule) (\(models)), which bindsim does not model in this round"
        case .cannotEnd(let kind, let name, let statement):
            "'\(statement)' ends a Combine subject, but \(kind) '\(name)' cannot end"
        case .switchToLatestAfterMap:
            "'switchToLatest()' follows a 'map' whose argument is a stream: the language reads the two as one operator"
        case .noCombineCounterpart(let name):
            "'\(name)' has no Combine counterpart, and this file's semantics is 'combine'"
        case .readOutsideApply: "'read' is only allowed in a tracker's apply block"
        case .rearmOutsideTracker: "'rearm' is only allowed inside a tracker's handler"
        case .observationNotAStream(let kind, let name): "\(kind) '\(name)' is not a stream: trackers read it"
        case .mutateNeedsObservable(let kind, let name): "'mutate' mutates an observable in place, but \(kind) '\(name)' is not one"
        case .computedNotWritable(let name): "computed '\(name)' cannot be written: it is read from its expression"
        case .untrackedRead(let kind, let name):
            "\(kind) '\(name)' is read in a tracker's apply block but is not tracked: only observable and computed nodes are"
        case .notInBatch(let word, let reason): "'\(word)' cannot stand in a batch: \(reason)"
        case .computedTooCostly(let name, let depth, let evaluations, let maxDepth, let maxEvaluations):
            depth > maxDepth
                ? "computed '\(name)' reads computed nodes \(depth) deep: the limit is \(maxDepth)"
                : "one read of computed '\(name)' evaluates more than \(evaluations - 1) computed expressions: the limit is \(maxEvaluations)"
        case .lostWriteNeedsWillSet(let kind, let name):
            "'expect lost write of' is about a node that stores after its willSet (observable, published), but \(kind) '\(name)' is not one"
        case .notExportableNode(let kind, let name, let models, let library):
            "\(kind) '\(name)' has no counterpart in \(library): it models \(models)"
        case .notExportableStatement(let word, let models, let library):
            "'\(word)' has no counterpart in \(library): it models \(models)"
        case .notObservationScenario:
            "the scenario has no observable or computed node: --to observation exports Observation scenarios "
                + "(export this one --to rxswift)"
        case .notExportableStyle(let style, let models):
            "the '\(style)' style has no counterpart in RxSwift: it models \(models)"
        case .notExportableSemantics("swiftui"):
            "a 'semantics swiftui' file runs bindsim's model of SwiftUI's update cycle: no library here can run its export"
        case .notExportableSemantics(let semantics):
            "a 'semantics \(semantics)' file follows Combine's rules: exported to RxSwift or Swift's Observation it would follow theirs"
        case .allowRewriteNeedsControl(let statement, let kind, let name):
            "'\(statement)' is about a field or terminal the user types into, but \(kind) '\(name)' is not one"
        }
    }
}

/// Which argument counts an operator or function accepts.
enum ArgumentCount: Hashable, Sendable {
    case exactly(Int)
    case range(Int, Int)
    case atLeast(Int)

    func accepts(_ count: Int) -> Bool {
        switch self {
        case .exactly(let n): count == n
        case .range(let low, let high): count >= low && count <= high
        case .atLeast(let n): count >= n
        }
    }

    var text: String {
        switch self {
        case .exactly(0): "no arguments"
        case .exactly(1): "1 argument"
        case .exactly(let n): "\(n) arguments"
        case .range(let low, let high): "\(low) to \(high) arguments"
        case .atLeast(1): "at least 1 argument"
        case .atLeast(let n): "at least \(n) arguments"
        }
    }
}

/// What the parser wanted to see, for `expected ..., found ...`.
enum ExpectedToken: Hashable, Sendable {
    case name, equals, expression, stream, closingParen, closingBracket, closingBrace
    case openingParen, openingBrace, colon, typeName, bindArrow, stringLiteral
    case expectationForm, loop, endOfStatement, styleName, operatorName, commaOrClosingParen
    case commaOrClosingBracket, list, rewrite, with, labelName, of, languageVersion, onChange, write, setter, warningName, renderCount

    var text: String {
        switch self {
        case .name: "a name"
        case .equals: "'='"
        case .expression: "an expression"
        case .stream: "a stream"
        case .closingParen: "')'"
        case .closingBracket: "']'"
        case .closingBrace: "'}'"
        case .openingParen: "'('"
        case .openingBrace: "'{'"
        case .colon: "':'"
        case .typeName: "a type ('String', 'Number' or 'Bool')"
        case .bindArrow: "'->' or '<->'"
        case .stringLiteral: "a string literal"
        case .expectationForm: ExpectationWords.quoted(ExpectationWords.comparisons + ExpectationWords.afterSubject)
        case .loop: ExpectationWords.quoted(ExpectationWords.afterNo)
        case .endOfStatement: "the end of the statement"
        case .styleName: "a binding style"
        case .operatorName: "an operator name"
        case .commaOrClosingParen: "',' or ')'"
        case .commaOrClosingBracket: "',' or ']'"
        case .list: "a list such as '[1, 2]'"
        case .rewrite: "'rewrite'"
        case .with: "'with'"
        case .labelName: "a label for the subscription"
        case .of: "'of'"
        case .languageVersion: "a language version such as '4'"
        case .onChange: "'onChange' and its block"
        case .write: "'write'"
        case .setter: "'set' and the setter's block"
        case .renderCount: "a whole number of renders"
        case .warningName: "a SwiftUI warning: 'state-during-update', 'publish-during-update' or 'onchange-per-frame'"
        }
    }
}

/// Text for the `found ...` part of a message.
enum FoundText {
    static let endOfLine = "end of line"
    static let endOfFile = "end of file"
    static let stringLiteral = "a string literal"

    /// Source text quoted for a message, shortened when long and with control characters escaped.
    static func quoted(_ text: String) -> String {
        "'\(sanitized(text))'"
    }

    /// Source text made safe to print: at most `limit` characters (Unicode scalars),
    /// control characters escaped.
    static func sanitized(_ text: String, limit: Int = 32) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > limit else { return LiteralText.escaped(text, .message) }
        var head = String.UnicodeScalarView()
        head.append(contentsOf: scalars.prefix(limit))
        return LiteralText.escaped(String(head), .message) + "..."
    }
}

/// A suggested fix, shown as `= help: ...`.
enum DiagnosticHelp: Hashable, Sendable {
    /// A run-time error's own suggestion (see `RuntimeMessage.help`).
    case runtime(String)
    case didYouMean(String)
    case continueStream
    case sayLanguageVersion(Int)
    /// A string in single quotes: the literal it means, in double quotes.
    case doubleQuotes(String)
    /// `language N` written after the title or a statement.
    case moveLanguageLine(String)
    /// An unknown function: the closest builtin, if one is close, and the builtins of its kind
    /// (of every kind, `kinds`, when none is), each kind `NAME: a, b, c`.
    case knownFunctions(closest: String?, kinds: [String])
    case declaredLater(name: String, line: Int)
    case previousDeclaration(line: Int)
    case addDurationUnit(String)
    case durationUnits
    case blockStatements
    case observationBlockStatements
    case batchStatements
    case useSetInstead
    case userKinds
    case publishStoresNothing
    case nameDeclarations
    case members
    case enabledState
    case operatorInExpression(String)
    case styles
    case types
    case optionalType(String)
    case useStringFunction
    case closeBlockOpenedAt(line: Int)
    case unclosedGroup(line: Int, column: Int)
    case removeInitialValue
    case writeInitialValue(String)
    case doubleOperator(String)
    case escapes
    case limitsDocumented
    /// A document the language server does not keep, being over the file limit.
    case documentNotKept
    case lineEndings
    case styleNeedsTwoWay
    case convertWithMap
    case setLongText
    /// The language's spelling of an RxSwift name (see `RxSwiftNames`).
    case rxSwift(String)
    /// How an operator's block argument is written (`handleEvents(receiveOutput: { … })`).
    case blockArgument(operator: String, label: String)
    case transformingStyles
    case programmaticExplore
    case declareWhatTheUserEdits(programmatic: Bool)
    case guardTheCycle(dedupe: String)
    case guardTheObservationCycle
    case trackInstead(String)
    case semanticsWords
    case readInApply
    case rearmInHandler
    case roundTripChanges
    case roundTripFails
    case roundTripNeverSettles
    case upgradeTool(Int)
    case tapButton(String)
    case hashComments
    case writeSomeStatements
    /// The first statement of the file is not one: the rest was not read.
    case notAScenario
    /// An operator written by (a misspelling of) its RxSwift name: the language's
    /// spelling (`distinct()`) and RxSwift's (`distinctUntilChanged`).
    case operatorSpelling(name: String, rxSwift: String)
    /// The spelling of the file's semantics for an operator written as the other library spells it.
    case nativeSpelling(String)
    /// Combine's spelling of an operator, which this bindsim does not run yet.
    case nativeSpellingToCome(String)
    /// What to write instead of an RxSwift operator Combine lacks.
    case combineHasNoCounterpart
    case schedulerWords
    case combineThrottleLatest
    case traceShowsValues
    /// `set a == 1`: `statement` writes with a single `=`.
    case writeWithAssign(statement: String)
    /// Where an operator goes (see `operatorOutOfPlace`), with its signature.
    case startStreamWith(String)
    case followStreamWith(String)
    case exportableNodes
    case exportableToObservation
    case exportableStyles
    case exportToCombineLater
    case exportSwiftUILater
    case endableNodes
    case writeWithoutValue(String)
    case fulfilFuture(String)
    case subscribeDeferred(String)
    case fulfilInItsBlock(String)
    case dropSpellings
    case handleTheFailure
    case futureStoresNothing
    case plainPublishesNothing(String)
    case writeTwoWayWithBind
    case laterWords
    case writeSemanticsSwiftUI
    case viewItems
    case swiftUIRoadmap
    case controlInsideView
    case writeBoundNode
    case expectShows(String)
    case unmodelledRules
    case objectWillChangeOf(String)

    var text: String {
        switch self {
        case .runtime(let text): text
        case .didYouMean(let name): "did you mean '\(name)'?"
        case .moveLanguageLine(let line): "move '\(line)' to the top of the file, above 'scenario' and every statement"
        case .doubleQuotes(let literal): "strings use double quotes: \(literal)"
        case .continueStream:
            "a line that starts with '.' continues a stream the line before ends with (a 'bind', 'let' or 'on' before its '->', 'as' or '{')"
        case .knownFunctions(let closest, let kinds):
            (closest.map { "did you mean '\($0)'? the " } ?? "the builtins: ") + kinds.joined(separator: "; ")
        case .declaredLater(let name, let line): "'\(name)' is declared later, at line \(line); declare it before its first use"
        case .previousDeclaration(let line): "the first declaration is at line \(line)"
        case .addDurationUnit(let number): "add a unit: '\(number)ms' or '\(number)s'"
        case .durationUnits: "durations use 'ms' or 's', as in '100ms' or '1.5s'"
        case .blockStatements: "an 'on' block may contain 'set', 'user', 'if', 'on' or 'sink', 'complete', 'fail', 'track', 'mutate' and 'task'"
        case .observationBlockStatements:
            "a tracker's, a 'task' or an 'observations' block may contain 'set', 'user', 'if', 'on' or 'sink', 'track', 'mutate', 'task', "
                + "'read' (APPLY), 'rearm' (a handler) and 'wait' (at a task's or loop's top level)"
        case .batchStatements: "a batch may contain 'user', 'set', 'type', 'tap', 'unbind', 'mutate', 'task' and 'expect'"
        case .useSetInstead: "use 'set' for a programmatic write"
        case .userKinds: "'user' and 'type' work on 'field', 'terminal' and 'property' nodes"
        case .publishStoresNothing: "use 'expect NAME emitted [...]' to check what a publish relay sent"
        case .nameDeclarations: "names use ASCII letters, digits and '_', and do not start with a digit"
        case .operatorInExpression(let name): "'.\(name)(...)' is a stream operator; use it in a 'let', 'bind' or 'on' stream"
        case .members: "the members are '.current' and '.previous' (after 'currentAndPrevious()')"
        case .enabledState: "a button's enabled state is set with 'bind S -> B.enabled' and read with 'expect B.enabled == …'"
        case .styles: "the styles are 'rx', 'bibinding', 'channel' and 'reactivekit'"
        case .types: "the types are 'String', 'Number' and 'Bool', each optionally followed by '?'"
        case .optionalType(let type): "write '\(type)?' to allow nil"
        case .useStringFunction: "convert with 'string(...)' or 'number(...)'"
        case .closeBlockOpenedAt(let line): "the block opened at line \(line) is not closed"
        case .unclosedGroup(let line, let column): "the bracket opened at \(line):\(column) is not closed"
        case .removeInitialValue: "a publish relay stores nothing; remove the '= ...'"
        case .writeInitialValue(let name): "write '\(name) = VALUE'"
        case .doubleOperator(let text): "did you mean '\(text)'?"
        case .escapes: "the escapes are '\\\"', '\\\\', '\\n', '\\t' and '\\u{...}'"
        case .limitsDocumented: "the limits are listed in docs/language.md"
        case .documentNotKept: "the server keeps no text over the limit: edits are ignored until the whole text is sent again (reopen the file)"
        case .convertWithMap: "convert on the way, e.g. 'bind a.map(number(it)) -> b'"
        case .rxSwift(let text): text
        case .blockArgument(let name, let label): "write '\(name)(\(label): { set NAME = it })': its statements run for each element"
        case .programmaticExplore: "the user cannot edit a relay or a publish relay; with '--programmatic' explore sets it as the program would"
        case .declareWhatTheUserEdits(let programmatic):
            programmatic ? "declare the nodes the user or the program writes to"
                : "declare the field the user types into, or run with '--programmatic' to set relays as the program would"
        case .transformingStyles: "for operators on a side use 'rx' or 'reactivekit' (ReactiveKit's bidirectionalMap)"
        case .trackInstead(let name): "watch it with 'track \(name) { … }' (one-shot) or 'observe \(name) { … }' (re-arming)"
        case .semanticsWords: "write 'semantics rx', 'semantics combine' or 'semantics swiftui'"
        case .readInApply: "write 'track { read a } onChange { … }', or 'track a { … }'"
        case .rearmInHandler: "write it in the block of a 'track', or in a 'task' inside one"
        case .guardTheObservationCycle:
            "let the setter compare (drop 'always': an equal write announces nothing), or guard the copy with 'if'"
        case .guardTheCycle(let dedupe):
            "add \(dedupe) on the way, bind into a field (silent), or pick a two-way style that skips the echo"
        case .roundTripChanges:
            "make each side undo the other exactly, use a style that skips the echo (reactivekit), or 'allow rewrite' a field that formats on purpose"
        case .roundTripFails:
            "keep the values the transform cannot take away from it (a filter before it), or make it take every value"
        case .roundTripNeverSettles:
            "make each side undo the other's transform; distinct() cannot stop a value that keeps changing"
        case .setLongText: "'type' is a keyboard, one edit per character: set a long text at once with 'user NAME = \"...\"'"
        case .styleNeedsTwoWay: "a binding style applies to two-way bindings: 'bind a <-> b using channel'"
        case .lineEndings: "save the file with \\n or \\r\\n line endings (classic Mac files end lines with \\r alone)"
        case .upgradeTool(let version): "use a bindsim that reads it, or write the file for version \(version)"
        case .sayLanguageVersion(let version):
            "the file runs with this bindsim's rules all the same; write 'language \(version)' to say what it uses"
        case .tapButton(let name): "the user taps a button with 'tap \(name)'"
        case .hashComments: "comments start with '#'"
        case .writeSomeStatements:
            "a scenario declares nodes, binds them, acts and expects, e.g. 'relay name = \"\"', "
                + "'set name = \"Ann\"', 'expect name == \"Ann\"' (docs/language.md)"
        case .notAScenario:
            "a scenario file starts with 'scenario \"TITLE\"' or a statement such as 'relay NAME = VALUE'; "
                + "the rest of the file was not read"
        case .operatorSpelling(let name, let rxSwift): "did you mean '\(name)' (RxSwift's '\(rxSwift)')?"
        case .nativeSpelling(let signature): "write '\(signature)'"
        case .nativeSpellingToCome(let signature): "Combine spells it '\(signature)', which this bindsim does not run yet"
        case .combineThrottleLatest:
            "Combine's throttle has no default: 'latest: true' keeps the window's last element, 'latest: false' its first"
        case .schedulerWords:
            "write 'receive(on: main)' (RunLoop.main or DispatchQueue.main: a later turn) or 'receive(on: immediate)' (ImmediateScheduler: at once)"
        case .combineHasNoCounterpart:
            "write the pipeline with Combine's operators (docs/language.md, \"Combine (version 4)\"), or use 'semantics rx'"
        case .traceShowsValues:
            "'bindsim trace' shows every value a node announces and each subscriber receives; "
                + "an 'on' block may contain 'set', 'user', 'if', 'on' or 'sink', 'complete', 'fail', 'track', 'mutate' and 'task'"
        case .writeWithAssign(let statement): "'\(statement)' writes with '=' ('==' compares, in 'expect')"
        case .startStreamWith(let signature): "write it where a stream starts, as in 'let s = \(signature)'"
        case .followStreamWith(let signature): "write it after a stream, as in 'NAME.\(signature)'"
        case .exportableNodes: "an export has relay, publish, field, label, button and let nodes (docs/export.md)"
        case .exportableToObservation:
            "an export --to observation has observable, computed and relay nodes, written by Observation's "
                + "statements and plain actions (docs/export.md)"
        case .exportableStyles: "RxSwift has the 'rx' (RxExample's <->) and 'bibinding' (RxBiBinding) styles"
        case .exportToCombineLater: "'export --to combine' is not in language 4 yet (docs/export.md)"
        case .exportSwiftUILater: "a SwiftUI export needs Apple's SwiftUI, on a macOS runner: not available here (docs/swiftui.md)"
        case .objectWillChangeOf(let name): "write 'objectWillChange(\(name))'"
        case .writeSemanticsSwiftUI: "write 'semantics swiftui' on the line after 'language 4'"
        case .viewItems:
            "a view holds 'textfield F <-> NODE', 'textfield F = E set { … }', 'label F = E', 'button F { … }', 'body { … }' and 'onChange E [initial] [as L] { … }'"
        case .swiftUIRoadmap: "docs/swiftui.md, \"Not yet\", lists the SwiftUI words still to come"
        case .controlInsideView: "declare the control inside a 'view NAME { … }'"
        case .writeBoundNode: "write the node the control is bound to; the next update shows it"
        case .expectShows(let name): "write 'expect \(name) shows …'"
        case .unmodelledRules: "docs/swiftui.md lists the rules bindsim models and those it leaves out"
        case .laterWords: "docs/language.md, \"Combine (version 4)\", lists what is to come and what language 4 leaves out"
        case .writeTwoWayWithBind: "a two-way binding is 'bind A <-> B': under Combine, its two subscriptions"
        case .endableNodes:
            "a 'currentValue' or 'passthrough' ends in every file, a 'relay' or 'publish' under 'semantics combine' (RxRelay's relays never end)"
        case .plainPublishesNothing(let name):
            "a plain property publishes nothing: declare it 'published \(name) = …' to subscribe to it"
        case .futureStoresNothing: "a future holds no value: 'expect NAME emitted [...]' checks what it sent"
        case .handleTheFailure:
            "handle it in the sink ('sink S { … } completion { … }'), or turn it into values first ('.replaceError(with: E)', '.catch(S)')"
        case .dropSpellings:
            "Combine's drop is 'dropFirst(N)', 'drop(while: E)' or 'drop(untilOutputFrom: S)'"
        case .subscribeDeferred(let name):
            "subscribe 'deferred(\(name))' here too, or declare a second future for a Future made once"
        case .fulfilInItsBlock(let name):
            "fulfil it inside 'future \(name) { … }' (a sink's block there runs later and still fulfils that subscription's future)"
        case .fulfilFuture(let name):
            "a Future finishes after its value: 'set \(name) = …' fulfils it, 'fail \(name) with …' fails it"
        case .writeWithoutValue(let name):
            "write 'set \(name) = …' (a 'currentValue' has '.value', and a 'relay' under 'semantics combine')"
        }
    }
}

/// Run-time error messages (E03xx): what went wrong while a checked scenario ran.
enum RuntimeMessage: Hashable, Sendable {
    case itOutsideContext
    case accOutsideScan
    case notATuple(element: String, found: String)
    case tupleIndexOutOfRange(element: String, count: Int)
    case notAPair(member: String, found: String)
    case badOperand(op: String, type: String)
    case mixedOperands(op: String, lhs: String, rhs: String)
    case divisionByZero
    case badIndex(found: String)
    case indexOutOfRange(index: Int, count: Int)
    case notIndexable(found: String)
    case conditionNotBool(found: String)
    case badArgument(function: String, expected: String, found: String)
    case runtimeTypeMismatch(value: String, name: String, type: String)
    case invalidExpression
    case statementNotRunnable(String)
    case valueTooLarge(limit: String)
    case notFinite(String)
    case subscriptionBudget(count: String, limit: Int, fanOut: String?)
    case clockOverflow
    case typeIntoNonText(name: String, found: String)
    case durationOutOfRange(String)
    case badDuration(use: String, found: String)
    case badCount(use: String, found: String)
    case streamError(String)
    /// An error in a closure Combine cannot let throw (`map`, `filter`, a sink's block, under
    /// `semantics combine`): it stops the scenario instead of failing the stream.
    indirect case combineClosureCannotThrow(RuntimeMessage)
    /// A failure reached a subscription with no completion block under `semantics combine`.
    case combineUnhandledFailure(label: String)
    /// A value that completes a zip's tuple while zip delivers one (C18): undefined in Combine.
    case zipReentrantPair
    /// `now()` where no run's clock is at hand (a value worked out before any run).
    case noClock
    /// A future `deferred(…)` makes, whose block subscribes that deferred again, nested past the budget.
    case deferredNesting(name: String, limit: Int)

    var code: String {
        switch self {
        case .itOutsideContext: "E0301"
        case .accOutsideScan: "E0302"
        case .notATuple: "E0303"
        case .tupleIndexOutOfRange: "E0304"
        case .notAPair: "E0305"
        case .badOperand: "E0306"
        case .mixedOperands: "E0307"
        case .divisionByZero: "E0308"
        case .badIndex: "E0309"
        case .indexOutOfRange: "E0310"
        case .notIndexable: "E0311"
        case .conditionNotBool: "E0312"
        case .badArgument: "E0313"
        case .runtimeTypeMismatch: "E0314"
        case .invalidExpression: "E0315"
        case .statementNotRunnable: "E0316"
        case .valueTooLarge: "E0317"
        case .notFinite: "E0318"
        case .subscriptionBudget: "E0319"
        case .clockOverflow: "E0320"
        case .typeIntoNonText: "E0321"
        case .durationOutOfRange: "E0322"
        case .badDuration: "E0323"
        case .badCount: "E0324"
        case .streamError: "E0325"
        case .combineClosureCannotThrow: "E0326"
        case .combineUnhandledFailure: "E0327"
        case .zipReentrantPair: "E0328"
        case .noClock: "E0329"
        case .deferredNesting: "E0330"
        }
    }

    var text: String {
        switch self {
        case .itOutsideContext: "'it' has no value here"
        case .accOutsideScan: "'acc' has no value outside 'scan'"
        case .notATuple(let element, let found): "'\(element)' needs a tuple element (from 'combineLatest'), found a \(found)"
        case .tupleIndexOutOfRange(let element, let count): "'\(element)' is past the end of a tuple of \(count)"
        case .notAPair(let member, let found): "'.\(member)' needs a pair from 'currentAndPrevious()', found a \(found)"
        case .badOperand(let op, let type): "'\(op)' cannot be applied to a \(type)"
        case .mixedOperands(let op, let lhs, let rhs): "'\(op)' cannot combine a \(lhs) and a \(rhs)"
        case .divisionByZero: "division by zero"
        case .badIndex(let found): "an index must be a whole number, found \(found)"
        case .indexOutOfRange(let index, let count): "index \(index) is out of range for \(count) elements"
        case .notIndexable(let found): "a \(found) cannot be indexed"
        case .conditionNotBool(let found): "a condition must be a Bool, found \(found)"
        case .badArgument(let function, let expected, let found): "'\(function)' needs \(expected), found \(found)"
        case .runtimeTypeMismatch(let value, let name, let type): "value \(value) does not fit '\(name)', declared '\(type)'"
        case .invalidExpression: "this expression could not be parsed"
        case .statementNotRunnable(let keyword): "'\(keyword)' cannot run inside an 'on' block"
        case .valueTooLarge(let limit): "value is larger than the limit of \(limit)"
        case .notFinite(let result): "arithmetic left the finite numbers: the result is \(result)"
        case .subscriptionBudget(let count, let limit, _):
            "this would make \(count) more subscription\(count == "1" ? "" : "s"), past the limit of \(limit) in a run (--max-subscriptions)"
        case .clockOverflow: "virtual time would pass its end, 9223372036854 ms (about 292 years)"
        case .typeIntoNonText(let name, let found): "'type' appends to text, but '\(name)' shows \(found)"
        case .durationOutOfRange(let result):
            "a duration must stay within virtual time (9223372036854 ms), found \(result)"
        case .badDuration(let use, let found): "'\(use)' needs a duration of at least 0ms, found \(found)"
        case .badCount(let use, let found): "'\(use)' needs a whole number of at least 0, found \(found)"
        case .streamError(let message): "error(\(LiteralText.quoted(message)))"
        case .combineClosureCannotThrow(let message):
            "\(message.text), in a closure Combine does not let throw: the scenario stops here"
        case .combineUnhandledFailure(let label):
            "a failure reached \(label), which has no completion block: Combine requires Failure == Never there"
        case .zipReentrantPair:
            "a value completed zip's next tuple while zip was delivering one: undefined in Combine "
                + "(OpenCombine stops at an assertion), and not in language 4 yet"
        case .noClock: "'now()' reads a run's virtual clock, and no run is under way here"
        case .deferredNesting(let name, let limit):
            "the block of future '\(name)' subscribes 'deferred(\(name))', which runs that block again: \(limit) levels deep, it would subscribe for ever"
        }
    }

    /// A fix to suggest, where one can be named.
    var help: String? {
        switch self {
        case .mixedOperands(_, let lhs, let rhs) where lhs == "Duration" || rhs == "Duration":
            "durations add to durations ('d + 100ms') and scale by numbers ('d * 2')"
        case .mixedOperands(let op, _, _) where op == "+": "convert with 'string(x)' or 'number(x)' first"
        case .runtimeTypeMismatch: "convert the value, or change the declaration's type annotation"
        case .conditionNotBool: "compare explicitly, e.g. 'it == true' or 'length(it) > 0'"
        case .valueTooLarge: "a value that grows on every round of a loop passes any limit: stop it with a guard"
        case .combineUnhandledFailure:
            "handle it in the sink ('sink S { … } completion { … }'), or turn it into values first ('.replaceError(with: E)', '.catch(S)')"
        case .zipReentrantPair:
            "the value came from zip's own subscriber (C18): send it after the delivery, e.g. through 'receive(on: main)'"
        case .combineClosureCannotThrow:
            "Combine's map, filter and sink cannot throw: use tryMap(E) to fail the stream instead (and catch or replaceError after it)"
        case .subscriptionBudget(_, _, let fanOut?):
            "\(fanOut), and each use of a 'let' subscribes to its sources again (cold, as in RxSwift): "
                + "bind the shared part into a relay once and read the relay"
        default: nil
        }
    }
}
