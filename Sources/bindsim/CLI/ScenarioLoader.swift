import Foundation

/// Reads scenario files, refusing what cannot be a scenario before reading it whole.
enum ScenarioLoader {
    enum Failure: Error {
        case unreadable(path: String, reason: String)
    }

    /// Reads `path` (at most the front end's file-size limit plus one byte, so an
    /// oversized file is reported by the front end without being read whole).
    static func load(_ path: String, limits: FrontendLimits = .standard) throws(Failure) -> SourceFile {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadable(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw .unreadable(path: path, reason: "it is a directory") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .unreadable(path: path, reason: "permission denied")
        }
        defer { try? handle.close() }
        do {
            let data = try handle.read(upToCount: limits.maxFileSize + 1) ?? Data()
            return SourceFile(path: path, bytes: [UInt8](data))
        } catch {
            throw .unreadable(path: path, reason: "read failed")
        }
    }
}
