import * as z from 'zod/mini';

// One instance of each of the schemas the others use most, shared by all of them (a schema is immutable):
// each instance is built when the module loads, and the main entry's load built some 250 of these alike.

/** Any string. */
export const stringSchema = z.string();
/** An optional string. */
export const optionalString = z.optional(stringSchema);
/** A boolean. */
export const booleanSchema = z.boolean();
/** An optional boolean. */
export const optionalBoolean = z.optional(booleanSchema);
