// Type-level checks of what the README says about the exported schemas, run by `tsc --noEmit` in `npm test`:
// they are zod/mini schemas, composed with zod's functions (from `zod` or `zod/mini`), not with methods.
import * as z from 'zod';
import * as zm from 'zod/mini';
import { type Installation, installationSchema } from '../../src/core.ts';

const maybeInstallation = z.nullable(installationSchema);
export const parsed: Installation | null = maybeInstallation.parse(null);
export const page = z.object({ installation: installationSchema, total: z.number() });
export const list = zm.array(installationSchema);
// @ts-expect-error a zod/mini schema has no `.nullable()` method: use `z.nullable(installationSchema)`
export const wrong = installationSchema.nullable();
