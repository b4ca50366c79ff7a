// swift-tools-version:6.0
import PackageDescription

// Release builds of BindKit are compiled with cross-module optimisation, so that
// its generic relays and operators are specialised in the code that uses them
// (unspecialised, each delivery looks up generic metadata), and without dynamic
// exclusivity checks on its hot paths (debug builds, and so the tests, keep them).
// See docs/performance.md for the measured effect.
let releaseSpeed: [SwiftSetting] = [
    .unsafeFlags(["-cross-module-optimization", "-enforce-exclusivity=unchecked"], .when(configuration: .release)),
]

let package = Package(
    name: "bindsim",
    products: [
        .library(name: "BindKit", targets: ["BindKit"]),
        .executable(name: "bindsim", targets: ["bindsim"]),
        .executable(name: "bindkit-bench", targets: ["bindkit-bench"]),
    ],
    targets: [
        .target(name: "BindKit", swiftSettings: releaseSpeed),
        .executableTarget(name: "bindsim", dependencies: ["BindKit"], swiftSettings: releaseSpeed),
        .executableTarget(
            name: "bindkit-bench", dependencies: ["BindKit"], path: "Benchmarks/Sources/bindkit-bench"),
        .testTarget(name: "BindKitTests", dependencies: ["BindKit"]),
        // The seed articles' code, pasted with only the imports changed: its own
        // `<->` operators and `currentAndPrevious()` are module-wide, so they live
        // apart from BindKitTests (whose tests use BindKit's own `<->`).
        .testTarget(name: "BindKitSeedTests", dependencies: ["BindKit"]),
        .testTarget(name: "bindsimTests", dependencies: ["bindsim"]),
    ]
)
