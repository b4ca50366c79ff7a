import Foundation
import Testing
@testable import bindsim

/// The editor files of `editors/`: the VS Code extension's manifest, and a TextMate grammar
/// whose word lists are the language's own (keywords, node kinds, operators, builtins,
/// types, styles), so a new operator or keyword fails here until it is highlighted.
@Suite("Editor files")
struct EditorFilesTests {
    static let folder = GoldenScenarioTests.packageRoot + "/editors/vscode/"

    static func json(_ path: String) throws -> [String: Any] {
        let data = try #require(FileManager.default.contents(atPath: folder + path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func grammarRule(_ name: String) throws -> [String: Any] {
        let repository = try #require(try json("syntaxes/bindsim.tmLanguage.json")["repository"] as? [String: Any])
        return try #require(repository[name] as? [String: Any], "no rule '\(name)'")
    }

    /// The words of a rule's first `(a|b|c)` group of two words or more.
    static func words(_ rule: String) throws -> Set<String> {
        let match = try #require(try grammarRule(rule)["match"] as? String)
        let group = try #require(match.firstMatch(of: /\(((?:[A-Za-z]+\|)+[A-Za-z]+)\)/), "\(rule): no word group")
        return Set(group.1.split(separator: "|").map(String.init))
    }

    @Test("the extension declares the bindsim language, its grammar and the server command")
    func manifest() throws {
        let manifest = try Self.json("package.json")
        let contributes = try #require(manifest["contributes"] as? [String: Any])
        let language = try #require((contributes["languages"] as? [[String: Any]])?.first)
        #expect(language["id"] as? String == "bindsim")
        #expect(language["extensions"] as? [String] == [".bindsim"])
        let firstLine = try Regex(try #require(language["firstLine"] as? String))
        for (line, matches) in [("scenario \"login\"", true), ("language 3", true), ("# a comment", false),
                                ("scenarios are fun", false), ("relay a = 1", false)] {
            #expect((line.firstMatch(of: firstLine) != nil) == matches, "\(line)")
        }
        let grammar = try #require((contributes["grammars"] as? [[String: Any]])?.first)
        #expect(grammar["language"] as? String == "bindsim")
        #expect(grammar["scopeName"] as? String == (try Self.json("syntaxes/bindsim.tmLanguage.json")["scopeName"] as? String))
        #expect(FileManager.default.fileExists(atPath: Self.folder + (grammar["path"] as? String ?? "-")))
        let main = try String(contentsOfFile: Self.folder + (manifest["main"] as? String ?? "-"), encoding: .utf8)
        #expect(main.contains("args: ['lsp']"))
        #expect(FileManager.default.fileExists(atPath: Self.folder + (language["configuration"] as? String ?? "-")))
    }

    /// A cloned repository's `.vscode/settings.json` must not choose the executable the
    /// extension starts: only a machine-scoped setting is ignored in workspace settings.
    @Test("the server's executable comes from user settings only, never from a workspace")
    func executableIsTheUsersChoice() throws {
        let manifest = try Self.json("package.json")
        let contributes = try #require(manifest["contributes"] as? [String: Any])
        let properties = try #require((contributes["configuration"] as? [String: Any])?["properties"] as? [String: Any])
        let path = try #require(properties["bindsim.path"] as? [String: Any])
        #expect(path["scope"] as? String == "machine")
        let capabilities = try #require(manifest["capabilities"] as? [String: Any])
        let untrusted = try #require(capabilities["untrustedWorkspaces"] as? [String: Any])
        #expect(untrusted["supported"] as? String == "limited")
        #expect(untrusted["restrictedConfigurations"] as? [String] == ["bindsim.path"])
        // The extension reads the value through `inspect`, taking the user's or the default,
        // never `get`, which would merge in a workspace's value if VS Code ever passed one.
        let main = try String(contentsOfFile: Self.folder + "extension.js", encoding: .utf8)
        #expect(main.contains(".inspect('path')"))
        #expect(main.contains("setting.globalValue") && main.contains("setting.defaultValue"))
        #expect(!main.contains(".get('path'"))
        // Neovim's setup names the command itself; it reads no project file for it.
        let neovim = try String(contentsOfFile: GoldenScenarioTests.packageRoot + "/editors/neovim/bindsim.lua",
                                encoding: .utf8)
        #expect(neovim.contains("cmd = { 'bindsim', 'lsp' }"))
    }

    @Test("the grammar highlights every keyword, node kind, operator, builtin, type and style of the language")
    func wordLists() throws {
        let chain = OperatorCatalog.all.filter { $0.chainArity != nil }
        let sources = OperatorCatalog.all.filter { $0.sourceArity != nil }
        #expect(try Self.words("operator") == Set(chain.flatMap { [$0.writtenName] + $0.aliases }))
        #expect(try Self.words("source") == Set(sources.flatMap { [$0.name] + $0.aliases }))
        #expect(try Self.words("builtin") == Set(BuiltinFunction.names))
        #expect(try Self.words("type") == Set(TypeAnnotation.Base.allCases.map(\.rawValue)))
        #expect(try Self.words("style") == Set(BindingStyle.names))
        #expect(try Self.words("declaration") == Set(NodeKind.allCases.map(\.keyword)))
        var highlighted = Set<String>()
        // Not "source": its words are coloured only before `(`, and `expect no error` has none.
        for rule in ["keyword", "declaration", "literal", "variable", "label", "style"] {
            highlighted.formUnion(try Self.words(rule))
        }
        let words = Keyword.allCases.map(\.rawValue) + ContextualWord.allCases.map(\.rawValue)
            + ["as", "error", "ended", "running", "overwrite", "of", "outer", "with", "acc"]
        #expect(Set(words).subtracting(highlighted).sorted() == [])
    }

    // Swift's `Regex` reads the grammar's patterns (Oniguruma's syntax, as far as they use it);
    // NSRegularExpression would do as well, but leaks in this toolchain's Foundation.
    @Test("every pattern of the grammar is a regular expression, and a scenario line is coloured as expected")
    func patterns() throws {
        let repository = try #require(try Self.json("syntaxes/bindsim.tmLanguage.json")["repository"] as? [String: Any])
        for (name, rule) in repository {
            for key in ["match", "begin", "end"] {
                guard let pattern = (rule as? [String: Any])?[key] as? String else { continue }
                #expect(throws: Never.self, "\(name).\(key)") { _ = try Regex(pattern) }
            }
        }
        let line = "bind query.debounce(300ms).map(length(it)) -> results as slow  # typed"
        func found(_ rule: String) throws -> [String] {
            let pattern = try Regex(try #require(try Self.grammarRule(rule)["match"] as? String))
            return line.matches(of: pattern).map { String(line[$0.range]) }
        }
        #expect(try found("operator") == [".debounce", ".map"])
        #expect(try found("duration") == ["300ms"])
        #expect(try found("builtin") == ["length"])
        #expect(try found("label") == ["as slow"])
        #expect(try found("comment") == ["# typed"])
        #expect(try found("arrow") == ["->"])
        // `error` is a keyword in `expect no error` and a source before `(`, which comes first.
        let patterns = try #require(try Self.json("syntaxes/bindsim.tmLanguage.json")["patterns"] as? [[String: String]])
        let order = patterns.compactMap { $0["include"] }
        #expect(try #require(order.firstIndex(of: "#source")) < (try #require(order.firstIndex(of: "#keyword"))))
    }
}
