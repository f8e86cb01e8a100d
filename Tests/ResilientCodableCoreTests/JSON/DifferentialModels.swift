// Small models that the differential tests of several themes decode.

// MARK: - Ignored

/// A value that decodes from anything, and reads none of it.
struct Ignored: Decodable, Equatable {
  init(from decoder: any Decoder) throws {}
}

// MARK: - OptionalValue

/// An object whose only property, `value`, is optional and seldom sent.
struct OptionalValue: Decodable, Equatable {
  var value: Int?
}

// MARK: - Account

/// A model with required, optional and nested properties.
struct Account: Decodable, Equatable {
  var id: Int
  var name: String?
  var tags: [String]
  var owner: Owner?
}

// MARK: - Owner

/// A nested model.
struct Owner: Decodable, Equatable {
  var login: String
  var age: Int?
}
