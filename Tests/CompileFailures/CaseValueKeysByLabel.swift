// expected-error: cannot convert value of type 'String' to expected argument type '[String : String]'
import ResilientCodable

/// `@CaseValueKeys` with the labels written as argument labels: the compiler asks for the
/// dictionary literal, `@CaseValueKeys(["expMonth": "exp_month"])`, before the macro expands.
@SafeDecoding(decodingStrategy: .caseByObjectProperty("type"))
enum PaymentMethod {
  @CaseValueKeys(expMonth: "exp_month") case card(expMonth: Int)
}
