/// The edge-insets convention, `edge:TOP,LEFT,BOTTOM,RIGHT` (UIKit's order):
/// four numbers, each a literal or a constant, read and written as the other
/// geometry conventions are.
enum EdgeSyntax: GeometryConvention {
    static let geometry = GeometrySyntax.edge
}
