#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Scenario files named on the command line: a file as given, a folder as the
/// `*.txt` files under it (recursively, sorted by path), `-` as standard input.
enum ScenarioPaths {
    /// How standard input (`-`) is named in output: the only place it is written.
    static let standardInputName = "<stdin>"

    /// `path` as output shows it: `<stdin>` for `-`, and a byte of a file name that
    /// is not UTF-8 as `\xFF` (see `FileSystemPath`).
    static func shown(_ path: String) -> String {
        path == "-" ? standardInputName : FileSystemPath.shown(path)
    }

    /// One scenario a path stands for, or a file met in a folder that cannot be one.
    struct Found: Equatable {
        var path: String
        /// Why the file is skipped (`not a regular file`), or nil.
        var problem: String?
    }

    /// The scenarios a path stands for, relative to `root` (the current folder by
    /// default): the path itself, or for a folder every `*.txt` under it, sorted by
    /// path. A walk does not follow links to folders (a link may loop), and a `*.txt`
    /// in it that is a named pipe, a device or a socket comes back with a problem
    /// instead of being opened: reading one would wait forever.
    static func expand(_ path: String, root: String = "") -> [Found] {
        let full = root.isEmpty ? path : root + "/" + path
        guard path != "-", FileSystemPath.kind(of: full, followingLinks: true) == S_IFDIR else {
            return [Found(path: path)]
        }
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        var found: [Found] = []
        walk(full, shownAs: base, into: &found)
        return found.sorted { $0.path < $1.path }
    }

    /// Whether `path` names a folder.
    static func isFolder(_ path: String) -> Bool {
        path != "-" && FileSystemPath.kind(of: path, followingLinks: true) == S_IFDIR
    }

    /// Adds the `*.txt` entries under the folder `folder` (named `shown` in the results).
    private static func walk(_ folder: String, shownAs shown: String, into found: inout [Found]) {
        guard let directory = opendir(FileSystemPath.bytes(folder)) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                FileSystemPath.string(fromBytes: raw.prefix { $0 != 0 })
            }
            if name == "." || name == ".." { continue }
            let full = folder + "/" + name
            let own = FileSystemPath.kind(of: full, followingLinks: false)
            if name.hasSuffix(".txt") {
                let kind = FileSystemPath.kind(of: full, followingLinks: true)
                let special = kind == S_IFIFO || kind == S_IFCHR || kind == S_IFBLK || kind == S_IFSOCK
                found.append(Found(path: shown + "/" + name, problem: special ? "not a regular file" : nil))
            }
            if own == S_IFDIR { walk(full, shownAs: shown + "/" + name, into: &found) }
        }
    }
}

/// File names are bytes; bindsim carries paths as `String`s. A path given on the command
/// line or read from a folder keeps each byte that is not part of valid UTF-8 as one scalar
/// of Unicode's last private-use plane (the byte 0xFF as U+10FFFF, 0x80 as U+10FF80), so that
/// the path opens the file it came from, and paths made from it (its golden, its folder) do
/// too. The mapping is one to one: a name whose valid UTF-8 spells one of those scalars has
/// its four bytes kept the same way, so every name, whatever its bytes, comes back exactly.
/// Output shows such a byte, and a control character, as `\xFF` (`shown`).
enum FileSystemPath {
    private static let firstEscape: UInt32 = 0x10FF00

    /// The command line's arguments after the program's name, each with its bytes exactly as
    /// given (`CommandLine.arguments` would turn a byte that is not UTF-8 into U+FFFD, so
    /// `\xFF.txt` would name a file `�.txt`, which `-o` would then create or replace).
    static func commandLineArguments() -> [String] {
        // A program can be started with no arguments at all, not even its name.
        guard CommandLine.argc > 1 else { return [] }
        return (1..<Int(CommandLine.argc)).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return "" }
            return string(fromBytes: UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
        }
    }

    /// The path's bytes as the file system has them, NUL-terminated (for system calls).
    static func bytes(_ path: String) -> [CChar] {
        var bytes: [CChar] = []
        bytes.reserveCapacity(path.utf8.count + 1)
        for scalar in path.unicodeScalars {
            if let byte = escapedByte(scalar) {
                bytes.append(CChar(bitPattern: byte))
            } else {
                for unit in UTF8.encode(scalar)! { bytes.append(CChar(bitPattern: unit)) }
            }
        }
        bytes.append(0)
        return bytes
    }

    /// A file name's bytes as a path string: valid UTF-8 as it is, any other byte (and the
    /// UTF-8 of a scalar that stands for one) escaped.
    static func string(fromBytes bytes: some Collection<UInt8>) -> String {
        if let text = String(validating: bytes, as: UTF8.self), !text.unicodeScalars.contains(where: isEscape) {
            return text
        }
        var scalars = String.UnicodeScalarView()
        var rest = Array(bytes)[...]
        while !rest.isEmpty {
            // The longest valid UTF-8 prefix (up to 4 bytes) is one scalar, unless it is one
            // that stands for a byte; else the byte is escaped.
            var taken = false
            for length in (1...min(4, rest.count)).reversed() {
                if let text = String(validating: rest.prefix(length), as: UTF8.self), text.unicodeScalars.count == 1,
                   let scalar = text.unicodeScalars.first, !isEscape(scalar) {
                    scalars.append(scalar)
                    rest = rest.dropFirst(length)
                    taken = true
                    break
                }
            }
            if !taken {
                scalars.append(Unicode.Scalar(firstEscape + UInt32(rest.first!))!)
                rest = rest.dropFirst()
            }
        }
        return String(scalars)
    }

    /// The path as output shows it: a byte that is not UTF-8 as `\xFF`, and so is an ASCII
    /// control character; another invisible character (a C1 control, a bidirectional control,
    /// a line separator: `LiteralText.isInvisible`) as `\u{202E}`. A file name with an escape
    /// sequence in it must not drive the terminal, nor one with a line break end the line of a
    /// format it is written into.
    static func shown(_ path: String) -> String {
        guard path.unicodeScalars.contains(where: { escapedByte($0) != nil || isControl($0) }) else { return path }
        var shown = ""
        for scalar in path.unicodeScalars {
            if let byte = escapedByte(scalar) {
                shown += byteEscape(byte)
            } else if scalar.value < 0x80, isControl(scalar) {
                shown += byteEscape(UInt8(scalar.value))
            } else if isControl(scalar) {
                // A character, not a byte: `\xFF` would mean a byte that is not UTF-8.
                shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    private static func byteEscape(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "\\x" + (digits.count < 2 ? "0" : "") + digits
    }

    /// What a shown path escapes: an invisible character.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        LiteralText.isInvisible(scalar)
    }

    /// The kind of file at `path` (`S_IFREG`, `S_IFDIR`, ...), or nil when there is none.
    static func kind(of path: String, followingLinks: Bool) -> mode_t? {
        var status = stat()
        let found = followingLinks ? stat(bytes(path), &status) : lstat(bytes(path), &status)
        return found == 0 ? status.st_mode & S_IFMT : nil
    }

    private static func escapedByte(_ scalar: Unicode.Scalar) -> UInt8? {
        isEscape(scalar) ? UInt8(scalar.value - firstEscape) : nil
    }

    /// Whether `scalar` stands for a byte that is not UTF-8 (0x80 to 0xFF; the bytes below
    /// 0x80 are always valid UTF-8).
    private static func isEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= firstEscape + 0x80 && scalar.value <= firstEscape + 0xFF
    }
}
