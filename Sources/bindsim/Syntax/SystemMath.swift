// Links the C math library, which `Double` rounding (`Int(exactly:)`, `rounded()`) calls
// into on Linux. Without Foundation nothing else in the front end pulls it in.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
