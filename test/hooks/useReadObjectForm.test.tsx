import { render } from '@testing-library/react';
import { createApiClient } from '../../src/api/createApiClient.ts';
import { FieldPicker } from '../../src/components/widget/lazyParts.tsx';
import type { ReadObjectView } from '../../src/core/buildRevisionObjects.ts';
import { IntegrationConfigProvider } from '../../src/hooks/IntegrationConfigProvider.tsx';

describe('editor parts outside a read object form', () => {
  it('say that they need the form of useObjectConfigForm, instead of failing on a null context', () => {
    const view = { requiredFields: [], optionalFields: [] } as unknown as ReadObjectView;
    // React reports the thrown render error on the console as well; keep the test output clean.
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() =>
        render(
          <IntegrationConfigProvider
            client={createApiClient({ baseUrl: 'https://x.test', project: 'p', apiKey: 'k' })}
          >
            <FieldPicker view={view} />
          </IntegrationConfigProvider>,
        ),
      ).toThrow(/inside react-hook-form's <FormProvider \{\.\.\.form\}>/);
    } finally {
      spy.mockRestore();
    }
  });
});
