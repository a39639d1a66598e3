import Foundation
import IndexStoreC

/// One unit of an index store: what one compilation wrote (a source file's
/// object, or a module of the toolchain the compiler indexed), the module
/// it belongs to, and what it was built from.
///
/// The references of a source file live in the record its unit names; the
/// modules a file imports are the unit's module dependencies, whose own
/// units (the toolchain's modules have them) name what they import in turn.
struct IndexUnit {
    /// A module the unit imports.
    struct Import {
        /// The module's unit in the store (only the toolchain's modules have one).
        var unit: String
        /// The module's file: `…/Foundation.swiftmodule/<triple>.swiftmodule`, `…/Modules/ThemeKit.swiftmodule`, a `.pcm`.
        var file: String
        var isSystem: Bool
    }

    /// The module the compilation built. The store names a toolchain unit's module
    /// wrongly at times (`Swift` for `_Concurrency`): read ``Import/file`` for those.
    var module: String
    var isSystem: Bool
    /// When the unit was written, in seconds since 1970.
    var written: Double
    var imports: [Import] = []
    /// The records of the symbols of the unit's source files, with each file's real path.
    var records: [(name: String, file: String)] = []

    /// Reads the unit `name` of `store`.
    init(named name: String, in store: indexstore_t) throws {
        var error: indexstore_error_t?
        guard let reader = indexstore_unit_reader_create(store, name, &error) else {
            throw CheckFailure("cannot read index unit \(name): \(IndexStore.describe(error))")
        }
        defer { indexstore_unit_reader_dispose(reader) }
        module = String(indexstore_unit_reader_get_module_name(reader))
        isSystem = indexstore_unit_reader_is_system_unit(reader)
        var seconds: Int64 = 0
        var nanoseconds: Int64 = 0
        indexstore_unit_reader_get_modification_time(reader, &seconds, &nanoseconds)
        written = Double(seconds) + Double(nanoseconds) / 1e9
        withUnsafeMutablePointer(to: &self) { context in
            _ = indexstore_unit_reader_dependencies_apply_f(reader, context) { context, dependency in
                guard let unit = context?.assumingMemoryBound(to: IndexUnit.self) else { return false }
                let name = String(indexstore_unit_dependency_get_name(dependency))
                let file = String(indexstore_unit_dependency_get_filepath(dependency))
                switch indexstore_unit_dependency_get_kind(dependency) {
                case INDEXSTORE_UNIT_DEPENDENCY_UNIT:
                    unit.pointee.imports.append(Import(unit: name, file: file, isSystem: indexstore_unit_dependency_is_system(dependency)))
                case INDEXSTORE_UNIT_DEPENDENCY_RECORD:
                    unit.pointee.records.append((name, URL(fileURLWithPath: file).resolvingSymlinksInPath().path))
                default:
                    break
                }
                return true
            }
        }
    }
}
