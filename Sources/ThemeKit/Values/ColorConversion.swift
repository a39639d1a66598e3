import Foundation

/// The arithmetic of CSS Color 4 (section 18, "Sample code for colour
/// conversions") between the spaces ThemeKit holds and the CIE XYZ (D65)
/// space every other space converts through.
///
/// sRGB and Display P3 share the sRGB transfer curve and the D65 white
/// point; they differ in their primaries, the matrices here.
enum ColorConversion {
    /// A 3x3 matrix, row by row.
    typealias Matrix = [[Double]]

    /// Linear-light components from gamma-encoded ones (the sRGB curve, extended to negatives).
    static func linear(_ components: [Double]) -> [Double] {
        components.map { value in
            let magnitude = abs(value)
            let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
            return value < 0 ? -linear : linear
        }
    }

    /// Gamma-encoded components from linear-light ones.
    static func encoded(_ components: [Double]) -> [Double] {
        components.map { value in
            let magnitude = abs(value)
            let encoded = magnitude > 0.0031308 ? 1.055 * pow(magnitude, 1 / 2.4) - 0.055 : 12.92 * magnitude
            return value < 0 ? -encoded : encoded
        }
    }

    /// Components rounded to 10 decimals, so that the conversions' last-digit
    /// noise (`0.9999999999999999`) does not reach a theme.
    static func rounded(_ components: [Double]) -> [Double] {
        components.map { ($0 * 1e10).rounded() / 1e10 }
    }

    /// Linear components of one space as linear components of another (unclipped).
    static func convertLinear(_ components: [Double], from source: ThemeColor.Space, to target: ThemeColor.Space) -> [Double] {
        guard source != target else { return components }
        return multiply(fromXYZ(target), multiply(toXYZ(source), components))
    }

    /// The matrix from a space's linear components to XYZ (D65).
    static func toXYZ(_ space: ThemeColor.Space) -> Matrix {
        space == .sRGB ? linearSRGBToXYZ : linearP3ToXYZ
    }

    /// The matrix from XYZ (D65) to a space's linear components.
    static func fromXYZ(_ space: ThemeColor.Space) -> Matrix {
        space == .sRGB ? xyzToLinearSRGB : xyzToLinearP3
    }

    /// `matrix` times the column `vector`.
    static func multiply(_ matrix: Matrix, _ vector: [Double]) -> [Double] {
        matrix.map { row in row[0] * vector[0] + row[1] * vector[1] + row[2] * vector[2] }
    }

    static let linearSRGBToXYZ: Matrix = [
        [506_752 / 1_228_815, 87_881 / 245_763, 12_673 / 70_218],
        [87_098 / 409_605, 175_762 / 245_763, 12_673 / 175_545],
        [7_918 / 409_605, 87_881 / 737_289, 1_001_167 / 1_053_270],
    ]
    static let xyzToLinearSRGB: Matrix = [
        [12_831 / 3_959, -329 / 214, -1_974 / 3_959],
        [-851_781 / 878_810, 1_648_619 / 878_810, 36_519 / 878_810],
        [705 / 12_673, -2_585 / 12_673, 705 / 667],
    ]
    static let linearP3ToXYZ: Matrix = [
        [608_311 / 1_250_200, 189_793 / 714_400, 198_249 / 1_000_160],
        [35_783 / 156_275, 247_089 / 357_200, 198_249 / 2_500_400],
        [0, 32_229 / 714_400, 5_220_557 / 5_000_800],
    ]
    static let xyzToLinearP3: Matrix = [
        [446_124 / 178_915, -333_277 / 357_830, -72_051 / 178_915],
        [-14_852 / 17_905, 63_121 / 35_810, 423 / 17_905],
        [11_844 / 330_415, -50_337 / 660_830, 316_169 / 330_415],
    ]
}
