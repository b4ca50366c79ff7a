import Foundation
import Testing
@testable import bindsim

/// `bindsim export` as a user meets it (docs/export.md): what it writes, what it refuses and
/// where, that a refused scenario writes nothing, `-o` replaced atomically, the names it gives.
@Suite("Export command")
struct ExportCommandTests {
    static func run(_ arguments: [String]) -> (status: Int32, output: String) {
        CommandLineTests.run(arguments)
    }

    /// A scenario file in a fresh folder, and that folder.
    static func scenario(_ text: String, name: String = #function) -> (path: String, folder: String) {
        let folder = NSTemporaryDirectory() + "bindsim-export-\(ProcessInfo.processInfo.processIdentifier)-"
            + name.filter { $0.isLetter || $0.isNumber }
        try? FileManager.default.removeItem(atPath: folder)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/scenario.txt"
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return (path, folder)
    }

    @Test("a statement with no counterpart in RxSwift is refused at file:line:col, exit 2, nothing written")
    func refusals() throws {
        let (path, folder) = Self.scenario("""
            relay a = 1
            terminal t = ""
            property p = 0
            relay b = 2
            bind a <-> b using channel
            published q = 3
            bind a <-> b using reactivekit
            """)
        let out = folder + "/Out.swift"
        try "previous".write(toFile: out, atomically: true, encoding: .utf8)
        let (status, output) = Self.run(["export", path, "-o", out])
        #expect(status == 2)
        for located in ["scenario.txt:2:10: error: terminal 't' has no counterpart in RxSwift",
                        "scenario.txt:3:10: error: property 'p' has no counterpart in RxSwift",
                        "scenario.txt:5:1: error: the 'channel' style has no counterpart in RxSwift",
                        "scenario.txt:6:11: error: published 'q' has no counterpart in RxSwift",
                        "scenario.txt:7:1: error: the 'reactivekit' style has no counterpart in RxSwift"] {
            #expect(output.contains(located), "\(located)\n\(output)")
        }
        #expect(output.contains("[E0501]") && output.contains("[E0502]"))
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "previous")
        #expect(!output.contains("XCTestCase"))
    }

    @Test("a scenario that does not check, or stops on a run-time error, writes nothing: exit 2")
    func brokenScenarios() {
        let (unchecked, _) = Self.scenario("relay a = 1\nset b = 2\n", name: "unchecked")
        let first = Self.run(["export", unchecked])
        #expect(first.status == 2 && first.output.contains("scenario.txt:2:5: error: unknown node 'b' [E0201]"))
        #expect(!first.output.contains("XCTestCase"))
        let (stopping, _) = Self.scenario("relay a = 1\nrelay s = \"\"\nset s = \"n: \" + a\n", name: "stopping")
        let second = Self.run(["export", stopping])
        #expect(second.status == 2 && second.output.contains("scenario.txt:3:9: error: '+' cannot combine"))
        #expect(!second.output.contains("XCTestCase"))
    }

    @Test("-o replaces the file atomically and writes what standard output gets; an unwritable path is exit 2")
    func outputFile() throws {
        let (path, folder) = Self.scenario("relay a = 1\nset a = 2\nexpect a == 2\n")
        let out = folder + "/ScenarioTests.swift"
        try "old".write(toFile: out, atomically: true, encoding: .utf8)
        let written = Self.run(["export", path, "-o", out])
        #expect(written.status == 0 && written.output.isEmpty)
        let printed = Self.run(["export", path])
        #expect(try String(contentsOfFile: out, encoding: .utf8) == printed.output)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
        let unwritable = folder + "/ScenarioTests.swift/inside.swift"
        let failed = Self.run(["export", path, "-o", unwritable])
        #expect(failed.status == 2 && failed.output.contains("bindsim: error: cannot write \(unwritable)"))
    }

    @Test("--import bindkit changes the imports and nothing below them")
    func imports() {
        let path = GoldenScenarioTests.packageRoot + "/Scenarios/forms/name-form.txt"
        let rxswift = Self.run(["export", path]).output
        let bindkit = Self.run(["export", path, "--import", "bindkit", "--to", "rxswift"]).output
        #expect(rxswift.contains("import RxSwift\nimport RxRelay\nimport RxTest\n\nfinal class NameFormTests: XCTestCase"))
        #expect(bindkit.contains("import BindKit\n\nfinal class NameFormTests: XCTestCase"))
        #expect(rxswift.components(separatedBy: "import RxTest\n").last == bindkit.components(separatedBy: "import BindKit\n").last)
        #expect(Self.run(["export", path, "--to", "combine"]).status == 64)
        #expect(Self.run(["export", path, "--import", "uikit"]).status == 64)
    }

    @Test("--class names the test class; a name that is not a Swift type name, or one the support uses, is a usage error")
    func className() {
        let path = GoldenScenarioTests.packageRoot + "/Scenarios/forms/name-form.txt"
        let named = Self.run(["export", path, "--class", "SignUpFormTests"])
        #expect(named.status == 0)
        #expect(named.output.hasPrefix("// SignUpFormTests.swift: `bindsim export name-form.txt`"))
        #expect(named.output.contains("final class SignUpFormTests: XCTestCase") && !named.output.contains("NameFormTests"))
        for bad in ["9Lives", "BindsimValue", "class", "Form Tests", "Fórm", ""] {
            #expect(Self.run(["export", path, "--class", bad]).status == 64, "\(bad)")
        }
    }

    @Test("a step bindsim cut off is a skip that ends the test; budgets and the file's # args: line count")
    func skips() {
        let text = "relay a = 1\nrelay b = 2\nbind a <-> b\nexpect loop\nset a = 3\nexpect a == 3\n"
        let (path, _) = Self.scenario(text)
        let (status, output) = Self.run(["export", path])
        #expect(status == 0)
        #expect(output.contains("""
                    // bind a <-> b
                    run.finish()
                    throw XCTSkip("line 3 loops: RxSwift overflows the stack here; bindsim cut it off after 100 re-entries (b -> a -> b)")
                    // The rest of the scenario does not run: the step above ends the test.
                }
            """), "\(output)")
        #expect(!output.contains("run.set(a, 3)"))
        #expect(Self.run(["export", "--max-reentries", "7", path]).output.contains("after 7 re-entries"))
        let (withArgs, _) = Self.scenario("# args: --max-reentries 9 --format marble\n" + text, name: "withArgs")
        #expect(Self.run(["export", withArgs]).output.contains("after 9 re-entries"))
    }

    @Test("--observed asserts, after every step, what each node declared so far announced and holds in bindsim")
    func observed() {
        let (path, _) = Self.scenario("relay a = 1\npublish p\nbind a.map(it * 2) -> p\nset a = 5\n")
        let output = Self.run(["export", "--observed", path]).output
        #expect(output.contains(#"run.observed(step: 1, line: 3, "a", a, announced: [], value: 1, holds: BindsimValue(a.value))"#))
        #expect(output.contains(#"run.observed(step: 1, line: 3, "p", p, announced: [2], value: nil, holds: nil)"#))
        #expect(output.contains(#"run.observed(step: 2, line: 4, "p", p, announced: [10], value: nil, holds: nil)"#))
        #expect(!Self.run(["export", path]).output.contains("run.observed("))
    }

    @Test("names: the class from the file's stem, nodes Swift or the support already names renamed", arguments: [
        ("name-form.txt", "NameFormTests"), ("Scenarios/loops/a_b c.txt", "ABCTests"), ("3-way.txt", "Scenario3WayTests"),
        ("-", "StdinScenarioTests"), ("<stdin>", "StdinScenarioTests"), ("émoji-ü.txt", "MojiTests"),
    ])
    func className(_ path: String, _ expected: String) {
        #expect(SwiftNames.className(forPath: path) == expected)
    }

    @Test("a node named like a Swift keyword or a support name gets another identifier")
    func reservedNames() {
        let (path, _) = Self.scenario("relay run = 1\nrelay runNode = 2\nrelay trim = \" a \"\nfield value = \"\"\n"
                                      + "bind trim.map(trim(it)) -> value\nset run = runNode + 1\nexpect run == 3\n")
        let (status, output) = Self.run(["export", path])
        #expect(status == 0)
        #expect(output.contains("let runNode2 = BehaviorRelay<Double>(value: 1.0)"))
        #expect(output.contains("let runNode = BehaviorRelay<Double>(value: 2.0)"))
        // The support's builtins are `Bindsim.trim`: a node may be called `trim`.
        #expect(output.contains("let trim = BehaviorRelay<String>(value: \" a \")"))
        #expect(output.contains("run.bind(\"b1\", trim.asObservable().map { it in try Bindsim.trim(it) }, to: value)"))
        #expect(output.contains("try run.step(line: 6) { run.set(runNode2, runNode.value + 1) }"))
    }

    @Test("docs/export.md's operator table has every operator an rx file writes, with its exported template, in order")
    func operatorTable() throws {
        let text = try DocumentationTests.document("export.md")
        let table = try #require(text.components(separatedBy: "| operator | exported as |\n|---|---|\n").last)
        let rows = table.split(separator: "\n").prefix { $0.hasPrefix("|") }.map(String.init)
        let expected = OperatorCatalog.all.filter { $0.vocabulary.belongs(to: .rx) }.map { "| `\($0.name)` | `\($0.exported.replacingOccurrences(of: "|", with: "\\|"))` |" }
        #expect(rows == expected)
    }

    @Test("every name the support section declares at file scope is one a node is renamed away from")
    func supportNamesAreReserved() {
        var needs = SupportSection.Needs(field: true, button: true, label: true, twoWay: true, always: true, observed: true)
        needs.builtins = Set(BuiltinFunction.names)
        let text = SupportSection.text(for: needs) + SupportSection.text(for: needs, target: .observation)
        var declared: [String] = []
        for line in text.split(separator: "\n") {
            for keyword in ["fileprivate func ", "fileprivate final class ", "fileprivate struct ", "fileprivate enum ",
                            "fileprivate protocol ", "fileprivate let ", "fileprivate var ",
                            "@MainActor fileprivate final class "] where line.hasPrefix(keyword) {
                declared.append(String(line.dropFirst(keyword.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
            }
        }
        #expect(declared.count >= 12)
        // One namespace: every type the support declares starts with `Bindsim`, so a team's own
        // test code keeps its names; and a node is renamed away from each.
        #expect(declared.filter { !$0.hasPrefix("Bindsim") && !$0.hasPrefix("bindsim") } == [])
        #expect(declared.filter { !SwiftNames.reserved.union(SwiftNames.reservedInObservation).contains($0) } == [])
        // Its extensions of RxSwift's and the standard library's types add only `bindsim…` members.
        #expect(text.contains("fileprivate var bindsimValue: BindsimValue") && !text.contains("fileprivate func write("))
    }
}

/// `bindsim export --to observation` as a user meets it (docs/export.md, "To Swift's Observation").
@Suite("Export command: to Swift's Observation")
struct ObservationExportCommandTests {
    @Test("RxSwift's nodes and subscriptions are refused at file:line:col, exit 2; --import is a usage error")
    func refusals() {
        let (path, _) = ExportCommandTests.scenario("""
            language 4
            observable a = ""
            field f = ""
            bind f -> f
            on f { set a = it }
            track a { set a = "x" }
            """)
        let (status, output) = ExportCommandTests.run(["export", path, "--to", "observation"])
        #expect(status == 2)
        for located in ["scenario.txt:3:7: error: field 'f' has no counterpart in Swift's Observation",
                        "scenario.txt:4:1: error: 'bind' has no counterpart in Swift's Observation",
                        "scenario.txt:5:1: error: 'on' has no counterpart in Swift's Observation"] {
            #expect(output.contains(located), "\(located)\n\(output)")
        }
        #expect(!output.contains("scenario.txt:6:"), "a tracker has its counterpart")
        #expect(!output.contains("XCTestCase"))
        let imports = ExportCommandTests.run(["export", path, "--to", "observation", "--import", "bindkit"])
        #expect(imports.status == 64 && imports.output.contains("--import chooses among RxSwift's imports"))
        // An Observations value that can fail cannot be the non-throwing closure Observations takes here.
        let (failing, _) = ExportCommandTests.scenario("language 4\nobservable a = \"x\"\nrelay n = \"\"\n"
                                                       + "on observations(trim(a)) { set n = it }\n", name: "failingValue")
        let refused = ExportCommandTests.run(["export", failing, "--to", "observation"])
        #expect(refused.status == 2 && refused.output.contains("scenario.txt:4:17: error: 'on observations' has no counterpart"),
                "\(refused.output)")
        // A file of RxSwift's nodes only gets one diagnostic, not one per statement.
        let (rxOnly, _) = ExportCommandTests.scenario("field f = \"\"\nrelay r = \"\"\nbind f <-> r\nuser f = \"x\"\n",
                                                      name: "rxOnly")
        let single = ExportCommandTests.run(["export", rxOnly, "--to", "observation"])
        #expect(single.status == 2 && single.output.components(separatedBy: "error:").count == 2
                && single.output.contains("scenario.txt:1:7: error: the scenario has no observable or computed node"))
        // --to rxswift says where such a file goes.
        let rx = ExportCommandTests.run(["export", path])
        #expect(rx.status == 2 && rx.output.contains("observable 'a' has no counterpart in RxSwift")
                && rx.output.contains("export it --to observation"))
    }

    @Test("the nodes are one @Observable class's properties; trackers are withObservationTracking calls")
    func shape() {
        let (path, _) = ExportCommandTests.scenario("""
            language 4
            observable name = ""
            observable count: Number = 0 always
            observable note = "" ignored
            relay log = ""
            computed shown = name + "!"
            track name as t { set log = log + shown }
            observe count { set log = log + "c" }
            user name = "Ada"
            mutate count = 0
            expect log == "Ada!"
            """)
        let (status, output) = ExportCommandTests.run(["export", path, "--to", "observation"])
        #expect(status == 0, "\(output)")
        for line in ["import Observation", "@MainActor @Observable fileprivate final class ScenarioModel {",
                     "    var name: String = \"\"", "    var count = BindsimAlways<Double>(0.0)",
                     "    @ObservationIgnored var note: String = \"\"", "    @ObservationIgnored var log: String = \"\"",
                     "    var shown: String { self.name + \"!\" }", "@MainActor func testScenario() async throws {",
                     "withObservationTracking {", "} onChange: {", "MainActor.assumeIsolated {",
                     "Task { @MainActor in", "bindsimMutate(&model.count.value, 0.0)",
                     "run.trackers(\"t2\", rearming: true).track { tracker in"] {
            #expect(output.contains(line), "\(line)")
        }
        #expect(!output.contains("RxSwift") || !output.contains("import RxSwift"))
    }

    @Test("-o DIR/ writes the Observation support once; a folder holding RxSwift's support is refused")
    func keptFolders() throws {
        let (path, folder) = ExportCommandTests.scenario("language 4\nobservable a = \"\"\nuser a = \"x\"\n")
        let observation = folder + "/Observation/"
        let first = ExportCommandTests.run(["export", path, "--to", "observation", "-o", observation])
        #expect(first.status == 0, "\(first.output)")
        let support = try String(contentsOfFile: observation + "BindsimSupport.swift", encoding: .utf8)
        #expect(support.hasPrefix("// BindsimSupport.swift: written by bindsim") && support.contains("--to observation -o DIR/"))
        #expect(support.contains("import Observation") && !support.contains("import RxSwift"))
        let (rxPath, _) = ExportCommandTests.scenario("relay r = 1\nset r = 2\n", name: "rxScenario")
        let mixed = ExportCommandTests.run(["export", rxPath, "-o", observation])
        #expect(mixed.status == 2 && mixed.output.contains("BindsimSupport.swift is the support of exports to observation"))
    }
}
