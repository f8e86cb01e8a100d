@_exported public import ResilientCodableCore
