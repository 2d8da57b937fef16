import { type HydratedReadObjectHeader, hydratedReadObjectHeaderSchema } from '../schemas/integration.ts';
import { type Checked, checkRevisionObject } from './checkRevisionObject.ts';
import { oncePerObject } from './oncePerObject.ts';

const checkedReadObjects = new WeakMap<object, Checked<HydratedReadObjectHeader>>();

/**
 * The header of the hydrated read object at `index`, checked once per object of a revision: without a hydration
 * error of its own, an object that says not where its records go or how often it is read carries one.
 */
export function checkReadObject(raw: unknown, index: number): Checked<HydratedReadObjectHeader> {
  return oncePerObject(checkedReadObjects, raw, () => {
    const checked = checkRevisionObject(hydratedReadObjectHeaderSchema, raw, 'read', index);
    if (!checked.ok) return checked;
    const header = checked.value;
    const missing = header.error
      ? undefined
      : header.destination === undefined
        ? 'destination'
        : header.schedule === undefined
          ? 'schedule'
          : undefined;
    return {
      ...checked,
      error: header.error ?? (missing && `The service sent no ${missing} for this object.`),
    };
  });
}
