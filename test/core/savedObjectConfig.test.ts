// @vitest-environment node

import { savedObjectConfig } from '../../src/core/savedObjectConfig.ts';
import type { ConfigContent } from '../../src/schemas/config.ts';

const account = {
  objectName: 'account',
  destination: 'accounts',
  schedule: '*/10 * * * *',
  selectedFields: {},
};
const content = (objects: Record<string, unknown>) =>
  ({ provider: 'salesforce', read: { objects } }) as unknown as ConfigContent;

describe('savedObjectConfig', () => {
  it.each([
    { name: 'no saved config', saved: undefined, objectName: 'account', config: undefined, error: undefined },
    {
      name: 'an object not saved',
      saved: content({}),
      objectName: 'account',
      config: undefined,
      error: undefined,
    },
    {
      name: 'a readable config',
      saved: content({ account }),
      objectName: 'account',
      config: account,
      error: undefined,
    },
    {
      name: 'an inherited name',
      saved: content({ account }),
      objectName: 'constructor',
      config: undefined,
      error: undefined,
    },
    {
      name: 'a config that does not match',
      saved: content({ account: { ...account, schedule: 5 } }),
      objectName: 'account',
      config: undefined,
      error: 'read.objects.account.schedule: expected string',
    },
    {
      name: 'a config the service sends with only its name and an error',
      saved: content({ account: { objectName: 'account', error: 'The session expired' } }),
      objectName: 'account',
      config: undefined,
      error: 'The session expired',
    },
    {
      name: 'a readable config with an error of its own',
      saved: content({ account: { ...account, error: 'Sync paused by the provider' } }),
      objectName: 'account',
      config: undefined,
      error: 'Sync paused by the provider',
    },
  ])('reads $name', ({ saved, objectName, config, error }) => {
    const result = savedObjectConfig(saved, 'read', objectName);
    expect(result.config).toEqual(config);
    expect(result.failure).toEqual({ error, errorSource: error ? 'installation' : undefined });
  });
});
