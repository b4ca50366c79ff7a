import Foundation

/// A file a command writes its result into (`report -o FILE`, `explore --out FILE`).
/// A regular file, or one that does not exist yet, is replaced atomically, as goldens
/// are (`GoldenFile.write`): a reader sees the old page or the new one. Anything else
/// that can be opened for writing — a terminal, a pipe, `/dev/stdout`, a link to
/// one — is written in place, never replaced by a file of the same name.
struct OutputFile {
    let path: String

    func write(_ text: String) throws(GoldenFile.WriteError) {
        var status = stat()
        if lstat(FileSystemPath.bytes(path), &status) != 0 || status.st_mode & S_IFMT == S_IFREG {
            try GoldenFile(path: path).write(text)
            return
        }
        let descriptor = open(FileSystemPath.bytes(path), O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { throw GoldenFile.WriteError(message: Self.describe(errno)) }
        var failure = Array(text.utf8).withUnsafeBytes { writeAll($0, to: descriptor) }
        if close(descriptor) != 0 && failure == nil { failure = errno }
        if let failure { throw GoldenFile.WriteError(message: Self.describe(failure)) }
    }

    /// The input among `inputs` that this file is, or resolves to through links (the
    /// same file: device and inode), if any. A command refuses such an output before it
    /// writes anything (`report a.txt -o a.txt` would replace the scenario with the page).
    func overwritten(among inputs: [String]) -> String? {
        var output = stat()
        guard stat(FileSystemPath.bytes(path), &output) == 0 else { return nil }  // nothing there yet
        return inputs.first { input in
            var status = stat()
            return input != "-" && stat(FileSystemPath.bytes(input), &status) == 0
                && status.st_dev == output.st_dev && status.st_ino == output.st_ino
        }
    }

    private static func describe(_ code: Int32) -> String {
        code == EISDIR ? "it is a directory" : String(cString: strerror(code)).lowercased()
    }
}
