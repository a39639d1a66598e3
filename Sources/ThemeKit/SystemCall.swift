#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `read(2)` and `write(2)`, named through the platform's C library, for the
/// types whose own methods are called `read` and `write`.
enum SystemCall {
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Darwin)
        return Darwin.read(descriptor, buffer, count)
        #elseif canImport(Glibc)
        return Glibc.read(descriptor, buffer, count)
        #else
        return Musl.read(descriptor, buffer, count)
        #endif
    }

    static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
        return Darwin.write(descriptor, bytes, count)
        #elseif canImport(Glibc)
        return Glibc.write(descriptor, bytes, count)
        #else
        return Musl.write(descriptor, bytes, count)
        #endif
    }
}
