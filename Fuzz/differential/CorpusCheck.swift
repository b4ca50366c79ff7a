import Foundation
import XCTest

/// The corpus's exports on the real RxSwift (`corpus.sh`): each runs in the mode that collects
/// the lines that fail, on the main thread (RxSwift's `MainScheduler` needs the main queue),
/// and must fail exactly bindsim's lines and skip where bindsim cut a loop off.
final class CorpusCheckTests: XCTestCase {
    func testEveryExportDoesWhatBindsimSays() {
        var disagreements = 0
        var skips = 0
        for export in corpusExports {
            let (lines, _, thrown) = BindsimExportCheck.collecting(export.run)
            if let problem = export.disagreement(failed: lines, thrown: thrown) {
                disagreements += 1
                print("DISAGREE \(export.path): \(problem)")
                continue
            }
            if export.skipsAt != nil { skips += 1 }
            let failing = lines.isEmpty ? "" : ", failing lines \(lines) as in bindsim"
            print("agree \(export.path)\(export.skipsAt.map { " (skips at line \($0))" } ?? "")\(failing)")
        }
        print("\(corpusExports.count) exports: \(corpusExports.count - disagreements) agree "
              + "(\(skips) skip where bindsim cut a loop off), \(disagreements) disagree")
        XCTAssertEqual(disagreements, 0)
    }
}
