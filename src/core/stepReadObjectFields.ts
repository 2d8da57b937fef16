import type { HydratedReadObjectHeader } from '../schemas/integration.ts';
import { buildReadObjectFields, type ReadObjectFields } from './buildReadObjectFields.ts';
import { oncePerObject } from './oncePerObject.ts';

// Field lists depend on the hydrated object only. Cached by it, they are checked, built (and 5,000 fields sorted)
// once per revision and only for an object that is opened, not again whenever the saved config changes (a save,
// a poll), and keep their identity, so the pickers' own derived data (search index, counts) is not rebuilt either.
// A build spread over several tasks and one read at once share the same steps.
interface FieldBuild {
  steps: Generator<void, ReadObjectFields>;
  fields?: ReadObjectFields;
}
const fieldBuilds = new WeakMap<HydratedReadObjectHeader, FieldBuild>();

/** Runs the next step of the build of a read object's field lists; returns the lists once they are built. */
export function stepReadObjectFields(object: HydratedReadObjectHeader): ReadObjectFields | undefined {
  const build = oncePerObject<FieldBuild>(fieldBuilds, object, () => ({
    steps: buildReadObjectFields(object),
  }));
  if (!build.fields) {
    const step = build.steps.next();
    if (step.done) build.fields = step.value;
  }
  return build.fields;
}
