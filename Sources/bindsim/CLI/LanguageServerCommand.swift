#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `bindsim lsp`: the language server on the process's standard input and output.
struct LanguageServerCommand {
    let console: Console

    func run() -> ExitCode {
        // Standard output carries the protocol alone: anything buffered for it goes first.
        console.flush()
        // A client that goes away must end the server through a failed write, not a signal.
        signal(SIGPIPE, SIG_IGN)
        return LanguageServer.serve(input: FileDescriptorSource(0), output: FileDescriptorSink(1),
                                    version: CommandTable.version)
    }
}
