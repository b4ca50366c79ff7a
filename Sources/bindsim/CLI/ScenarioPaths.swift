import Foundation

/// Scenario files named on the command line: a file as given, a folder as the
/// `*.txt` files under it (recursively, sorted by path), `-` as standard input.
enum ScenarioPaths {
    /// How standard input (`-`) is named in output: the only place it is written.
    static let standardInputName = "<stdin>"

    /// `path` as output shows it: `<stdin>` for `-`.
    static func shown(_ path: String) -> String {
        path == "-" ? standardInputName : path
    }

    /// The scenarios a path stands for, relative to `root` (the current folder by default).
    static func expand(_ path: String, root: String = "") -> [String] {
        let full = root.isEmpty ? path : root + "/" + path
        var isDirectory: ObjCBool = false
        guard path != "-", FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory),
              isDirectory.boolValue else { return [path] }
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let walker = FileManager.default.enumerator(atPath: full) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(".txt") { found.append(base + "/" + relative) }
        }
        return found.sorted()
    }

    /// Whether `path` names a folder.
    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return path != "-" && FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
