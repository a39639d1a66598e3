import Foundation

/// The other colour spaces of CSS Color 4 (and so of DTCG 2025.10), each to
/// CIE XYZ (D65), and the gamut mapping of CSS Color 4 section 13.2: what
/// token import needs to turn any DTCG colour into an sRGB or Display P3 one.
extension ColorConversion {
    /// A colour brought into the spaces ThemeKit holds, and how.
    struct Placed: Equatable {
        var color: ThemeColor
        /// Whether the colour lay outside Display P3 and was gamut-mapped into it.
        var wasGamutMapped: Bool
    }

    /// The DTCG `colorSpace` names this reads.
    static let spaceNames = [
        "srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3", "a98-rgb", "prophoto-rgb",
        "rec2020", "xyz-d65", "xyz-d50",
    ]

    /// XYZ (D65) of three components in a named space; nil for a space this does not know.
    static func xyz(space: String, _ c: [Double]) -> [Double]? {
        switch space {
        case "srgb": return multiply(linearSRGBToXYZ, linear(c))
        case "srgb-linear": return multiply(linearSRGBToXYZ, c)
        case "display-p3": return multiply(linearP3ToXYZ, linear(c))
        case "hsl": return multiply(linearSRGBToXYZ, linear(hslToSRGB(c)))
        case "hwb": return multiply(linearSRGBToXYZ, linear(hwbToSRGB(c)))
        case "lab": return multiply(d50ToD65, labToXYZD50(c))
        case "lch": return multiply(d50ToD65, labToXYZD50(polarToRectangular(c)))
        case "oklab": return oklabToXYZ(c)
        case "oklch": return oklabToXYZ(polarToRectangular(c))
        case "a98-rgb": return multiply(linearA98ToXYZ, c.map { signedPower($0, 563 / 256) })
        case "prophoto-rgb": return multiply(d50ToD65, multiply(linearProPhotoToXYZD50, c.map(proPhotoLinear)))
        case "rec2020": return multiply(linearRec2020ToXYZ, c.map(rec2020Linear))
        case "xyz-d65": return c
        case "xyz-d50": return multiply(d50ToD65, c)
        default: return nil
        }
    }

    /// sRGB when the colour lies inside sRGB's gamut, else Display P3 when
    /// inside P3's, else P3 gamut-mapped as CSS Color 4 does (by reducing
    /// OKLCH chroma until clipping is below a just-noticeable difference).
    static func place(xyz: [Double], alpha: Double) -> Placed {
        let srgb = encoded(multiply(xyzToLinearSRGB, xyz))
        if isInGamut(srgb) {
            return Placed(color: color(.sRGB, clip(srgb), alpha), wasGamutMapped: false)
        }
        let p3 = encoded(multiply(xyzToLinearP3, xyz))
        if isInGamut(p3) {
            return Placed(color: color(.displayP3, clip(p3), alpha), wasGamutMapped: false)
        }
        return Placed(color: color(.displayP3, gamutMapToP3(oklab(xyz)), alpha), wasGamutMapped: true)
    }

    /// A colour of components rounded (``ColorConversion/rounded(_:)``).
    private static func color(_ space: ThemeColor.Space, _ c: [Double], _ alpha: Double) -> ThemeColor {
        let c = rounded(c)
        return ThemeColor(space: space, red: c[0], green: c[1], blue: c[2], alpha: alpha)
    }

    /// Within `0...1`, allowing for the rounding of the conversions.
    static func isInGamut(_ c: [Double]) -> Bool {
        c.allSatisfy { $0 >= -0.000_001 && $0 <= 1.000_001 }
    }

    static func clip(_ c: [Double]) -> [Double] { c.map { min(max($0, 0), 1) } }

    // MARK: Gamut mapping (CSS Color 4, 13.2.2: binary search in OKLCH)

    /// Encoded Display P3 components of an OKLab colour, mapped into P3's gamut.
    static func gamutMapToP3(_ lab: [Double]) -> [Double] {
        func p3(_ lab: [Double]) -> [Double] { encoded(multiply(xyzToLinearP3, oklabToXYZ(lab))) }
        let lightness = lab[0]
        if lightness >= 1 { return [1, 1, 1] }
        if lightness <= 0 { return [0, 0, 0] }
        let chroma = (lab[1] * lab[1] + lab[2] * lab[2]).squareRoot()
        let hue = atan2(lab[2], lab[1])
        func at(_ chroma: Double) -> [Double] { [lightness, chroma * cos(hue), chroma * sin(hue)] }
        let justNoticeable = 0.02
        let epsilon = 0.000_1
        var clipped = clip(p3(lab))
        if deltaEOK(clipped, lab) < justNoticeable { return clipped }
        var low = 0.0
        var high = chroma
        var lowIsInGamut = true
        while high - low > epsilon {
            let middle = (low + high) / 2
            let current = at(middle)
            let mapped = p3(current)
            if lowIsInGamut, isInGamut(mapped) {
                low = middle
                continue
            }
            clipped = clip(mapped)
            let difference = deltaEOK(clipped, current)
            if difference < justNoticeable {
                if justNoticeable - difference < epsilon { return clipped }
                lowIsInGamut = false
                low = middle
            } else {
                high = middle
            }
        }
        return clipped
    }

    /// The OKLab distance between encoded P3 components and an OKLab colour.
    private static func deltaEOK(_ p3: [Double], _ lab: [Double]) -> Double {
        let other = oklab(multiply(linearP3ToXYZ, linear(p3)))
        return zip(other, lab).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
    }

    // MARK: The spaces

