// @vitest-environment node
import fc from 'fast-check';
import { diffObjectConfig } from '../../src/core/diffObjectConfig.ts';
import { rebaseEdit, valueAtPointer } from '../../src/core/rebaseEdit.ts';
import type { ReadObjectConfig } from '../../src/schemas/config.ts';
import { configTriples } from '../support/configArbitraries.ts';

const base: ReadObjectConfig = {
  objectName: 'account',
  schedule: '*/15 * * * *',
  selectedFields: { name: true, industry: true },
  selectedFieldMappings: { companyName: 'name' },
};

describe('rebaseEdit', () => {
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
      'takes a change both made to the same value once, without a conflict',
      { schedule: '0 * * * *' },
      { schedule: '0 * * * *' },
      { schedule: '0 * * * *' },
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
    expect(rebaseEdit(base, current, server)).toEqual({ value: { ...base, ...expected }, conflicts: [] });
  });

  it('keeps the user’s value of a leaf both changed, to different values, and reports the conflict there', () => {
    const mine = {
      ...base,
      schedule: '*/5 * * * *',
      selectedFields: { ...base.selectedFields, phone: true },
    };
    const theirs = { ...base, schedule: '0 * * * *' };
    expect(rebaseEdit(base, mine, theirs)).toEqual({
      value: { ...theirs, schedule: '*/5 * * * *', selectedFields: { ...base.selectedFields, phone: true } },
      conflicts: [{ path: '/schedule', mine: '*/5 * * * *', theirs: '0 * * * *' }],
    });
  });

  it('reports a removal elsewhere of a map the user edited inside as a conflict at the user’s leaf', () => {
    const mine = { ...base, selectedFieldMappings: { companyName: 'website' } };
    const { selectedFieldMappings: _removed, ...theirs } = base;
    expect(rebaseEdit(base, mine, theirs).conflicts).toEqual([
      { path: '/selectedFieldMappings/companyName', mine: 'website', theirs: undefined },
    ]);
  });

  it('replays an edit under a provider name such as __proto__ as an own key, never onto a prototype', () => {
    const origin = JSON.parse('{"objectName":"a","selectedFields":{},"selectedFieldMappings":{}}');
    const mine = JSON.parse(
      '{"objectName":"a","selectedFields":{"__proto__":true},"selectedFieldMappings":{"constructor":"x"}}',
    );
    const theirs = JSON.parse('{"objectName":"a","selectedFields":{"b":true},"selectedFieldMappings":{}}');
    const { value, conflicts } = rebaseEdit(origin, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(Object.keys(value.selectedFields as object).sort()).toEqual(['__proto__', 'b']);
    expect(Object.hasOwn(value.selectedFieldMappings as object, 'constructor')).toBe(true);
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
    expect(Object.keys(Object.prototype)).toEqual([]);
  });

  it('does not mutate its inputs', () => {
    const server = structuredClone(base);
    rebaseEdit(base, { ...base, schedule: 'x' }, server);
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
describe('rebaseEdit properties', () => {
  it('is the server config when the user changed nothing, and the user config when the server did not', () => {
    fc.assert(
      fc.property(configTriples, ([base, mine, theirs]) => {
        expect(rebaseEdit(base, base, theirs)).toEqual({ value: theirs, conflicts: [] });
        expect(rebaseEdit(base, mine, base)).toEqual({ value: mine, conflicts: [] });
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps every edit of the user not in conflict, every edit of the server, and reports exactly the leaves both changed', () => {
    fc.assert(
      fc.property(configTriples, ([base, mine, theirs]) => {
        const { value: rebased, conflicts } = rebaseEdit(base, mine, theirs);
        const myEdits = diffObjectConfig(base, mine);
        const theirEdits = diffObjectConfig(base, theirs);
        for (const edit of myEdits) {
          const wanted = edit.op === 'remove' ? undefined : edit.value;
          const stored = valueAt(theirs, edit.path);
          const bothChanged =
            theirEdits.some((e) => overlaps(e.path, edit.path)) &&
            JSON.stringify(wanted) !== JSON.stringify(stored);
          const conflict = conflicts.find((c) => c.path === edit.path);
          if (bothChanged) {
            expect(conflict).toEqual({ path: edit.path, mine: wanted, theirs: stored });
            expect(valueAtPointer(rebased, edit.path)).toEqual(wanted);
          } else {
            expect(conflict).toBeUndefined();
            expect(valueAt(rebased, edit.path)).toEqual(wanted);
          }
        }
        expect(conflicts.every((c) => myEdits.some((e) => e.path === c.path))).toBe(true);
        for (const edit of theirEdits) {
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
        const { value: rebased } = rebaseEdit(base, mine, theirs);
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
