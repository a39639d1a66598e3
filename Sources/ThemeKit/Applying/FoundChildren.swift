/// The objects a children row finds on one object: none, one (a `.child`
/// row's, kept without an array), or a list (a `.children` row's).
///
/// A plan runs a child row on every apply; an array made for each single
/// child was an allocation and a free per child, a sixth of the
/// instructions of a cached apply of a screen styled through its children.
@usableFromInline
enum FoundChildren {
    case none
    case one(any Stylable)
    case many([any Stylable])

    /// The first object found, if any.
    var first: (any Stylable)? {
        switch self {
        case .none: nil
        case .one(let child): child
        case .many(let children): children.first
        }
    }

    /// The objects as the array `themeChildren(forKey:)` hands back.
    var array: [any Stylable] {
        switch self {
        case .none: []
        case .one(let child): [child]
        case .many(let children): children
        }
    }
}
