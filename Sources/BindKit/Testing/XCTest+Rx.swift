#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// RxTest's `XCTAssertEqual` overloads on events. BindKit does not link XCTest (an
// app that depends on BindKit must not load it): a failure is reported through
// XCTest's own `XCTFail`, looked up in the running test process when an assertion
// fails (see `XCTestFailure`).

/// Asserts that two lists of events are equal (errors compare by description), as
/// RxTest's `XCTAssertEqual`; on failure it prints the differing entries.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Event<Element>], _ rhs: [Event<Element>], file: StaticString = #file, line: UInt = #line
) {
    assertEventsEqual(lhs, rhs, { $0 == $1 }, file: file, line: line)
}

/// Asserts that two lists of single events are equal (errors compare by description).
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>], file: StaticString = #file, line: UInt = #line
) {
    assertEventsEqual(lhs, rhs, singleEventsEqual, file: file, line: line)
}

/// Asserts that two lists of maybe events are equal (errors compare by description).
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>], file: StaticString = #file, line: UInt = #line
) {
    assertEventsEqual(lhs, rhs, { $0 == $1 }, file: file, line: line)
}

/// Asserts that two lists of completable events are equal (errors compare by description).
public func XCTAssertEqual(
    _ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #file, line: UInt = #line
) {
    assertEventsEqual(lhs, rhs, { $0 == $1 }, file: file, line: line)
}

/// Asserts that two lists of recorded events are equal: same times, equal events.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>],
    file: StaticString = #file, line: UInt = #line
) {
    assertEventsEqual(lhs, rhs, { $0 == $1 }, file: file, line: line)
}

/// Asserts that two lists of recorded events of optional elements are equal.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element?>>], _ rhs: [Recorded<Event<Element?>>],
    file: StaticString = #file, line: UInt = #line
) {
    assertEventsEqual(lhs, rhs, { $0 == $1 }, file: file, line: line)
}

/// Asserts that `stream` holds exactly the elements `elements` and no end, times
/// aside (RxTest's `XCTAssertRecordedElements`).
public func XCTAssertRecordedElements<Element: Equatable>(
    _ stream: [Recorded<Event<Element>>], _ elements: [Element], file: StaticString = #file, line: UInt = #line
) {
    if let stopEvent = stream.first(where: { $0.value.isStopEvent }) {
        XCTestFailure.report("A non-next stop event has been emitted: \(stopEvent)", file: file, line: line)
        return
    }
    let streamElements = stream.compactMap { $0.value.element }
    if streamElements != elements {
        XCTestFailure.report("XCTAssertEqual failed: (\"\(streamElements)\") is not equal to (\"\(elements)\")",
                             file: file, line: line)
        printSequenceDifferences(streamElements, elements, { $0 == $1 })
    }
}

private func assertEventsEqual<Value>(
    _ lhs: [Value], _ rhs: [Value], _ equal: (Value, Value) -> Bool, file: StaticString, line: UInt
) {
    if lhs.count == rhs.count && zip(lhs, rhs).allSatisfy({ equal($0, $1) }) { return }
    XCTestFailure.report("XCTAssertEqual failed: (\"\(lhs)\") is not equal to (\"\(rhs)\")", file: file, line: line)
    printSequenceDifferences(lhs, rhs, equal)
}

/// RxTest's list of the entries that differ, printed after a failed assertion.
private func printSequenceDifferences<Value>(_ lhs: [Value], _ rhs: [Value], _ equal: (Value, Value) -> Bool) {
    print("Differences:")
    for (index, pair) in zip(lhs, rhs).enumerated() where !equal(pair.0, pair.1) {
        print("lhs[\(index)]:\n    \(pair.0)")
        print("rhs[\(index)]:\n    \(pair.1)")
    }
    let shortest = min(lhs.count, rhs.count)
    for (index, element) in lhs[shortest...].enumerated() { print("lhs[\(index + shortest)]:\n    \(element)") }
    for (index, element) in rhs[shortest...].enumerated() { print("rhs[\(index + shortest)]:\n    \(element)") }
}

private func singleEventsEqual<Element: Equatable>(_ lhs: SingleEvent<Element>, _ rhs: SingleEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)): left == right
    case (.failure(let left), .failure(let right)): "\(left)" == "\(right)"
    default: false
    }
}

/// Two maybe events are equal when they are the same case with equal elements;
/// errors compare by their description (RxTest's `Event+Equatable.swift`).
extension MaybeEvent: Equatable where Element: Equatable {
    /// Compares two maybe events as RxTest does.
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): true
        case (.error(let left), .error(let right)): "\(left)" == "\(right)"
        case (.success(let left), .success(let right)): left == right
        default: false
        }
    }
}

/// Two completable events are equal when they are the same case; errors compare by
/// their description (RxTest's `Event+Equatable.swift`).
extension CompletableEvent: Equatable {
    /// Compares two completable events as RxTest does.
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): true
        case (.error(let left), .error(let right)): "\(left)" == "\(right)"
        default: false
        }
    }
}

/// Reports an assertion failure to the XCTest run the assertion is part of, through
/// XCTest's `XCTFail(_:file:line:)`, found by its symbol in the running process.
/// Outside an XCTest run (no XCTest loaded) the failure stops the program.
enum XCTestFailure {
    /// XCTest's `XCTFail(_: String, file: StaticString, line: UInt)`.
    private static let symbol = "$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF"

    static func report(_ message: String, file: StaticString, line: UInt) {
        typealias Fail = @convention(thin) (String, StaticString, UInt) -> Void
        #if canImport(Darwin)
        let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
        #else
        let everywhere: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
        #endif
        guard let address = dlsym(everywhere, symbol) else {
            preconditionFailure("\(file):\(line): \(message) (XCTest is not loaded: no test run to report to)")
        }
        unsafeBitCast(address, to: Fail.self)(message, file, line)
    }
}
