extension ObservableType {
    /// Prints every event of each subscription, as RxSwift's `debug`:
    /// `<time>: <identifier> -> subscribed`, `Event next(1)`, `Event completed`,
    /// `isDisposed`. The time is the main loop's virtual clock (counted from
    /// 1970-01-01 00:00:00.000 UTC), so output is the same on every run.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false,
        file: String = #file, line: UInt = #line, function: String = #function
    ) -> Observable<Element> {
        let source = asObservable()
        let name: String
        if let identifier {
            name = identifier
        } else {
            let trimmed = file.split(separator: "/").last.map(String.init) ?? file
            name = "\(trimmed):\(line) (\(function))"
        }
        return Observable { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            func log(_ content: String) {
                print("\(DebugClock.timestamp(runtime: runtime)): \(name) -> \(content)")
            }
            func logEvent(_ text: String) {
                let maxLength = 40
                let shown = text.count > maxLength && trimOutput
                    ? String(text.prefix(maxLength / 2)) + "..." + String(text.suffix(maxLength / 2)) : text
                log("Event \(shown)")
            }
            log("subscribed")
            func disposeLogging() {
                if !stage.isDisposed { log("isDisposed") }
                stage.dispose()
            }
            stage.hold(source.subscribe(Sink(runtime: runtime, forward: { value in
                logEvent("\(Event<Element>.next(value))")
                guard !stage.isDisposed else { return }
                downstream.on(value)
            }, terminate: { completion in
                logEvent(completion.note)
                guard !stage.isDisposed else { return }
                downstream.stop(completion)
                disposeLogging()
            })))
            return Disposables.create(with: disposeLogging)
        }
    }
}

enum DebugClock {
    /// The main loop's virtual time as `yyyy-MM-dd HH:mm:ss.SSS` (UTC).
    static func timestamp(runtime: Runtime) -> String {
        let nanoseconds = runtime.rx.mainLoop?.now ?? 0
        let milliseconds = nanoseconds / 1_000_000
        let days = milliseconds / 86_400_000
        var rest = milliseconds % 86_400_000
        let hour = rest / 3_600_000
        rest %= 3_600_000
        let minute = rest / 60_000
        rest %= 60_000
        let second = rest / 1000
        let millisecond = rest % 1000
        // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
        let z = days + 719_468
        let era = z / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2)) \(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2))."
            + pad(millisecond, 3)
    }
}
