// @vitest-environment node
import { mapProblemToFields } from '../../src/core/mapProblemToFields.ts';
import type { SaveStep } from '../../src/core/planSave.ts';

const target = { action: 'read' as const, objectName: 'account' };
const patch: SaveStep = {
  kind: 'patchObject',
  action: 'read',
  objectName: 'account',
  changes: [
    { op: 'replace', path: '/backfill/defaultPeriod/days', value: -1 },
    { op: 'add', path: '/selectedFields/Name~1Alias', value: true },
    { op: 'replace', path: '/backfill', value: { defaultPeriod: {} } },
  ],
};
const mask: SaveStep = {
  kind: 'updateInstallation',
  updateMask: ['config.content.read.objects.account'],
  installation: {},
};

describe('mapProblemToFields', () => {
  it.each([
    ['a patch change value', patch, 'changes[0].value', ['backfill', 'defaultPeriod', 'days']],
    ['an escaped pointer (RFC 6901)', patch, 'changes[1].value', ['selectedFields', 'Name/Alias']],
    // A pointer the service could not apply (RFC 6902: a removed property that is not there) or the change itself.
    ['the pointer of a change', patch, 'changes[1].path', ['selectedFields', 'Name/Alias']],
    ['the operation of a change', patch, 'changes[0].op', ['backfill', 'defaultPeriod', 'days']],
    ['a change as a whole', patch, 'changes[0]', ['backfill', 'defaultPeriod', 'days']],
    [
      'a property inside an object value',
      patch,
      'changes[2].value.defaultPeriod.days',
      ['backfill', 'defaultPeriod', 'days'],
    ],
    [
      'a mask update property path',
      mask,
      'installation.config.content.read.objects.account.backfill.defaultPeriod.days',
      ['backfill', 'defaultPeriod', 'days'],
    ],
    [
      'a quoted field name in a mask path',
      mask,
      'installation.config.content.read.objects.account.selectedFields["a.b"]',
      ['selectedFields', 'a.b'],
    ],
  ])('places %s on the field', (_name, step, issueName, path) => {
    const placement = mapProblemToFields({ issues: [{ name: issueName, detail: 'bad' }] }, target, step);
    expect(placement).toEqual({ fieldIssues: [{ path, message: 'bad', name: issueName }], formIssues: [] });
  });

  it.each([
    ['another object', mask, 'installation.config.content.read.objects.contact.schedule'],
    ['another action', mask, 'installation.config.content.write.objects.account.deletionSettings'],
    ['the request itself', mask, 'updateMask[0]'],
    ['a change index that does not exist', patch, 'changes[9].value'],
  ])('puts an issue about %s on the form', (_name, step, issueName) => {
    const placement = mapProblemToFields({ issues: [{ name: issueName, detail: 'bad' }] }, target, step);
    expect(placement.fieldIssues).toEqual([]);
    // The path is for developers; the text is the service's own, unprefixed.
    expect(placement.formIssues).toEqual([{ message: 'bad', name: issueName }]);
  });

  it('falls back to the title or the problem detail for the message', () => {
    const placement = mapProblemToFields(
      {
        detail: 'The input message is incorrect',
        issues: [{ name: 'changes[0].value' }, { name: 'changes[0].value', title: 'Too small' }],
      },
      target,
      patch,
    );
    expect(placement.fieldIssues.map((i) => i.message)).toEqual([
      'The input message is incorrect',
      'Too small',
    ]);
  });

  it('leaves the message out when the service gave no words, for the hooks to word it', () => {
    const placement = mapProblemToFields(
      { title: 'Bad Request', issues: [{ name: 'changes[0].value' }, { name: 'updateMask[0]' }] },
      target,
      patch,
    );
    expect(placement).toEqual({
      fieldIssues: [
        { path: ['backfill', 'defaultPeriod', 'days'], message: undefined, name: 'changes[0].value' },
      ],
      formIssues: [{ message: undefined, name: 'updateMask[0]' }],
    });
  });

  it('returns nothing for a problem without issues', () => {
    expect(mapProblemToFields({ title: 'Service Unavailable' }, target, patch)).toEqual({
      fieldIssues: [],
      formIssues: [],
    });
  });
});
