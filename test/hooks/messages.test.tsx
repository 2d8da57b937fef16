import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { createApiClient } from '../../src/api/index.ts';
import { IntegrationConfigProvider, useMessages } from '../../src/hooks/index.ts';
import { defaultMessages, type MessageOverrides } from '../../src/hooks/messages.ts';

describe('default messages: counts', () => {
  test.each([
    [0, 0, '0 of 0 fields selected'],
    [7, 999, '7 of 999 fields selected'],
    [1_000, 5_000, '1,000 of 5,000 fields selected'],
    [12_345, 123_456, '12,345 of 123,456 fields selected'],
    [999_999, 1_234_567, '999,999 of 1,234,567 fields selected'],
  ])('%i of %i reads "%s", the same as en-US number formatting', (selected, total, expected) => {
    expect(defaultMessages['fields.count'](selected, total)).toBe(expected);
    expect(expected).toBe(
      `${selected.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} fields selected`,
    );
  });

  test('singular and plural', () => {
    expect(defaultMessages['fields.matches'](1, 'amount')).toBe('1 field matches “amount”');
    expect(defaultMessages['fields.matches'](1_500, 'a')).toBe('1,500 fields match “a”');
    expect(defaultMessages['mappings.results'](1)).toBe('1 field available.');
    expect(defaultMessages['mappings.results'](0)).toBe('No field matches.');
    expect(defaultMessages['fields.selectAll'](4_321, true)).toBe('Select all 4,321 matching');
    expect(defaultMessages['fields.clearAll'](4_321, false)).toBe('Clear 4,321');
  });
});

describe('host translations', () => {
  // Type-checked by `npm test`: messages that pick between two English phrases take any translation.
  const german: MessageOverrides = {
    'change.enabled': (enabled: boolean) => (enabled ? 'Lesen fortsetzen' : 'Lesen pausieren'),
    'change.allFields': (on: boolean) => (on ? 'Alle Felder lesen' : 'Nur gewählte Felder lesen'),
    'change.proxy': (enabled: boolean) => (enabled ? 'Proxy einschalten' : 'Proxy ausschalten'),
    'change.providerFlows': (enabled: boolean) => (enabled ? 'Über Provider-Flows' : 'Über CDC'),
    'shell.summary.deletion': (enabled: boolean) => (enabled ? 'Löschen erlaubt.' : 'Löschen nicht erlaubt.'),
    'save.save': translate('save.save'),
  };

  function translate(key: string): string {
    return `[de] ${key}`;
  }

  test('replace the defaults through the Provider', () => {
    const { result } = renderHook(() => useMessages(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <IntegrationConfigProvider
          client={createApiClient({ baseUrl: 'https://x.test', project: 'p', apiKey: 'k' })}
          messages={german}
        >
          {children}
        </IntegrationConfigProvider>
      ),
    });
    expect(result.current['change.enabled'](false)).toBe('Lesen pausieren');
    expect(result.current['save.save']).toBe('[de] save.save');
    expect(result.current['save.discard']).toBe(defaultMessages['save.discard']);
  });
});
