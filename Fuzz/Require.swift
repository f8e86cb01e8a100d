/// Stops the fuzzer with a message naming the broken invariant when `condition` is false.
///
/// `fatalError` prints its message in optimized builds too, and libFuzzer saves the input.
func require(
  _ condition: Bool,
  _ message: @autoclosure () -> String,
  file: StaticString = #fileID,
  line: UInt = #line
) {
  guard condition else { fatalError("Invariant violated: \(message())", file: file, line: line) }
}
