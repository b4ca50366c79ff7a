// docs/export.md's "On iOS" stand-in for a UIKit text field, compiled here on BindKit's simulated
// UITextField (`TextField`, which restates UIKit's and RxCocoa's behaviour): NameFormOnATextField
// runs the name form's kept test on it with one line changed per field. bindsimTests' "Export
// goldens" keep the class below equal to the one docs/export.md shows.
import BindKit

typealias UITextField = TextField

// docs/export.md: begin
/// A UIKit text field where a kept test has a `BindsimField<String>`:
/// `let firstField = BindsimTextField(run, UITextField())`. The test drives the control as the
/// user would (its text set, then its editing event sent); bindings read it through RxCocoa's
/// `rx.text.orEmpty` and write it through `rx.text`, which sets only a different text.
final class BindsimTextField: BindsimEditable, BindsimTwoWaySide {
    let control: UITextField
    private weak var run: BindsimRun?

    init(_ run: BindsimRun, _ control: UITextField) {
        self.run = run
        self.control = control
    }

    var value: String { control.text ?? "" }

    func asObservable() -> Observable<String> { control.rx.text.orEmpty.asObservable() }

    func bindsimWrite(_ value: String, in run: BindsimRun?) { control.rx.text.onNext(value) }

    func userEdits(_ newValue: String) {
        run?.record(self, newValue)
        control.text = newValue
        control.sendActions(for: .editingChanged)
    }

    var bindsimIsSilentOnProgrammaticWrite: Bool { true }
}
// docs/export.md: end
