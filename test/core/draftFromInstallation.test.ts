// @vitest-environment node
import { draftFromInstallation } from '../../src/core/draftFromInstallation.ts';
import type { ConfigDraft } from '../../src/schemas/draft.ts';
import type { Installation } from '../../src/schemas/installation.ts';
import { sampleInstallation } from './samples.ts';

function withConfig(patch: Partial<Installation['config']>): Installation {
  const installation = sampleInstallation();
  return { ...installation, config: { ...installation.config, ...patch } };
}

describe('draftFromInstallation', () => {
  it.each([
    {
      name: 'the sample installation',
      installation: sampleInstallation(),
      expected: {
        connectionId: 'conn-1',
        createdBy: 'consumer:u1',
        content: sampleInstallation().config.content,
      },
    },
    {
      name: 'a config attributed to a builder (config.createdBy, not the installation creator)',
      installation: withConfig({ createdBy: 'builder:b7' }),
      expected: {
        connectionId: 'conn-1',
        createdBy: 'builder:b7',
        content: sampleInstallation().config.content,
      },
    },
    {
      name: 'a config that only reads',
      installation: withConfig({
        content: { provider: 'hubspot', read: { objects: {} } },
      }),
      expected: {
        connectionId: 'conn-1',
        createdBy: 'consumer:u1',
        content: { provider: 'hubspot', read: { objects: {} } },
      },
    },
  ])('starts from $name', ({ installation, expected }) => {
    expect(draftFromInstallation(installation)).toStrictEqual<ConfigDraft>(expected);
  });

  it.each([
    {
      name: 'a selected field',
      edit: (draft: ConfigDraft) => {
        const account = draft.content.read?.objects.account;
        if (account) account.selectedFields.Name = false;
      },
    },
    {
      name: 'a nested value mapping',
      edit: (draft: ConfigDraft) => {
        const mappings = draft.content.read?.objects.account?.selectedValueMappings?.Status;
        if (mappings) mappings.closed = 'Closed';
      },
    },
    {
      name: 'an array',
      edit: (draft: ConfigDraft) => {
        draft.content.subscribe?.objects.account?.otherEvents?.push('undelete');
      },
    },
    {
      name: 'a whole object map',
      edit: (draft: ConfigDraft) => {
        if (draft.content.write) draft.content.write.objects = {};
      },
    },
    {
      name: 'the proxy',
      edit: (draft: ConfigDraft) => {
        if (draft.content.proxy) draft.content.proxy.enabled = false;
      },
    },
  ])('never mutates the installation when the draft edits $name', ({ edit }) => {
    const installation = sampleInstallation();
    const draft = draftFromInstallation(installation);
    edit(draft);
    expect(draft).not.toEqual(draftFromInstallation(sampleInstallation()));
    expect(installation).toStrictEqual(sampleInstallation());
  });
});
