import Foundation

Interruption.install()
// The arguments' bytes as given: a file name need not be UTF-8 (FileSystemPath).
let status = Commands.main(FileSystemPath.commandLineArguments(),
                           console: .standard(environment: ProcessInfo.processInfo.environment))
exit(status.rawValue)
