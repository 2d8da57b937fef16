import {
  describeSubscribeChange,
  type SubscribeChangeContext,
} from '../../src/core/describeSubscribeChange.ts';
import type { ChangeSummary } from '../../src/core/summarizeSaveSteps.ts';
import { defaultEditorMessages } from '../../src/messages/editorMessages.ts';
import type { SubscribeObjectConfig } from '../../src/schemas/config.ts';

const config: SubscribeObjectConfig = {
  objectName: 'account',
  destination: 'accountEvents',
  inheritFieldsAndMappings: null,
  createEvent: { enabled: 'never' },
  updateEvent: { enabled: 'always', requiredWatchFields: ['a', 'b'] },
  deleteEvent: { enabled: 'always' },
  otherEvents: ['X'],
  providerOptions: { quotaOptimization: { enabled: true } },
};
const context = (value: SubscribeObjectConfig | undefined): SubscribeChangeContext => ({
  objectName: 'account',
  objectLabel: 'Account',
  config: value,
});
const other = (path: string, objectName = 'account'): ChangeSummary => ({
  kind: 'other',
  action: 'subscribe',
  objectName,
  path,
});

describe('describeSubscribeChange', () => {
  it.each<[ChangeSummary, SubscribeObjectConfig | undefined, string | undefined]>([
    [other('/destination'), config, 'Send the events to accountEvents'],
    [
      other('/inheritFieldsAndMappings'),
      config,
      "Let the integration decide about the read settings' fields",
    ],
    [other('/createEvent/enabled'), config, 'Stop sending an event when a record is created'],
    [other('/deleteEvent'), config, 'Send an event when a record is deleted'],
    [
      other('/updateEvent/requiredWatchFields'),
      config,
      'Send an update event when one of 2 watched fields changes',
    ],
    [
      other('/updateEvent/watchFieldsAuto'),
      { ...config, updateEvent: { enabled: 'always', watchFieldsAuto: 'all' } },
      'Send an update event when any field changes',
    ],
    [
      other('/updateEvent/enabled'),
      { ...config, updateEvent: { enabled: 'never' } },
      'Stop sending an event when a record is updated',
    ],
    [other('/otherEvents'), config, 'Subscribe to 1 other event'],
    [other('/providerOptions/quotaOptimization/enabled'), config, 'Filter update events at the source'],
    [
      other('/providerOptions'),
      { ...config, providerOptions: undefined },
      'Stop filtering update events at the source',
    ],
    [other('/destination', 'contact'), config, undefined],
    [{ kind: 'objectAdded', action: 'subscribe', objectName: 'account' }, config, 'Subscribe to Account'],
    [{ kind: 'objectsReplaced', action: 'subscribe' }, undefined, 'Unsubscribe from Account'],
    [{ kind: 'objectsReplaced', action: 'write' }, undefined, undefined],
  ])('%j → %s', (change, value, text) => {
    expect(describeSubscribeChange(change, context(value), defaultEditorMessages)).toBe(text);
  });
});
