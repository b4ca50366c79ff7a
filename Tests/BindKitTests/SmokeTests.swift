import Testing
@testable import BindKit
@Test func smoke() { #expect(Bool(true)) }
