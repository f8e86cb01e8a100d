/// The outcome of decoding one value, kept instead of thrown so that its container goes on.
///
/// It decides strict mode at once but leaves reporting to its owner, which knows the order in
/// which its values should be reported.
struct Attempt<Value: Decodable>: Decodable {
  let result: Result<Value, any Error>

  init(from decoder: any Decoder) throws {
    do {
      result = .success(try decoder.singleValueContainer().decodeScalarAware(Value.self))
    } catch {
      try Recovery.permit(error, userInfo: decoder.userInfo)
      result = .failure(error)
    }
  }
}
