// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "bindsim",
    products: [
        .library(name: "BindKit", targets: ["BindKit"]),
        .executable(name: "bindsim", targets: ["bindsim"]),
        .executable(name: "bindkit-bench", targets: ["bindkit-bench"]),
    ],
    targets: [
        .target(name: "BindKit"),
        .executableTarget(name: "bindsim", dependencies: ["BindKit"]),
        .executableTarget(
            name: "bindkit-bench", dependencies: ["BindKit"], path: "Benchmarks/Sources/bindkit-bench"),
        .testTarget(name: "BindKitTests", dependencies: ["BindKit"]),
        .testTarget(name: "bindsimTests", dependencies: ["bindsim"]),
    ]
)
