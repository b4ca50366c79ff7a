import BindKit

// A login screen in MVVM, written in RxSwift spellings only.

struct Credentials: Equatable {
    let username: String
    let password: String
}

enum LoginError: Error, Equatable {
    case wrongPassword
    case offline
}

protocol LoginAPI {
    func login(_ credentials: Credentials) -> Single<String>
}

final class LoginViewModel {
    // Inputs
    let username = BehaviorRelay(value: "")
    let password = BehaviorRelay(value: "")
    let loginTap = PublishRelay<Void>()

    // Outputs
    let usernameValid: Driver<Bool>
    let passwordValid: Driver<Bool>
    let loginEnabled: Driver<Bool>
    let isLoading: Driver<Bool>
    let loggedIn: Signal<String>
    let errorMessage: Signal<String>

    init(api: LoginAPI) {
        let loading = BehaviorRelay(value: false)
        usernameValid = username.asDriver().map { $0.count >= 3 }.distinctUntilChanged()
        passwordValid = password.asDriver().map { $0.count >= 6 }.distinctUntilChanged()
        isLoading = loading.asDriver().distinctUntilChanged()
        loginEnabled = Driver.combineLatest(usernameValid, passwordValid, isLoading) { $0 && $1 && !$2 }
            .distinctUntilChanged()

        let credentials = Driver.combineLatest(username.asDriver(), password.asDriver())
            .map { Credentials(username: $0.0, password: $0.1) }

        let results: Signal<Result<String, LoginError>> = loginTap.asSignal()
            .withLatestFrom(credentials)
            .flatMapLatest { credentials in
                api.login(credentials)
                    .map { Result<String, LoginError>.success($0) }
                    .do(onSubscribe: { loading.accept(true) }, onDispose: { loading.accept(false) })
                    .asSignal(onErrorRecover: { error in
                        .just(.failure(error as? LoginError ?? .offline))
                    })
            }

        loggedIn = results.compactMap { try? $0.get() }
        errorMessage = results.compactMap { result in
            guard case .failure(let error) = result else { return nil }
            return error == .wrongPassword ? "Wrong password" : "You are offline"
        }
    }
}

/// The screen's controls, bound to the view model as a view controller would.
final class LoginView {
    let usernameField = TextField()
    let passwordField = TextField()
    let loginButton = Button()
    let spinner = ActivityIndicatorView()
    let messageLabel = Label()
    private let disposeBag = DisposeBag()

    func bind(to viewModel: LoginViewModel) {
        disposeBag.insert {
            usernameField.rx.text.orEmpty.bind(to: viewModel.username)
            passwordField.rx.text.orEmpty.bind(to: viewModel.password)
            loginButton.rx.tap.bind(to: viewModel.loginTap)
            viewModel.loginEnabled.drive(loginButton.rx.isEnabled)
            viewModel.isLoading.drive(spinner.rx.isAnimating)
            viewModel.errorMessage.emit(to: messageLabel.rx.text)
            viewModel.loggedIn.map { "Welcome, \($0)" }.emit(to: messageLabel.rx.text)
        }
    }
}
