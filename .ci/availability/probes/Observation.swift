import Observation

/// A toolchain declaration above the floor: `withObservationTracking` is
/// iOS 17, macOS 14, as the Linux symbol graph of Observation says too.
func track(_ read: () -> Int) -> Int {
    withObservationTracking(read) {}
}