    static func hslToSRGB(_ c: [Double]) -> [Double] {
        let hue = c[0].truncatingRemainder(dividingBy: 360) + (c[0] < 0 ? 360 : 0)
        let saturation = c[1] / 100
        let lightness = c[2] / 100
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return [channel(0), channel(8), channel(4)]
    }

    static func hwbToSRGB(_ c: [Double]) -> [Double] {
        let white = c[1] / 100
        let black = c[2] / 100
        if white + black >= 1 { return Array(repeating: white / (white + black), count: 3) }
        return hslToSRGB([c[0], 100, 50]).map { $0 * (1 - white - black) + white }
    }

    /// `[L, C, H]` (H in degrees) as `[L, a, b]`.
    static func polarToRectangular(_ c: [Double]) -> [Double] {
        let radians = c[2] * .pi / 180
        return [c[0], c[1] * cos(radians), c[1] * sin(radians)]
    }

    static func labToXYZD50(_ c: [Double]) -> [Double] {
        let kappa = 24_389.0 / 27
        let epsilon = 216.0 / 24_389
        let f1 = (c[0] + 16) / 116
        let f0 = c[1] / 500 + f1
        let f2 = f1 - c[2] / 200
        let xyz = [
            pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa,
            c[0] > kappa * epsilon ? pow((c[0] + 16) / 116, 3) : c[0] / kappa,
            pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa,
        ]
        let white = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]
        return zip(xyz, white).map(*)
    }

    static func oklabToXYZ(_ c: [Double]) -> [Double] {
        multiply(lmsToXYZ, multiply(oklabToLMS, c).map { $0 * $0 * $0 })
    }

    static func oklab(_ xyz: [Double]) -> [Double] {
        multiply(lmsToOKLab, multiply(xyzToLMS, xyz).map { cbrt($0) })
    }

    private static func signedPower(_ value: Double, _ exponent: Double) -> Double {
        value < 0 ? -pow(-value, exponent) : pow(value, exponent)
    }

    private static func proPhotoLinear(_ value: Double) -> Double {
        abs(value) <= 16.0 / 512 ? value / 16 : signedPower(value, 1.8)
    }

    private static func rec2020Linear(_ value: Double) -> Double {
        let alpha = 1.099_296_826_809_44
        let beta = 0.018_053_968_510_807
        return abs(value) < beta * 4.5 ? value / 4.5 : signedPower((abs(value) + alpha - 1) / alpha, 1 / 0.45) * (value < 0 ? -1 : 1)
    }

    // MARK: Matrices (CSS Color 4, section 18)

    static let d50ToD65: Matrix = [
        [0.955_473_421_488_075, -0.023_098_454_948_764_71, 0.063_259_243_200_570_72],
        [-0.028_369_709_333_863_7, 1.009_995_398_081_304_1, 0.021_041_441_191_917_323],
        [0.012_314_014_864_481_998, -0.020_507_649_298_898_964, 1.330_365_926_242_124],
    ]
    static let linearA98ToXYZ: Matrix = [
        [573_536 / 994_567, 263_643 / 1_420_810, 187_206 / 994_567],
        [591_459 / 1_989_134, 6_239_551 / 9_945_670, 374_412 / 4_972_835],
        [53_769 / 1_989_134, 351_524 / 4_972_835, 4_929_758 / 4_972_835],
    ]
    static let linearProPhotoToXYZD50: Matrix = [
        [0.797_766_644_900_642_3, 0.135_181_297_400_533_08, 0.031_347_734_128_392_2],
        [0.288_074_828_819_401_3, 0.711_835_234_241_873, 0.000_089_936_938_725_64],
        [0, 0, 0.825_104_602_510_460_2],
    ]
    static let linearRec2020ToXYZ: Matrix = [
        [63_426_534 / 99_577_255, 20_160_776 / 139_408_157, 47_086_771 / 278_816_314],
        [26_158_966 / 99_577_255, 472_592_308 / 697_040_785, 8_267_143 / 139_408_157],
        [0, 19_567_812 / 697_040_785, 295_819_943 / 278_816_314],
    ]
    static let xyzToLMS: Matrix = [
        [0.819_022_437_996_703, 0.361_906_260_052_890_4, -0.128_873_781_520_987_9],
        [0.032_983_653_932_388_5, 0.929_286_861_586_343_4, 0.036_144_666_350_642_4],
        [0.048_177_189_359_624_2, 0.264_239_531_752_730_8, 0.633_547_828_469_430_9],
    ]
    static let lmsToOKLab: Matrix = [
        [0.210_454_268_309_314, 0.793_617_774_702_305_4, -0.004_072_043_011_619_3],
        [1.977_998_532_431_168_4, -2.428_592_242_048_579_9, 0.450_593_709_617_411],
        [0.025_904_042_465_547_8, 0.782_771_712_457_529_6, -0.808_675_766_037_748_1],
    ]
    static let oklabToLMS: Matrix = [
        [1, 0.396_337_777_376_174_9, 0.215_803_757_309_913_6],
        [1, -0.105_561_345_815_658_6, -0.063_854_172_825_813_3],
        [1, -0.089_484_177_529_811_9, -1.291_485_548_019_409_2],
    ]
    static let lmsToXYZ: Matrix = [
        [1.226_879_875_845_924_3, -0.557_814_994_460_217_1, 0.281_391_045_665_964_7],
        [-0.040_575_745_214_800_8, 1.112_286_803_280_317, -0.071_711_058_065_516_4],
        [-0.076_372_936_674_660_1, -0.421_493_332_402_243_2, 1.586_924_019_836_781_6],
    ]
}
