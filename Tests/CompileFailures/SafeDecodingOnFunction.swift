// expected-error: 'member' macro cannot be attached to global function ('decode')
import ResilientCodable

@SafeDecoding
func decode() {}
