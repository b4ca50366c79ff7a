import Testing
@testable import bindsim
@Test func smoke() { #expect(Bool(true)) }
