// @vitest-environment node

import { planObjectEdit } from '../../src/core/planObjectEdit.ts';
import { summarizeSaveSteps } from '../../src/core/summarizeSaveSteps.ts';
import type { ReadObjectConfig } from '../../src/schemas/config.ts';
import { sampleInstallation } from './samples.ts';

const installation = sampleInstallation();
const account = installation.config.content.read?.objects.account as ReadObjectConfig;

describe('planObjectEdit', () => {
  it.each<[string, ReadObjectConfig | undefined, unknown]>([
    ['nothing changed: no request', account, []],
    [
      'one field: one small patch',
      { ...account, selectedFields: { ...account.selectedFields, Phone: true } },
      [
        {
          kind: 'patchObject',
          action: 'read',
          objectName: 'account',
          changes: [{ op: 'add', path: '/selectedFields/Phone', value: true }],
        },
      ],
    ],
  ])('%s', (_name, config, expected) => {
    expect(planObjectEdit(installation, 'read', 'account', config)).toEqual(expected);
  });

  it('replaces a patch larger than the object config by an update mask of that object', () => {
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`Field_${i}`, true]));
    const config = { ...account, selectedFields: many };
    const steps = planObjectEdit(installation, 'read', 'account', config);
    expect(steps).toEqual([
      {
        kind: 'updateInstallation',
        updateMask: ['config.content.read.objects.account'],
        installation: { config: { content: { read: { objects: { account: config } } } } },
        replaces: [
          { kind: 'patchObject', action: 'read', objectName: 'account', changes: expect.any(Array) },
        ],
      },
    ]);
    // The preview still says what changed, field by field, not that an object was added.
    const summary = summarizeSaveSteps(steps);
    expect(summary.map((change) => change.kind)).not.toContain('objectAdded');
    expect(summary).toContainEqual(
      expect.objectContaining({ kind: 'fieldsSelected', action: 'read', objectName: 'account' }),
    );
  });

  it('adds a new object with a mask path of its own', () => {
    const steps = planObjectEdit(installation, 'read', 'invoice', { ...account, objectName: 'invoice' });
    expect(steps).toEqual([
      expect.objectContaining({
        kind: 'updateInstallation',
        updateMask: ['config.content.read.objects.invoice'],
      }),
    ]);
  });
});
