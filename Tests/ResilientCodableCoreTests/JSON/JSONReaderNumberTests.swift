import Foundation
import ResilientCodableCore
import Testing

/// Numbers, read by our reader as Foundation's `JSONDecoder` reads them: integers of every width
/// at their edges and past them, in every spelling JSON has or lacks; floating-point values from
/// subnormals to overflow; `Decimal`.
///
/// Each scalar is decoded as every type of its family, in every ``ScalarPosition``; Foundation
/// says what the result must be.
struct JSONReaderNumberTests {
  /// Integers at the edges of every width, and spellings of integers that JSON has or lacks.
  static let integers: [String] = [
    "0", "-0", "1", "-1", "00", "01", "-01", "+1", "+0", "--1", "1.", ".1", "-", "1e", "1e+",
    "1e-", "0x10", "1_000", "1 000", "Infinity", "-Infinity", "NaN",
    // Int8, UInt8
    "127", "128", "-128", "-129", "255", "256",
    // Int16, UInt16
    "32767", "32768", "-32768", "-32769", "65535", "65536",
    // Int32, UInt32
    "2147483647", "2147483648", "-2147483648", "-2147483649", "4294967295", "4294967296",
    // Int64, Int, UInt64, UInt
    "9223372036854775807", "9223372036854775808", "-9223372036854775808",
    "-9223372036854775809", "18446744073709551615", "18446744073709551616",
    "-18446744073709551616", "9223372036854776832", "9223372036854776833",
    "-9223372036854776833",
    // Integral values in other spellings: exponents, fractions of zero, negative zero.
    "1e2", "1E2", "1e+2", "1e-0", "1e02", "100e-2", "1e-2", "1.0", "1.00", "1.0e0", "-1.0",
    "0.0", "-0.0", "0e5", "-0e-5", "1.5", "-1.5", "0.5", "1.5e1", "127.0", "128.0", "-128.0",
    "255.0", "2.55e2", "1.27e2", "1.28e2", "1e3", "1e18", "1e19", "1e20", "-1e18", "-1e19",
    "1.8446744073709551615e19", "9223372036854775807.0", "9223372036854775806.5",
    "18446744073709551615.0", "9007199254740993", "9007199254740993.0", "9007199254740992.5",
    "1.0000000000000001", "0.99999999999999999", "-1e-400", "1e-400", "1e400", "1e-2147483649",
    // Digit strings longer than any width.
    "123456789012345678901234567890", "-123456789012345678901234567890",
    String(repeating: "9", count: 400), "1" + String(repeating: "0", count: 400) + "e-400",
    "0." + String(repeating: "0", count: 400) + "1",
    // Not numbers at all.
    "true", "null", #""1""#, "[1]", "{}", "",
  ]

  /// Floating-point values: zeros, subnormals, the edges of `Float` and `Double` and past them,
  /// many digits, and spellings that JSON lacks.
  static let floatingPointValues: [String] = [
    "0", "-0", "0.0", "-0.0", "0e0", "-0e-0", "0e-400", "-0.000e999", "1", "-1", "1.5", "-1.5",
    "0.1", "0.30000000000000004", "3.141592653589793", "-2.01e-3", "7.45673334164903e-115",
    "1E2", "1e+2", "1e02", "1e-07", "1.e2", "1.", ".5", "-.5", "1e", "1E+", "1e-", "-", "+1",
    "01.5", "00", "1.5e", "1ee2", "1e2.5", "0x1p3", "NaN", "nan", "Infinity", "-Infinity", "inf",
    // Float's edges: largest, past it, smallest normal, subnormals, underflow.
    "3.4028234663852886e38", "3.4028235e38", "3.4028236e38", "3.5e38", "1e38", "1e39",
    "-3.4028235e38", "-1e39", "1.17549435e-38", "1.1754942e-38", "1.4e-45", "1e-45", "7e-46",
    "1e-46", "-1e-46",
    // Double's edges.
    "1.7976931348623157e308", "1.7976931348623158e308", "1.797693134862316e308", "1e308",
    "1e309", "-1e309", "2.2250738585072014e-308", "2.2250738585072011e-308", "4.9e-324",
    "5e-324", "2.4703282292062328e-324", "2.4703282292062327e-324", "1e-324", "1e-400",
    "-1e-400", "1e1000",
    // Integers that no Double holds exactly.
    "9007199254740993", "18446744073709551617", "123456789012345678901234567890",
    // Many digits.
    "3.14159265358979323846264338327950288419716939937510582097494459230781640628620899",
    "0." + String(repeating: "0", count: 300) + "1", String(repeating: "1", count: 310),
    String(repeating: "1", count: 309), "1" + String(repeating: "0", count: 800) + "e-800",
    // Not numbers at all.
    "true", "null", #""1.5""#, "[]", "",
  ]

