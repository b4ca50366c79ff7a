import Foundation

/// One golden file beside its scenario. It is read only when it is a regular file
/// (or a link to one in the same folder that is not a scenario), and at most as large
/// as a scenario may be. It is written atomically — an exclusive create of an
/// unpredictable temporary name beside it, fsync, rename; through a link, the link's
/// target is what is replaced, as reading reads it. Only the temporary file this
/// process created is ever removed.
struct GoldenFile {
    let path: String

    /// A write that failed, with the system's reason.
    struct WriteError: Error {
        var message: String
    }

    /// The largest golden read: the largest scenario the front end reads (64 MiB).
    static let maxSize = FrontendLimits.standard.maxFileSize

    /// Why the golden may not be read or replaced, if it may not.
    var problem: String? {
        guard let kind = FileSystemPath.kind(of: path, followingLinks: false) else { return nil }  // missing: may be recorded
        switch kind {
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
            guard FileSystemPath.kind(of: target, followingLinks: true) == S_IFREG else {
                return "is a symbolic link to something that is not a file"
            }
            if target.hasSuffix(".txt") {
                return "is a symbolic link to a scenario file: refusing to read or replace it"
            }
            return nil
        default:
            return "is not a regular file"
        }
    }

    /// What reading a golden found.
    enum Contents: Equatable {
        case missing
        case text(String)
        /// Why it cannot be compared (too large, not UTF-8, unreadable).
        case unusable(String)
    }

    /// The golden's text; `missing` when there is none. Read up to its size limit
    /// plus one byte, so an oversized golden is refused without being read whole.
    func contents() -> Contents {
        let descriptor = open(FileSystemPath.bytes(path), O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            return errno == ENOENT ? .missing : .unusable(ScenarioLoader.reason(errno))
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= GoldenFile.maxSize {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .unusable(ScenarioLoader.reason(errno))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        if bytes.count > GoldenFile.maxSize {
            return .unusable("golden is larger than \(GoldenFile.maxSize / (1024 * 1024)) MiB, the largest a golden may be")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .unusable("golden is not UTF-8 text") }
        return .text(text)
    }

    /// Replaces the golden with `text` atomically: a reader sees the old golden or the
    /// new one. A golden that is a link (in its folder: `problem` says which may be
    /// written) has its target replaced, so the link stays.
    func write(_ text: String) throws(WriteError) {
        let destination = FileSystemPath.kind(of: path, followingLinks: false) == S_IFLNK
            ? GoldenFile.realPath(path) ?? path : path
        let temporary = destination + GoldenFile.temporaryMarker + GoldenFile.randomSuffix()
        let temporaryBytes = FileSystemPath.bytes(temporary)
        // The temporary file is this process's own: an interruption removes it (and nothing else),
        // from the moment it exists.
        let (descriptor, failure: openFailure) = Interruption.deferringSignals {
            let descriptor = open(temporaryBytes, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
            let failure = errno
            if descriptor >= 0 { Interruption.removeOnInterrupt(temporaryBytes) }
            return (descriptor, failure: failure)
        }
        guard descriptor >= 0 else { throw WriteError(message: GoldenFile.describe(openFailure)) }
        defer { Interruption.removeOnInterrupt(nil) }
        var failure = Array(text.utf8).withUnsafeBytes { writeAll($0, to: descriptor) }
        if failure == nil && fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0 && failure == nil { failure = errno }
        if failure == nil && rename(temporaryBytes, FileSystemPath.bytes(destination)) != 0 { failure = errno }
        if let failure {
            unlink(temporaryBytes)
            throw WriteError(message: GoldenFile.describe(failure))
        }
        // Make the rename itself durable.
        let folder = open(FileSystemPath.bytes(GoldenFile.folder(of: destination)), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    /// Temporary files are named `X.expected.tmp-` and 16 random hex digits.
    static let temporaryMarker = ".tmp-"

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
        guard let resolved = realpath(FileSystemPath.bytes(path), nil) else { return nil }
        defer { free(resolved) }
        return FileSystemPath.string(fromBytes: UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))
    }

    private static func describe(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
