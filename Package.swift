// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "bindsim",
    products: [
        .library(name: "BindKit", targets: ["BindKit"]),
        .executable(name: "bindsim", targets: ["bindsim"]),
    ],
    targets: [
        .target(name: "BindKit"),
        .executableTarget(name: "bindsim", dependencies: ["BindKit"]),
        .testTarget(name: "BindKitTests", dependencies: ["BindKit"]),
        // The seed articles' code, pasted with only the imports changed: its own
        // `<->` operators and `currentAndPrevious()` are module-wide, so they live
        // apart from BindKitTests (whose tests use BindKit's own `<->`).
        .testTarget(name: "BindKitSeedTests", dependencies: ["BindKit"]),
        .testTarget(name: "bindsimTests", dependencies: ["bindsim"]),
        // The corpus's exports (`bindsim export --import bindkit`, goldens bindsimTests keeps equal
        // to what the command writes), compiled and run on BindKit in the mode that collects the
        // lines that fail instead of failing (docs/export.md).
        .testTarget(name: "ExportGoldens", dependencies: ["BindKit"],
                    swiftSettings: [.define("BINDSIM_EXPORT_CHECK")]),
        // The corpus's exports `--to observation` (goldens as above), compiled and run on Swift's
        // own Observation module, which the toolchain ships.
        .testTarget(name: "ObservationExportGoldens",
                    swiftSettings: [.define("BINDSIM_EXPORT_CHECK")]),
    ]
)
