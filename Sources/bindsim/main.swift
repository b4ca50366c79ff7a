import Foundation

Interruption.install()
let status = Commands.main(Array(CommandLine.arguments.dropFirst()),
                           console: .standard(environment: ProcessInfo.processInfo.environment))
exit(status.rawValue)
