internal import Foundation

/// A slot that holds one object per thread, released with the thread: where a decode keeps what
/// it needs on its way down (`init(from:)` cannot suspend, so a decode stays on its thread).
struct ThreadLocal<Object: AnyObject>: Sendable {
  private let key: pthread_key_t

  init() {
    var key = pthread_key_t()
    pthread_key_create(&key) { pointer in
      let pointer: UnsafeMutableRawPointer? = pointer
      if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
    }
    self.key = key
  }

  /// The object of this thread, if it has one yet.
  var existing: Object? {
    guard let pointer = pthread_getspecific(key) else { return nil }
    return Unmanaged<Object>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// The object of this thread, made with `make` the first time it is asked for.
  func current(_ make: () -> Object) -> Object {
    if let object = existing { return object }
    let object = make()
    pthread_setspecific(key, Unmanaged.passRetained(object).toOpaque())
    return object
  }
}
