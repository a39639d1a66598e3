import Foundation
import ThemeKit

// overrides-writer PATH COUNT
// Used by the crash-consistency test: synchronises override sets of COUNT
// constants to PATH in a loop until killed. State k sets STATE = k and
// C_i = "state k item i", so any file read back shows whether it is one
// complete state or a mix. It also stops when its standard input ends: the
// test holds the other end, which closes when the test is gone (a crashed
// test run would otherwise leave it writing for ever, holding the run's
// output open, so the run never ended).

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]), count > 0 else {
    FileHandle.standardError.write(Data("usage: overrides-writer PATH COUNT\n".utf8))
    exit(2)
}
/// A theme defining every constant the states set: `modify` takes only names a theme knows.
func themeDefining(count: Int) throws -> Theme {
    let constants = (["STATE"] + (0..<count).map { "C_\($0)" }).map { "\"\($0)\": 0" }.joined(separator: ", ")
    return try Theme(data: Data("{\"formatVersion\": 2, \"Constants\": {\(constants)}}".utf8), name: "constants.json")
}
let theme = try themeDefining(count: count)
let manager = ThemeManager(defaultTheme: theme, overridesURL: URL(fileURLWithPath: arguments[1]))
/// Whether standard input has ended, looked at without waiting.
func inputHasEnded() -> Bool {
    var input = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
    guard poll(&input, 1, 0) > 0 else { return false }
    var byte: UInt8 = 0
    return read(0, &byte, 1) == 0
}

var state = 0
while !inputHasEnded() {
    state += 1
    try manager.modify { modifications in
        try modifications.setConstant("STATE", to: .number(Double(state)))
        for item in 0..<count { try modifications.setConstant("C_\(item)", to: .string("state \(state) item \(item)")) }
    }
    try manager.synchronizeModifications()
}
