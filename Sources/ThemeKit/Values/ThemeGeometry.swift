/// A point, from `point:X,Y`.
public struct ThemePoint: Hashable, Sendable {
    /// The horizontal position.
    public var x: Double
    /// The vertical position.
    public var y: Double

    /// A point at `x`, `y`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A size, from `size:W,H`.
public struct ThemeSize: Hashable, Sendable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A size of `width` by `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A rectangle, from `rect:X,Y,W,H`.
public struct ThemeRect: Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A rectangle at `x`, `y` of `width` by `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// Edge insets, from `edge:TOP,LEFT,BOTTOM,RIGHT` (UIKit's order).
public struct ThemeEdgeInsets: Hashable, Sendable {
    /// The top inset.
    public var top: Double
    /// The left (leading) inset.
    public var left: Double
    /// The bottom inset.
    public var bottom: Double
    /// The right (trailing) inset.
    public var right: Double

    /// Insets of these four edges.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}
