// @vitest-environment node
import { rebaseObjectConfig } from '../../src/core/rebaseObjectConfig.ts';
import type { ReadObjectConfig } from '../../src/schemas/index.ts';

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
