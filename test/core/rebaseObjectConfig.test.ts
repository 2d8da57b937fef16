// @vitest-environment node
import fc from 'fast-check';
import { diffObjectConfig } from '../../src/core/diffObjectConfig.ts';
import { rebaseObjectConfig } from '../../src/core/rebaseObjectConfig.ts';
import type { ReadObjectConfig } from '../../src/schemas/index.ts';
import { configTriples } from '../support/configArbitraries.ts';

const base: ReadObjectConfig = {
  objectName: 'account',
  schedule: '*/15 * * * *',
  selectedFields: { name: true, industry: true },
  selectedFieldMappings: { companyName: 'name' },
};

describe('rebaseObjectConfig', () => {
  it.each<[string, Partial<ReadObjectConfig>, Partial<ReadObjectConfig>, Partial<ReadObjectConfig>]>([
    [
      'keeps the user field toggle and takes the server schedule',
      { selectedFields: { name: true, industry: true, phone: true } },
      { schedule: '0 * * * *' },
      { schedule: '0 * * * *', selectedFields: { name: true, industry: true, phone: true } },
    ],
    [
      'merges toggles of different fields of the same map',
      { selectedFields: { name: true } },
      { selectedFields: { name: true, industry: true, fax: true } },
      { selectedFields: { name: true, fax: true } },
    ],
    [
      'the user wins on the same property',
      { schedule: '*/5 * * * *' },
      { schedule: '0 * * * *' },
      { schedule: '*/5 * * * *' },
    ],
    [
      'drops a removal the server already made',
      { selectedFieldMappings: {} },
      { selectedFieldMappings: {} },
      { selectedFieldMappings: {} },
    ],
    [
      'keeps a server change when the user changed nothing',
      {},
      { selectedFields: { website: true } },
      { selectedFields: { website: true } },
    ],
  ])('%s', (_name, userEdit, serverEdit, expected) => {
    const current = { ...base, ...userEdit };
    const server = { ...base, ...serverEdit };
    expect(rebaseObjectConfig(base, current, server)).toEqual({ ...base, ...expected });
  });

  it('does not mutate its inputs', () => {
    const server = structuredClone(base);
    rebaseObjectConfig(base, { ...base, schedule: 'x' }, server);
    expect(server).toEqual(base);
  });
});

/** The value at an RFC 6901 JSON Pointer, or `undefined` where the path does not exist. */
function valueAt(document: unknown, pointer: string): unknown {
  let node = document;
  for (const segment of pointer.split('/').slice(1)) {
    const key = segment.replaceAll('~1', '/').replaceAll('~0', '~');
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

const overlaps = (a: string, b: string) => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);

// Two people edit the same object config at once: `mine` is the form's edit, `theirs` what the server now stores.
describe('rebaseObjectConfig properties', () => {
  it('is the server config when the user changed nothing, and the user config when the server did not', () => {
    fc.assert(
      fc.property(configTriples, ([base, mine, theirs]) => {
        expect(rebaseObjectConfig(base, base, theirs)).toEqual(theirs);
        expect(rebaseObjectConfig(base, mine, base)).toEqual(mine);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps every edit of the user, and every edit of the server that no edit of the user touches', () => {
    fc.assert(
      fc.property(configTriples, ([base, mine, theirs]) => {
        const rebased = rebaseObjectConfig(base, mine, theirs);
        const myEdits = diffObjectConfig(base, mine);
        for (const edit of myEdits) {
          expect(valueAt(rebased, edit.path)).toEqual(edit.op === 'remove' ? undefined : edit.value);
        }
        for (const edit of diffObjectConfig(base, theirs)) {
          if (myEdits.some((mineEdit) => overlaps(mineEdit.path, edit.path))) continue;
          expect(valueAt(rebased, edit.path)).toEqual(edit.op === 'remove' ? undefined : edit.value);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('sends only the user’s edits when saved on top of the server config', () => {
    fc.assert(
      fc.property(configTriples, ([base, mine, theirs]) => {
        const rebased = rebaseObjectConfig(base, mine, theirs);
        for (const edit of diffObjectConfig(theirs, rebased)) {
          expect(diffObjectConfig(base, mine).some((mineEdit) => overlaps(mineEdit.path, edit.path))).toBe(
            true,
          );
        }
      }),
      { numRuns: 1000 },
    );
  });
});
