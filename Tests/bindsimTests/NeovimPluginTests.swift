import Foundation
import Testing
@testable import bindsim

/// `editors/neovim/bindsim.lua` in a real headless Neovim (Debian 12's 0.7.2, which `.ci/run`
/// installs, or a later one): the scenario `.txt` is claimed and gets the server's diagnostics
/// from the built `bindsim lsp`, another `.txt` stays text. Without Neovim the test is skipped,
/// saying how to get it.
@Suite struct NeovimPluginTests {
    static let neovim: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        return folders.map { "\($0)/nvim" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    @Test("the Neovim setup claims a scenario and shows the server's diagnostics", .enabled(
        if: neovim != nil, "no Neovim here: the plugin's test needs it (apt-get install -y neovim)"))
    func pluginShowsDiagnostics() throws {
        let neovim = try #require(Self.neovim)
        let bindsim = try #require(BindsimProcess.executable, "no bindsim beside the tests")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bindsim-nvim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "# a scenario\nscenario \"x\"\nrelay email = \"\"\nrelya other = 1\n"
            .write(to: folder.appendingPathComponent("s.txt"), atomically: true, encoding: .utf8)
        try "just text\n".write(to: folder.appendingPathComponent("t.txt"), atomically: true, encoding: .utf8)
        // The check prints what it saw and quits; a server that never answers leaves it waiting
        // 20 s, then it prints what it has.
        try """
            local out = {}
            vim.cmd('edit s.txt')
            local buf = vim.api.nvim_get_current_buf()
            table.insert(out, 'filetype=' .. vim.bo[buf].filetype)
            vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 50)
            for _, d in ipairs(vim.diagnostic.get(buf)) do
              table.insert(out, 'diagnostic ' .. d.lnum .. ':' .. d.col .. ' ' .. tostring(d.code))
            end
            vim.cmd('edit t.txt')
            table.insert(out, 'plain filetype=' .. vim.bo.filetype)
            io.stdout:write(table.concat(out, '\\n') .. '\\n')
            vim.cmd('qa!')
            """.write(to: folder.appendingPathComponent("check.lua"), atomically: true, encoding: .utf8)
        let plugin = GoldenScenarioTests.packageRoot + "/editors/neovim/bindsim.lua"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: neovim)
        process.arguments = ["--headless", "-u", "NONE", "-i", "NONE", "--cmd", "filetype on",
                             "-c", "luafile \(plugin)", "-c", "luafile check.lua"]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        // The setup runs `bindsim` from PATH: the one just built.
        environment["PATH"] = (bindsim as NSString).deletingLastPathComponent + ":" + (environment["PATH"] ?? "/usr/bin")
        environment["ASAN_OPTIONS"] = [environment["ASAN_OPTIONS"], "detect_leaks=0"].compactMap { $0 }.joined(separator: ":")
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let outputURL = folder.appendingPathComponent("out")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        let handle = try FileHandle(forWritingTo: outputURL)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try handle.close()
        let output = try String(contentsOf: outputURL, encoding: .utf8)
        #expect(output.contains("filetype=bindsim"), "\(output)")
        #expect(output.contains("diagnostic 3:0 E0102"), "\(output)")
        #expect(output.contains("plain filetype=text"), "\(output)")
    }
}
