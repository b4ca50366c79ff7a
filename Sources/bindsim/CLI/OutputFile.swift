import Foundation

/// A file a command writes its result into (`report -o FILE`). A regular file, or
/// one that does not exist yet, is replaced atomically, as goldens are
/// (`GoldenFile.write`): a reader sees the old page or the new one. Anything else
/// that can be opened for writing — a terminal, a pipe, `/dev/stdout`, a link to
/// one — is written in place, never replaced by a file of the same name.
struct OutputFile {
    let path: String

    func write(_ text: String) throws(GoldenFile.WriteError) {
        var status = stat()
        if lstat(path, &status) != 0 || status.st_mode & S_IFMT == S_IFREG {
            try GoldenFile(path: path).write(text)
            return
        }
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { throw GoldenFile.WriteError(message: Self.describe(errno)) }
        var failure = Array(text.utf8).withUnsafeBytes { writeAll($0, to: descriptor) }
        if close(descriptor) != 0 && failure == nil { failure = errno }
        if let failure { throw GoldenFile.WriteError(message: Self.describe(failure)) }
    }

    private static func describe(_ code: Int32) -> String {
        code == EISDIR ? "it is a directory" : String(cString: strerror(code)).lowercased()
    }
}
