#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads scenario files, refusing what cannot be a scenario before reading it whole.
enum ScenarioLoader {
    enum Failure: Error {
        case unreadable(path: String, reason: String)
    }

    /// Reads `path` (at most the front end's file-size limit plus one byte, so an
    /// oversized file is reported by the front end without being read whole);
    /// `-` reads standard input.
    static func load(_ path: String, shownAs shown: String? = nil, limits: FrontendLimits = .standard)
        throws(Failure) -> SourceFile {
        let descriptor = path == "-" ? 0 : open(FileSystemPath.bytes(path), O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: reason(errno)) }
        defer { if descriptor != 0 { close(descriptor) } }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(path: path, reason: reason(errno)) }
        if status.st_mode & S_IFMT == S_IFDIR { throw .unreadable(path: path, reason: "it is a directory") }
        var bytes: [UInt8] = []
        let limit = limits.maxFileSize + 1
        // A regular file's size is known: one allocation instead of doubling (and half of it unused).
        if status.st_mode & S_IFMT == S_IFREG { bytes.reserveCapacity(min(Int(status.st_size) + 1, limit)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: reason(errno))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        return SourceFile(path: shown ?? ScenarioPaths.shown(path), bytes: bytes)
    }

    /// Why a file could not be read, in the words of `docs/cli.md`.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: "no such file"
        case EACCES, EPERM: "permission denied"
        case ELOOP: "a loop of symbolic links"
        case EISDIR: "it is a directory"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
