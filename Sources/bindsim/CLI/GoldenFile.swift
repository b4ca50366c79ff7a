import Foundation

/// One golden file beside its scenario. It is read only when it is a regular file
/// (or a link to one in the same folder); it is written atomically — an exclusive
/// create of an unpredictable temporary name beside it, fsync, rename — and the
/// temporary files an interrupted earlier write left behind are removed.
struct GoldenFile {
    let path: String

    /// A write that failed, with the system's reason.
    struct WriteError: Error {
        var message: String
    }

    /// Why the golden may not be read or replaced, if it may not.
    var problem: String? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }  // missing: may be recorded
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            return nil
        case S_IFDIR:
            return "is a directory, not a golden file"
        case S_IFLNK:
            guard let target = GoldenFile.realPath(path) else { return "is a symbolic link to nothing" }
            guard let folder = GoldenFile.realPath(GoldenFile.folder(of: path)),
                  GoldenFile.folder(of: target) == folder else {
                return "is a symbolic link out of its folder: refusing to read or replace it"
            }
            var targetStatus = stat()
            guard stat(target, &targetStatus) == 0, targetStatus.st_mode & S_IFMT == S_IFREG else {
                return "is a symbolic link to something that is not a file"
            }
            return nil
        default:
            return "is not a regular file"
        }
    }

    /// The golden's text, or nil when there is none.
    func read() -> String? {
        try? String(contentsOfFile: path, encoding: .utf8)
    }

    /// Replaces the golden with `text` atomically: a reader sees the old golden or the new one.
    func write(_ text: String) throws(WriteError) {
        removeLeftovers()
        let temporary = path + GoldenFile.temporaryMarker + GoldenFile.randomSuffix()
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { throw WriteError(message: GoldenFile.describe(errno)) }
        var failure = Array(text.utf8).withUnsafeBytes { writeAll($0, to: descriptor) }
        if failure == nil && fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0 && failure == nil { failure = errno }
        if failure == nil && rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw WriteError(message: GoldenFile.describe(failure))
        }
        // Make the rename itself durable.
        let folder = open(GoldenFile.folder(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    /// Temporary files are named `X.expected.tmp-` and 16 random hex digits.
    static let temporaryMarker = ".tmp-"

    /// Deletes `X.expected.tmp-*` files that an interrupted write left beside the golden.
    private func removeLeftovers() {
        let folder = GoldenFile.folder(of: path)
        let prefix = (path.split(separator: "/").last.map(String.init) ?? path) + GoldenFile.temporaryMarker
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(prefix) {
            unlink(folder + "/" + name)
        }
    }

    private static func randomSuffix() -> String {
        var generator = SystemRandomNumberGenerator()
        let value = generator.next() as UInt64
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func describe(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
