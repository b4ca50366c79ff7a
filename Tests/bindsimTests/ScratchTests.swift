import Testing
import Foundation
@testable import bindsim

@Test func scratch() throws {
    let env = ProcessInfo.processInfo.environment
    guard let input = env["SCRATCH_IN"], let output = env["SCRATCH_OUT"] else { return }
    let text = try String(contentsOfFile: input, encoding: .utf8)
    let prefix = env["SCRATCH_PREFIX"] ?? ""
    let mode = env["SCRATCH_MODE"] ?? "cases"
    var out = ""
    let cases = mode == "lines" ? text.split(separator: "\n").map(String.init) : text.components(separatedBy: "\n===\n")
    for source in cases {
        let full = prefix + (mode == "lines" ? "relay out = \(source)\n" : source)
        out += "<<<\n" + source + "\n>>>\n" + frontendOutput(full) + "\n"
    }
    try out.write(toFile: output, atomically: true, encoding: .utf8)
}