  /// Values for `Decimal`, which Foundation reads with its own parser.
  static let decimals: [String] = [
    "0", "-0", "-0.0", "1", "-1", "1.5", "0.1", "-0.1", "1.0", "1.00", "1e2", "1E-2", "1e127",
    "1e128", "1e200", "100e200", "1e-128", "1e-129", "1e-200", "123.4567891011121314e-100",
    "3.14159265358979323846264338327950288419",
    "440474310512876335.18692524723746578303827301433673643795",
    "23456789012000000000000000000000000000000000000000000000000000000000000000000",
    "18446744073709551615", "18446744073709551616", "-9223372036854775809",
    String(repeating: "9", count: 200), "1.", ".5", "1e", "-", "01", "+1", "NaN", "true",
    #""1""#, "null",
  ]

  @Test(arguments: integers, ScalarPosition.allCases)
  func `integers decode alike as every width`(_ scalar: String, _ position: ScalarPosition) {
    position.expectSameDecode(Int.self, scalar)
    position.expectSameDecode(Int8.self, scalar)
    position.expectSameDecode(Int16.self, scalar)
    position.expectSameDecode(Int32.self, scalar)
    position.expectSameDecode(Int64.self, scalar)
    position.expectSameDecode(UInt.self, scalar)
    position.expectSameDecode(UInt8.self, scalar)
    position.expectSameDecode(UInt16.self, scalar)
    position.expectSameDecode(UInt32.self, scalar)
    position.expectSameDecode(UInt64.self, scalar)
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test(
    arguments: integers + [
      "170141183460469231731687303715884105727", "170141183460469231731687303715884105728",
      "-170141183460469231731687303715884105728", "-170141183460469231731687303715884105729",
      "340282366920938463463374607431768211455", "340282366920938463463374607431768211456",
      "18446744073709551615.0", "-18446744073709551615.0", "18446744073709551616.0",
    ])
  func `128-bit integers decode alike`(_ scalar: String) {
    for position in ScalarPosition.genericPositions {
      position.expectSameGenericDecode(Int128.self, scalar)
      position.expectSameGenericDecode(UInt128.self, scalar)
    }
  }

  @Test(arguments: floatingPointValues, ScalarPosition.allCases)
  func `floating-point values decode alike as Float and Double`(
    _ scalar: String, _ position: ScalarPosition
  ) {
    position.expectSameDecode(Double.self, scalar)
    position.expectSameDecode(Float.self, scalar)
    #if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
    if ScalarPosition.genericPositions.contains(position) {
      position.expectSameGenericDecode(Float16.self, scalar)
    }
    #endif
  }

  @Test(arguments: [
    "65504", "65505", "65519", "65520", "-65520", "1e5", "6.1e-5", "6e-8", "5.96e-8", "1e-10",
  ])
  func `values at Float16's edges decode alike`(_ scalar: String) {
    #if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
    for position in ScalarPosition.genericPositions {
      position.expectSameGenericDecode(Float16.self, scalar)
    }
    #endif
  }

  @Test(arguments: decimals, ScalarPosition.genericPositions)
  func `decimals decode alike`(_ scalar: String, _ position: ScalarPosition) {
    position.expectSameGenericDecode(Decimal.self, scalar)
  }

  @Test(arguments: [
    #"[1, -0, 0.5, 1e2, 18446744073709551615]"#, #"[1, 2, 3e400]"#, #"[1e-400, 0]"#,
    #"{"a": 1, "b": 1.5, "c": -0.0, "d": 1e309}"#, #"[[0.1], [0.2, [0.3]]]"#,
  ])
  func `numbers in trees decode alike`(_ payload: String) {
    expectSameDecode(JSONTree.self, Payload(payload))
    expectSameDecode(PreservedValue.self, Payload(payload))
  }
}
