import Foundation
import ResilientCodable

// MARK: - Stripe: a list of charges

// Every Stripe object names its type in `object`, and a payment's details name theirs in
// `type`: both decode as `Polymorphic` families, so that a type the app does not know yet costs
// only itself.

/// A value of a Stripe list: `{"object": "charge", …}`.
protocol StripeObject: Sendable {}

/// What a payment method reported of a payment: `{"type": "card", "card": {…}}`.
protocol PaymentMethodDetails: Sendable {}

enum ChargeStatus: String, Codable, Equatable, ResilientRawRepresentable {
  case succeeded, pending, failed, unknown
  static var decodingFallback: Self { .unknown }
}

enum CardBrand: String, Codable, Equatable, ResilientRawRepresentable {
  case amex, diners, discover, jcb, mastercard, unionpay, visa, unknown
  static var decodingFallback: Self { .unknown }
}

struct WrapperCardDetails: Codable, Equatable {
  @Resilient var brand: CardBrand?
  var last4: String
  var expMonth: Int
  var expYear: Int
  @Resilient var funding: String?
}

struct WrapperCardPayment: PaymentMethodDetails, Codable, Equatable {
  var card: WrapperCardDetails
}

enum WrapperPaymentMethodKinds: PolymorphicFamily {
  typealias Base = any PaymentMethodDetails
  static let discriminator = "type"
  static let members: [PolymorphicMember<WrapperPaymentMethodKinds>] = [
    .init("card", WrapperCardPayment.self, as: { $0 })
  ]
}

struct WrapperChargeOutcome: Codable, Equatable {
  @Resilient var riskLevel: String?
}

struct WrapperCharge: StripeObject, Codable {
  var id: String
  @Coerced var amount: Int
  @Resilient var amountRefunded: Int?
  var currency: String
  var created: Date
  @Resilient var customer: String?
  @Resilient var description: String?
  var paid: Bool
  @Resilient var status: ChargeStatus?
  @Resilient var outcome: WrapperChargeOutcome?
  @Resilient var paymentMethodDetails: Polymorphic<WrapperPaymentMethodKinds>?
}

enum WrapperStripeObjects: PolymorphicFamily {
  typealias Base = any StripeObject
  static let discriminator = "object"
  static let members: [PolymorphicMember<WrapperStripeObjects>] = [
    .init("charge", WrapperCharge.self, as: { $0 })
  ]
}

struct WrapperChargeList: Codable {
  var object: String
  @Resilient var data: [Polymorphic<WrapperStripeObjects>]
  var hasMore: Bool
  var url: String
}

@SafeDecoding(keyStyle: .snakeCase, preservingUnknownKeys: true)
struct MacroCardDetails: Codable, Equatable {
  var brand: CardBrand?
  var last4: String
  var expMonth: Int
  var expYear: Int
  var funding: String?
}

@SafeDecoding(keyStyle: .snakeCase, preservingUnknownKeys: true)
struct MacroCardPayment: PaymentMethodDetails, Codable, Equatable {
  var card: MacroCardDetails
}

enum MacroPaymentMethodKinds: PolymorphicFamily {
  typealias Base = any PaymentMethodDetails
  static let discriminator = "type"
  static let members: [PolymorphicMember<MacroPaymentMethodKinds>] = [
    .init("card", MacroCardPayment.self, as: { $0 })
  ]
}

@SafeDecoding(keyStyle: .snakeCase, preservingUnknownKeys: true)
struct MacroCharge: StripeObject, Codable {
  var id: String
  @Coerced var amount: Int
  var amountRefunded: Int?
  var currency: String
  var created: Date
  var customer: String?
  var description: String?
  var paid: Bool
  var status: ChargeStatus?
  @CodedAt("outcome", "risk_level") var riskLevel: String?
  var paymentMethodDetails: Polymorphic<MacroPaymentMethodKinds>?
}

enum MacroStripeObjects: PolymorphicFamily {
  typealias Base = any StripeObject
  static let discriminator = "object"
  static let members: [PolymorphicMember<MacroStripeObjects>] = [
    .init("charge", MacroCharge.self, as: { $0 })
  ]
}

@SafeDecoding(keyStyle: .snakeCase, preservingUnknownKeys: true)
struct MacroChargeList: Codable {
  var object: String
  var data: [Polymorphic<MacroStripeObjects>]
  var hasMore: Bool
  var url: String
}
