import BindKit
extension TextField {
    func userDeletesBackwardCompat() { userDeletesBackward() }
}
