import BindKit
import XCTest

/// A login API answering on the test scheduler, 20 ticks after each request.
final class FakeLoginAPI: LoginAPI {
    let scheduler: TestScheduler
    private(set) var requests: [TestableObservable<String>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func login(_ credentials: Credentials) -> Single<String> {
        let response = credentials.password == "secret1"
            ? scheduler.createColdObservable([.next(20, "token-\(credentials.username)"), .completed(20)])
            : scheduler.createColdObservable([.error(20, LoginError.wrongPassword)])
        requests.append(response)
        return response.asSingle()
    }
}

final class LoginViewModelTests: XCTestCase {
    var scheduler: TestScheduler!
    var disposeBag: DisposeBag!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
    }

    override func tearDown() {
        disposeBag = nil
        scheduler = nil
        super.tearDown()
    }

    func testValidationEnablesTheLoginButton() {
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = LoginViewModel(api: FakeLoginAPI(scheduler: scheduler))
            scheduler.createHotObservable([.next(210, "an"), .next(220, "ann"), .next(260, "a")])
                .bind(to: viewModel.username).disposed(by: disposeBag)
            scheduler.createHotObservable([.next(230, "secret"), .next(240, "secret1")])
                .bind(to: viewModel.password).disposed(by: disposeBag)

            let usernameValid = scheduler.createObserver(Bool.self)
            let enabled = scheduler.createObserver(Bool.self)
            viewModel.usernameValid.drive(usernameValid).disposed(by: disposeBag)
            viewModel.loginEnabled.drive(enabled).disposed(by: disposeBag)
            scheduler.start()

            XCTAssertEqual(usernameValid.events, [.next(1, false), .next(221, true), .next(261, false)])
            XCTAssertEqual(enabled.events, [.next(1, false), .next(231, true), .next(261, false)])
        }
    }

    func testLoginShowsActivityThenWelcomesTheUser() {
        SharingScheduler.mock(scheduler: scheduler) {
            let api = FakeLoginAPI(scheduler: scheduler)
            let viewModel = LoginViewModel(api: api)
            viewModel.username.accept("ann")
            viewModel.password.accept("secret1")
            scheduler.createHotObservable([.next(300, ())]).bind(to: viewModel.loginTap).disposed(by: disposeBag)

            let loading = scheduler.createObserver(Bool.self)
            viewModel.isLoading.drive(loading).disposed(by: disposeBag)
            let loggedIn = scheduler.start(created: 100, subscribed: 200, disposed: 1000) {
                viewModel.loggedIn.asObservable()
            }

            XCTAssertEqual(loading.events, [.next(1, false), .next(302, true), .next(322, false)])
            XCTAssertEqual(loggedIn.events, [.next(322, "token-ann")])
            XCTAssertEqual(api.requests.count, 1)
            XCTAssertEqual(api.requests[0].subscriptions, [Subscription(301, 321)])
        }
    }

    func testWrongPasswordShowsAnErrorAndTheScreenStaysUsable() {
        SharingScheduler.mock(scheduler: scheduler) {
            let api = FakeLoginAPI(scheduler: scheduler)
            let viewModel = LoginViewModel(api: api)
            viewModel.username.accept("ann")
            scheduler.createHotObservable([.next(300, "secret2"), .next(400, "secret1")])
                .bind(to: viewModel.password).disposed(by: disposeBag)
            scheduler.createHotObservable([.next(310, ()), .next(410, ())])
                .bind(to: viewModel.loginTap).disposed(by: disposeBag)

            let errors = scheduler.createObserver(String.self)
            let welcomes = scheduler.createObserver(String.self)
            viewModel.errorMessage.emit(to: errors).disposed(by: disposeBag)
            viewModel.loggedIn.emit(to: welcomes).disposed(by: disposeBag)
            scheduler.start()

            XCTAssertEqual(errors.events, [.next(333, "Wrong password")])
            XCTAssertEqual(welcomes.events, [.next(432, "token-ann")])
            XCTAssertEqual(api.requests.map(\.subscriptions), [[Subscription(311, 331)], [Subscription(411, 431)]])
        }
    }

    func testTheViewDrivesItsControls() {
        SharingScheduler.mock(scheduler: scheduler) {
            let view = LoginView()
            let viewModel = LoginViewModel(api: FakeLoginAPI(scheduler: scheduler))
            view.bind(to: viewModel)
            scheduler.scheduleAt(10) { view.usernameField.text = "ann"; view.usernameField.sendActions(for: .editingChanged) }
            scheduler.scheduleAt(20) { view.passwordField.text = "secret1"; view.passwordField.sendActions(for: .editingChanged) }
            scheduler.scheduleAt(30) { view.loginButton.sendActions(for: .touchUpInside) }
            var trace: [String] = []
            scheduler.scheduleAt(25) { trace.append("enabled at 25: \(view.loginButton.isEnabled)") }
            scheduler.scheduleAt(40) { trace.append("spinner at 40: \(view.spinner.isAnimating)") }
            scheduler.start()
            trace.append("label: \(view.messageLabel.text ?? "nil"), spinner: \(view.spinner.isAnimating)")
            XCTAssertEqual(trace, ["enabled at 25: true", "spinner at 40: true", "label: Welcome, token-ann, spinner: false"])
        }
    }
}
