import Testing
import Foundation
@testable import bindsim

@Test func scratch2() throws {
    var out = ""
    func show(_ title: String, _ bytes: [UInt8]) {
        out += "### \(title)\n" + diagnosticsOutput(bytes) + "\n"
    }
    let parens = String(repeating: "(", count: 200_000) + "1" + String(repeating: ")", count: 200_000)
    show("parens", Array("relay x = \(parens)\nrelay y = zz\n".utf8))
    show("parens multiline", Array(("relay x = " + String(repeating: "(\n", count: 200_000) + "1").utf8))
    show("sum chain", Array(("relay x = 1" + String(repeating: " + 1", count: 300) + "\n").utf8))
    show("unary chain", Array(("relay x = " + String(repeating: "!", count: 100_000) + "true\n").utf8))
    show("list nest", Array(("relay x = " + String(repeating: "[", count: 100_000) + "\n").utf8))
    show("blocks", Array(("relay r = 1\non r { " + String(repeating: "if true { ", count: 300) + "\n").utf8))
    show("streams", Array(("relay r = 1\nbind " + String(repeating: "merge(r, ", count: 300) + "\n").utf8))
    show("nul", [0x72, 0x65, 0x0a, 0x61, 0x00, 0x62])
    show("invalid utf8", Array("relay s = \"é".utf8) + [0xFF, 0xFE] + Array("\"\n".utf8))
    show("binary garbage", (0..<5000).map { UInt8(($0 * 7919 + 13) % 255 + 1) & 0x7F })
    show("empty", [])
    show("comment only", Array("# hello\n# world".utf8))
    show("crlf", Array("relay a = 1\r\nset a = 2\r\nexpect b == 2\r\n".utf8))
    show("tabs", Array("relay a = 1\n\tset\ta = zz\n".utf8))
    show("non-ascii", Array("relay é = 1\nrelay s = \"héllo wörld 😀\" + zz\n".utf8))
    show("long line", Array(("relay s = \"" + String(repeating: "a", count: 300) + "\" + zz\n").utf8))
    show("line too long", Array(("relay s = \"" + String(repeating: "a", count: 100_001) + "\"\n").utf8))
    show("string too long", Array(("relay s = \"" + String(repeating: "\\n", count: 70_000) + "\"\n").utf8))
    show("many errors", Array(String(repeating: "relay = 1\n", count: 100).utf8))
    show("bom", [0xEF, 0xBB, 0xBF] + Array("relay a = zz\n".utf8))
    show("no final newline", Array("relay a = 1\nset a = zz".utf8))
    try out.write(toFile: "/tmp/cases/limits.out", atomically: true, encoding: .utf8)
}
