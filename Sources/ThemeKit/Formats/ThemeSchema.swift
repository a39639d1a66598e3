/// A JSON Schema (draft-07) of theme files in JSON, for editors: it
/// completes the top-level keys and `_superstyle`/`_inherit`, explains the
/// value conventions, and flags values of a wrong kind while typing
/// (`themecheck export schema`). `themecheck` checks much more (names,
/// cycles, colours); the schema is what an editor can know without it.
package enum ThemeSchema {
    /// Every convention's forms, in theme-format §3's order, as each convention declares them.
    private static let conventionForms = ValueSyntax.conventions.map { $0.forms }.joined(separator: ", ")

    /// The schema as JSON text, as `themecheck export schema` writes it.
    package static let json = #"""
        {
          "$schema": "http://json-schema.org/draft-07/schema#",
          "$id": "https://themekit.dev/schemas/theme.schema.json",
          "title": "ThemeKit theme",
          "description": "A theme: Constants, Constants_V variant groups, and groups of named styles (theme-format.md).",
          "type": "object",
          "properties": {
            "formatVersion": { "description": "2 for the structured form (Constants and style groups); 1 or absent for a flat theme of constants.", "enum": [1, 2] },
            "Constants": { "$ref": "#/definitions/constants" },
            "_include": {
              "description": "Theme files whose definitions this one adds below its own, relative to this file's folder (theme-format §9).",
              "oneOf": [{ "type": "string", "minLength": 1 }, { "type": "array", "items": { "type": "string", "minLength": 1 } }]
            },
            "$schema": { "type": "string" }
          },
          "patternProperties": {
            "^Constants_[A-Z][A-Z0-9_]*$": { "$ref": "#/definitions/constants", "description": "The constants' values while variant V is active (theme-format §8)." }
          },
          "additionalProperties": {
            "description": "A group of styles: each key a style name.",
            "type": "object",
            "additionalProperties": { "$ref": "#/definitions/style" }
          },
          "definitions": {
            "constants": {
              "description": "Named values: strings (with the value conventions), numbers and booleans. COLOR_, FONT_ and DIMENSION_ names promise colours, fonts and numbers.",
              "type": "object",
              "additionalProperties": { "type": ["string", "number", "boolean", "null"] }
            },
            "style": {
              "description": "A style: a dictionary of key paths and values, or `s:A,B` naming styles it is made of.",
              "oneOf": [
                { "type": "string", "pattern": "^(s|style):" },
                { "$ref": "#/definitions/styleBody" }
              ]
            },
            "styleBody": {
              "type": "object",
              "properties": {
                "_superstyle": { "type": "string", "description": "Styles applied first, comma-separated, in order." },
                "_inherit": { "type": "string", "description": "The style of this name from the themes after this one in the chain." }
              },
              "additionalProperties": { "$ref": "#/definitions/value" }
            },
            "value": {
              "description": "A value: a constant name, \#(conventionForms), `null`, a number, a boolean, an array of values, or a nested style.",
              "oneOf": [
                { "type": "string" },
                { "type": "number" },
                { "type": "boolean" },
                { "type": "null" },
                { "type": "array", "items": { "type": ["string", "number", "boolean", "null"] } },
                { "$ref": "#/definitions/styleBody" }
              ]
            }
          }
        }
        """#
}
