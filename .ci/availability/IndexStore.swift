import Foundation
import IndexStoreC

/// A reference the compiler recorded: which symbol, where.
struct SymbolReference: Hashable {
    var usr: String
    var name: String
    var file: String
    var line: Int
    var column: Int
}

/// Reads an index store (the one `swift build` writes under
/// `.build/<triple>/debug/index/store`) through the toolchain's
/// `libIndexStore`: the references of source files, and the modules they
/// are built on (`IndexStore+Modules.swift`).
struct IndexStore {
    private let store: indexstore_t
    /// Every unit of the store, by name, read once.
    let units: [String: IndexUnit]

    init(path: String) throws {
        var error: indexstore_error_t?
        guard let store = indexstore_store_create(path, &error) else {
            throw CheckFailure("cannot open the index store at \(path): \(Self.describe(error))")
        }
        self.store = store
        var names: [String] = []
        withUnsafeMutablePointer(to: &names) { context in
            _ = indexstore_store_units_apply_f(store, 0, context) { context, name in
                context?.assumingMemoryBound(to: [String].self).pointee.append(String(name))
                return true
            }
        }
        var units: [String: IndexUnit] = [:]
        for name in names { units[name] = try IndexUnit(named: name, in: store) }
        self.units = units
    }

    /// Every reference in the records of source files `include` accepts (by real path).
    ///
    /// A file changed after its last compilation has positions the store no longer
    /// describes (a guard read on the wrong line), so it fails the check instead.
    func references(inFilesWhere include: (String) -> Bool) throws -> [SymbolReference] {
        var records: [String: String] = [:]  // record name -> source file
        var compiled: [String: Double] = [:]  // source file -> its last compilation
        for unit in units.values {
            for (record, file) in unit.records where include(file) {
                records[record] = file
                compiled[file] = max(compiled[file] ?? 0, unit.written)
            }
        }
        for (file, time) in compiled.sorted(by: { $0.key < $1.key }) {
            let changed = (try? FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date)?.timeIntervalSince1970
            if let changed, changed > time {
                throw CheckFailure("\(file) changed after the build indexed it: build again first (`swift build --build-tests`)")
            }
        }
        var references = Set<SymbolReference>()
        for (record, file) in records {
            var error: indexstore_error_t?
            guard let reader = indexstore_record_reader_create(store, record, &error) else {
                throw CheckFailure("cannot read index record \(record): \(Self.describe(error))")
            }
            defer { indexstore_record_reader_dispose(reader) }
            var found: [SymbolReference] = []
            withUnsafeMutablePointer(to: &found) { context in
                _ = indexstore_record_reader_occurrences_apply_f(reader, context) { context, occurrence in
                    let roles = indexstore_occurrence_get_roles(occurrence)
                    // Implicit references are the compiler's choice (`for await` calls `next(isolation:)`
                    // where the target has it and `next()` where not), not the code's.
                    guard roles & UInt64(INDEXSTORE_SYMBOL_ROLE_REFERENCE) != 0,
                        roles & UInt64(INDEXSTORE_SYMBOL_ROLE_IMPLICIT) == 0
                    else { return true }
                    let symbol = indexstore_occurrence_get_symbol(occurrence)
                    var line: UInt32 = 0
                    var column: UInt32 = 0
                    indexstore_occurrence_get_line_col(occurrence, &line, &column)
                    context?.assumingMemoryBound(to: [SymbolReference].self).pointee.append(
                        SymbolReference(
                            usr: String(indexstore_symbol_get_usr(symbol)), name: String(indexstore_symbol_get_name(symbol)),
                            file: "", line: Int(line), column: Int(column)))
                    return true
                }
            }
            for var reference in found {
                reference.file = file
                references.insert(reference)
            }
        }
        return references.sorted { ($0.file, $0.line, $0.column, $0.usr) < ($1.file, $1.line, $1.column, $1.usr) }
    }

    static func describe(_ error: indexstore_error_t?) -> String {
        guard let error, let text = indexstore_error_get_description(error) else { return "no reason given" }
        defer { indexstore_error_dispose(error) }
        return String(cString: text)
    }
}

extension String {
    init(_ reference: indexstore_string_ref_t) {
        guard let data = reference.data else {
            self = ""
            return
        }
        self = data.withMemoryRebound(to: UInt8.self, capacity: reference.length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: reference.length), as: UTF8.self)
        }
    }
}
