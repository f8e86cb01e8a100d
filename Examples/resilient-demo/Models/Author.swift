import Foundation

/// The account that opened a pull request.
struct Author: Codable {
  /// The account's user name, such as `octocat`.
  var login: String

  /// The account's profile page.
  var url: URL
}
