import { describeWriteChange, type WriteChangeContext } from '../../src/core/describeWriteChange.ts';
import type { ChangeSummary } from '../../src/core/summarizeSaveSteps.ts';
import { defaultEditorMessages } from '../../src/messages/editorMessages.ts';

const context = (config: WriteChangeContext['config']): WriteChangeContext => ({
  objectName: 'contact',
  objectLabel: 'Contact',
  config,
  fieldLabel: (name) => (name === 'a/b' ? 'A slash B' : name.toUpperCase()),
  describeSetting: (name) => `sentence of ${name}`,
});

const other = (path: string, objectName = 'contact'): ChangeSummary => ({
  kind: 'other',
  action: 'write',
  objectName,
  path,
});

describe('describeWriteChange', () => {
  const config = {
    objectName: 'contact',
    deletionSettings: { enabled: true },
    selectedFieldSettings: { title: { writeOnCreate: 'always' as const }, 'a/b': {} },
    selectedValueDefaults: { kept: { value: 1 } },
  };
  it.each<[ChangeSummary, WriteChangeContext['config'], string | undefined]>([
    [other('/deletionSettings/enabled'), config, 'Allow deleting records'],
    [other('/deletionSettings'), { objectName: 'contact' }, 'Stop allowing records to be deleted'],
    [other('/selectedFieldSettings/title/writeOnCreate'), config, 'Field default: sentence of title'],
    [other('/selectedFieldSettings/a~1b'), config, 'Field default: sentence of a/b'],
    [other('/selectedFieldSettings/gone'), config, 'Remove the default of GONE'],
    [other('/selectedValueDefaults/old'), config, 'Remove the older default of OLD'],
    [other('/selectedValueDefaults/kept'), config, undefined],
    [other('/deletionSettings', 'lead'), config, undefined],
    [{ kind: 'objectAdded', action: 'write', objectName: 'contact' }, config, 'Start writing Contact'],
    [{ kind: 'objectsReplaced', action: 'write' }, undefined, 'Stop writing Contact'],
    [{ kind: 'objectsReplaced', action: 'write' }, config, undefined],
    [{ kind: 'proxy', enabled: true }, config, undefined],
  ])('%j → %s', (change, value, text) => {
    expect(describeWriteChange(change, context(value), defaultEditorMessages)).toBe(text);
  });
});
