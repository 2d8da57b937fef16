import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createApiClient } from '../../src/api/createApiClient.ts';
import { DestinationAndInherit } from '../../src/components/subscribe/DestinationAndInherit.tsx';
import { FieldPicker } from '../../src/components/widget/lazyParts.tsx';
import { DeletionToggle } from '../../src/components/write/DeletionToggle.tsx';
import type { ReadObjectView } from '../../src/core/buildRevisionObjects.ts';
import { IntegrationConfigProvider } from '../../src/hooks/IntegrationConfigProvider.tsx';

const readView = { requiredFields: [], optionalFields: [] } as unknown as ReadObjectView;

describe('editor parts outside their object form', () => {
  it.each([
    ['read', <FieldPicker key="read" view={readView} />, 'ReadObjectEditor'],
    ['write', <DeletionToggle key="write" />, 'WriteObjectEditor'],
    ['subscribe', <DestinationAndInherit key="subscribe" />, 'SubscribeObjectEditor'],
  ] as [string, ReactNode, string][])(
    'a %s part says it needs the form of useObjectConfigForm of its action, instead of failing on a null context',
    (action, part, editor) => {
      // React reports the thrown render error on the console as well; keep the test output clean.
      const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        expect(() =>
          render(
            <IntegrationConfigProvider
              client={createApiClient({ baseUrl: 'https://x.test', project: 'p', apiKey: 'k' })}
            >
              {part}
            </IntegrationConfigProvider>,
          ),
        ).toThrow(
          `the ${action} editor parts edit the form of useObjectConfigForm({ action: '${action}' }): render them inside react-hook-form's <FormProvider {...form}>, as <${editor}> does.`,
        );
      } finally {
        spy.mockRestore();
      }
    },
  );
});
