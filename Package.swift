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
        .testTarget(name: "bindsimTests", dependencies: ["bindsim"]),
    ]
)
