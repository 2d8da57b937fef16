// @vitest-environment node
import { readObjectView } from '../../src/core/readObjectView.ts';
import type { ReadObjectConfig } from '../../src/schemas/config.ts';

const header = {
  objectName: 'account',
  displayName: 'Account',
  destination: 'accounts',
  schedule: '*/10 * * * *',
  requiredFields: [{ fieldName: 'Id' }, { mapToName: 'owner' }],
  allFieldsMetadata: { Id: { fieldName: 'Id', displayName: 'Id' } },
};
const saved: ReadObjectConfig = {
  objectName: 'account',
  destination: 'accounts',
  schedule: '0 * * * *',
  selectedFields: {},
  selectedFieldMappings: {},
};
const noFailure = { error: undefined, errorSource: undefined };

describe('readObjectView', () => {
  it.each([
    {
      name: 'not configured',
      saved: undefined,
      failure: noFailure,
      loading: false,
      status: 'notConfigured',
      fields: ['Id'],
    },
    { name: 'saved', saved, failure: noFailure, loading: false, status: 'enabled', fields: ['Id'] },
    {
      name: 'disabled',
      saved: { ...saved, disabled: true },
      failure: noFailure,
      loading: false,
      status: 'disabled',
      fields: ['Id'],
    },
    {
      name: 'failed',
      saved,
      failure: { error: 'broken', errorSource: 'revision' as const },
      loading: false,
      status: 'error',
      fields: ['Id'],
    },
    {
      name: 'still loading its fields',
      saved: undefined,
      failure: noFailure,
      loading: true,
      status: 'notConfigured',
      fields: [],
    },
  ])('shows an object $name', ({ saved, failure, loading, status, fields }) => {
    const view = readObjectView(header, failure, saved, [], loading);
    expect(view.status).toBe(status);
    expect(view.error).toBe(failure.error);
    expect(view.allFields.map((f) => f.fieldName)).toEqual(fields);
    expect(view.requiredFieldNames).toEqual(['Id']);
    expect(view.mappingPrompts.map((p) => p.mapToName)).toEqual(['owner']);
    expect(view.prepareFields()).toBe(!loading);
  });

  it('keeps its prompts while the dynamic inputs are the same list', () => {
    const inputs = [{ mapToName: 'extra' }];
    const first = readObjectView(header, noFailure, undefined, inputs, false).mappingPrompts;
    expect(readObjectView(header, noFailure, saved, inputs, false).mappingPrompts).toBe(first);
    expect(readObjectView(header, noFailure, saved, [...inputs], false).mappingPrompts).not.toBe(first);
  });
});
