import Foundation

/// CSS Color 4's conversions (its §18 sample code, matrices as rationals),
/// written anew for the reference reader: every space to CIE XYZ (D65) and
/// back to sRGB or Display P3, and §13.2's gamut mapping.
extension ReferenceTokenReader {
    typealias Vector = [Double]
    typealias Matrix = [[Double]]

    /// `matrix` × `vector`.
    static func multiply(_ matrix: Matrix, _ vector: Vector) -> Vector {
        matrix.map { row in zip(row, vector).reduce(0) { $0 + $1.0 * $1.1 } }
    }

    private static let linearSRGBToXYZ: Matrix = [
        [506752 / 1_228_815, 87881 / 245763, 12673 / 70218], [87098 / 409605, 175762 / 245763, 12673 / 175545],
        [7918 / 409605, 87881 / 737289, 1_001_167 / 1_053_270],
    ]
    private static let xyzToLinearSRGB: Matrix = [
        [12831 / 3959, -329 / 214, -1974 / 3959], [-851781 / 878810, 1_648_619 / 878810, 36519 / 878810],
        [705 / 12673, -2585 / 12673, 705 / 667],
    ]
    private static let linearP3ToXYZ: Matrix = [
        [608311 / 1_250_200, 189793 / 714400, 198249 / 1_000_160], [35783 / 156275, 247089 / 357200, 198249 / 2_500_400],
        [0, 32229 / 714400, 5_220_557 / 5_000_800],
    ]
    private static let xyzToLinearP3: Matrix = [
        [446124 / 178915, -333277 / 357830, -72051 / 178915], [-14852 / 17905, 63121 / 35810, 423 / 35810],
        [11844 / 330415, -50337 / 660830, 316169 / 330415],
    ]
    private static let linearA98ToXYZ: Matrix = [
        [573536 / 994567, 263643 / 1_420_810, 187206 / 994567], [591459 / 1_989_134, 6_239_551 / 9_945_670, 374412 / 4_972_835],
        [53769 / 1_989_134, 351524 / 4_972_835, 4_929_758 / 4_972_835],
    ]
    private static let linearProPhotoToXYZD50: Matrix = [
        [0.79776664490064230, 0.13518129740053308, 0.03134773412839220],
        [0.28807482881940130, 0.71183523424187300, 0.00008993693872564], [0, 0, 0.82510460251046020],
    ]
    private static let linearRec2020ToXYZ: Matrix = [
        [63_426_534 / 99_577_255, 20_160_776 / 139_408_157, 47_086_771 / 278_816_314],
        [26_158_966 / 99_577_255, 472_592_308 / 697_040_785, 8_267_143 / 139_408_157],
        [0, 19_567_812 / 697_040_785, 295_819_943 / 278_816_314],
    ]
    private static let d50ToD65: Matrix = [
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
    ]
    private static let oklabToLMS: Matrix = [
        [1, 0.3963377773761749, 0.2158037573099136], [1, -0.1055613458156586, -0.0638541728258133],
        [1, -0.0894841775298119, -1.2914855480194092],
    ]
    private static let lmsToXYZ: Matrix = [
        [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
        [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
        [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816],
    ]
    private static let xyzToLMS: Matrix = [
        [0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
        [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
        [0.0481771893596242, 0.2642395317527308, 0.6335478284694309],
    ]
    private static let lmsToOKLab: Matrix = [
        [0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
        [1.9779985324311684, -2.4285922420485799, 0.4505937095472174],
        [0.0259040424655478, 0.7827717124575296, -0.8086757549230774],
    ]

    private static func signed(_ value: Double, _ transform: (Double) -> Double) -> Double {
        value < 0 ? -transform(-value) : transform(value)
    }

    /// sRGB's (and Display P3's) transfer function, to linear light.
    static func linearized(_ value: Double) -> Double {
        signed(value) { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
    }

    /// sRGB's (and Display P3's) transfer function, from linear light.
    static func encoded(_ value: Double) -> Double {
        signed(value) { $0 > 0.0031308 ? 1.055 * pow($0, 1 / 2.4) - 0.055 : 12.92 * $0 }
    }

    /// CSS Color 4's `hslToRgb`, saturation and lightness in 0...1.
    static func hslToSRGB(hue: Double, saturation: Double, lightness: Double) -> Vector {
        let hue = hue.truncatingRemainder(dividingBy: 360) + (hue < 0 ? 360 : 0)
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return [channel(0), channel(8), channel(4)]
    }

    private static func labToXYZD50(_ lab: Vector) -> Vector {
        let (kappa, epsilon) = (24389.0 / 27, 216.0 / 24389)
        let white = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]
        let f1 = (lab[0] + 16) / 116
        let (f0, f2) = (lab[1] / 500 + f1, f1 - lab[2] / 200)
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = lab[0] > kappa * epsilon ? pow(f1, 3) : lab[0] / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return [x * white[0], y * white[1], z * white[2]]
    }

    private static func polar(_ lch: Vector) -> Vector {
        let radians = lch[2] * .pi / 180
        return [lch[0], lch[1] * cos(radians), lch[1] * sin(radians)]
    }

    /// The colour of `components` in `space` as CIE XYZ (D65).
    static func xyz(space: String, _ components: Vector) -> Vector {
        switch space {
        case "srgb": return multiply(linearSRGBToXYZ, components.map(linearized))
        case "srgb-linear": return multiply(linearSRGBToXYZ, components)
        case "display-p3": return multiply(linearP3ToXYZ, components.map(linearized))
        case "a98-rgb": return multiply(linearA98ToXYZ, components.map { signed($0) { pow($0, 563 / 256) } })
        case "prophoto-rgb":
            let linear = components.map { signed($0) { $0 <= 16 / 512 ? $0 / 16 : pow($0, 1.8) } }
            return multiply(d50ToD65, multiply(linearProPhotoToXYZD50, linear))
        case "rec2020":
            let (alpha, beta) = (1.09929682680944, 0.018053968510807)
            let linear = components.map { signed($0) { $0 < beta * 4.5 ? $0 / 4.5 : pow(($0 + alpha - 1) / alpha, 1 / 0.45) } }
            return multiply(linearRec2020ToXYZ, linear)
        case "xyz-d65": return components
        case "xyz-d50": return multiply(d50ToD65, components)
        case "hsl":
            return xyz(space: "srgb", hslToSRGB(hue: components[0], saturation: components[1] / 100, lightness: components[2] / 100))
        case "hwb":
            let (white, black) = (components[1] / 100, components[2] / 100)
            if white + black >= 1 { return xyz(space: "srgb", Array(repeating: white / (white + black), count: 3)) }
            let pure = hslToSRGB(hue: components[0], saturation: 1, lightness: 0.5)
            return xyz(space: "srgb", pure.map { $0 * (1 - white - black) + white })
        case "lab": return multiply(d50ToD65, labToXYZD50(components))
        case "lch": return multiply(d50ToD65, labToXYZD50(polar(components)))
        case "oklab": return multiply(lmsToXYZ, multiply(oklabToLMS, components).map { $0 * $0 * $0 })
        case "oklch": return xyz(space: "oklab", polar(components))
        default: return components
        }
    }

    /// Gamma-encoded sRGB (extended: components may leave 0...1) of an XYZ colour.
    static func encodedSRGB(fromXYZ xyz: Vector) -> Vector { multiply(xyzToLinearSRGB, xyz).map(encoded) }

    /// Gamma-encoded Display P3 (extended) of an XYZ colour.
    static func encodedP3(fromXYZ xyz: Vector) -> Vector { multiply(xyzToLinearP3, xyz).map(encoded) }

    /// OKLab of an XYZ (D65) colour, for ΔEOK.
    static func oklab(fromXYZ xyz: Vector) -> Vector { multiply(lmsToOKLab, multiply(xyzToLMS, xyz).map(cbrt)) }

    /// `components` of `space` (`srgb` or `display-p3`) as the other, or the same.
    static func convert(_ components: Vector, from space: String, to target: String) -> Vector {
        let xyz = xyz(space: space, components)
        return target == "display-p3" ? encodedP3(fromXYZ: xyz) : encodedSRGB(fromXYZ: xyz)
    }

    /// CSS Color 4 §13.2.2: an out-of-gamut colour brought into `target`
    /// (`srgb` or `display-p3`) by lowering its OKLCH chroma until clipping
    /// moves it less than a just-noticeable ΔEOK of 0.02.
    static func gamutMapped(_ components: Vector, from space: String, to target: String) -> Vector {
        func inGamut(_ rgb: Vector) -> Bool { rgb.allSatisfy { (-0.000001...1.000001).contains($0) } }
        func clip(_ rgb: Vector) -> Vector { rgb.map { min(max($0, 0), 1) } }
        func toTarget(_ lab: Vector) -> Vector {
            let xyz = multiply(lmsToXYZ, multiply(oklabToLMS, lab).map { $0 * $0 * $0 })
            return target == "display-p3" ? encodedP3(fromXYZ: xyz) : encodedSRGB(fromXYZ: xyz)
        }
        func deltaEOK(_ rgb: Vector, _ lab: Vector) -> Double {
            let other = oklab(fromXYZ: xyz(space: target, rgb))
            return sqrt(zip(other, lab).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) })
        }
        let origin = oklab(fromXYZ: xyz(space: space, components))
        if origin[0] >= 1 { return [1, 1, 1] }
        if origin[0] <= 0 { return [0, 0, 0] }
        let direct = toTarget(origin)
        if inGamut(direct) { return direct }
        let (jnd, epsilon) = (0.02, 0.0001)
        let chroma = hypot(origin[1], origin[2])
        let hue = atan2(origin[2], origin[1])
        func at(_ c: Double) -> Vector { [origin[0], c * cos(hue), c * sin(hue)] }
        var clipped = clip(direct)
        if deltaEOK(clipped, origin) < jnd { return clipped }
        var (low, high, lowInGamut) = (0.0, chroma, true)
        while high - low > epsilon {
            let middle = (low + high) / 2
            let current = at(middle)
            if lowInGamut && inGamut(toTarget(current)) {
                low = middle
                continue
            }
            clipped = clip(toTarget(current))
            let difference = deltaEOK(clipped, current)
            if difference < jnd {
                if jnd - difference < epsilon { return clipped }
                lowInGamut = false
                low = middle
            } else {
                high = middle
            }
        }
        return clipped
    }
}
