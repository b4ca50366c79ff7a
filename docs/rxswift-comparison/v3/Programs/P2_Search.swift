// Item 2: Scenarios/search/*.txt
import RxSwift
import RxRelay
import RxCocoaLite

func p2_search(latest: Bool) -> () -> Void { {
    let searchField = TextField("searchField")
    let results = Label("results")
    var bag: [Disposable] = []
    step("let query = searchField.debounce(300ms).distinct(); bind query.\(latest ? "flatMapLatest" : "flatMap")(just(\"results for \" + outer).delay(ms(length(outer) * 100))) -> results as search") {
        let query = searchField.rx.text.asObservable()
            .do(onNext: { log("searchField delivers \"\($0)\" to debounce") })
            .debounce(.milliseconds(300), scheduler: sched).distinctUntilChanged()
            .do(onNext: { log("query \"\($0)\"") })
        let inner = { (q: String) -> Observable<String> in
            Observable.just("results for " + q).delay(.milliseconds(q.count * 100), scheduler: sched)
                .do(onSubscribe: { log("request \"\(q)\" subscribed") }, onDispose: { log("request \"\(q)\" disposed") })
        }
        let s = latest ? query.flatMapLatest(inner) : query.flatMap(inner)
        bag.append(s.do(onCompleted: { log("search completed") }).bind(to: results.rx.text))
    }
    step("user searchField = \"rxswift\"") { searchField.user("rxswift") }
    wait(400)
    step("user searchField = \"rx\"") { searchField.user("rx") }
    wait(1000)
    step("final") { log("results = \"\(results.text)\"") }
} }
