import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { createApiClient } from '../../src/api/createApiClient.ts';
import { IntegrationConfigProvider } from '../../src/hooks/IntegrationConfigProvider.tsx';
import { useEditorMessages } from '../../src/hooks/useEditorMessages.ts';
import { useMessages } from '../../src/hooks/useMessages.ts';
import { defaultMessages, type MessageOverrides } from '../../src/messages/defaultMessages.ts';

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

describe('locale', () => {
  const client = createApiClient({ baseUrl: 'https://x.test', project: 'p', apiKey: 'k' });
  function messagesIn(locale: string | undefined, messages?: MessageOverrides) {
    return renderHook(() => useMessages(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <IntegrationConfigProvider client={client} locale={locale} messages={messages}>
          {children}
        </IntegrationConfigProvider>
      ),
    }).result.current;
  }

  test('formats counts, times of day and weekdays with Intl in the Provider’s locale', () => {
    const german = messagesIn('de-DE');
    expect(german['fields.count'](1_234, 5_000)).toBe('1.234 of 5.000 fields selected');
    expect(german['schedule.weekdayName'](1)).toBe('Montag');
    expect(german['schedule.describe.daily']('14:30')).toBe('Every day at 14:30');
    const american = messagesIn('en-US');
    expect(american['schedule.describe.weekly'](american['schedule.weekdayName'](0), '09:05')).toBe(
      'Every Sunday at 9:05 AM',
    );
    expect(messagesIn('fr-FR')['fields.countAll'](12_345)).toBe(
      `All ${(12_345).toLocaleString('fr-FR')} fields selected`,
    );
  });

  test('without a locale: English counts and the 24-hour clock', () => {
    const english = messagesIn(undefined);
    expect(english['fields.count'](1_234, 5_000)).toBe('1,234 of 5,000 fields selected');
    expect(english['schedule.describe.weekly'](english['schedule.weekdayName'](6), '21:00')).toBe(
      'Every Saturday at 21:00',
    );
  });

  test('a host message gets the raw values, then the formats of the locale', () => {
    const german = messagesIn('de-DE', {
      'fields.count': (selected, total, format) =>
        `${format?.number(selected)} von ${format?.number(total)} Feldern gewählt (${selected})`,
      'schedule.describe.daily': (time, format) => `Täglich um ${format?.timeOfDay(time)} Uhr`,
      'fields.matches': (count, query, format) => `${format?.locale}: ${count} für ${query}`,
    });
    expect(german['fields.count'](1_234, 5_000)).toBe('1.234 von 5.000 Feldern gewählt (1234)');
    expect(german['schedule.describe.daily']('07:00')).toBe('Täglich um 7:00 Uhr');
    expect(german['fields.matches'](3, 'Name')).toBe('de-DE: 3 für Name');
  });
});

describe('locale: the write, subscribe and settings editors’ texts', () => {
  const client = createApiClient({ baseUrl: 'https://x.test', project: 'p', apiKey: 'k' });
  function wordsIn(locale: string | undefined, messages?: MessageOverrides) {
    return renderHook(() => useEditorMessages(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <IntegrationConfigProvider client={client} locale={locale} messages={messages}>
          {children}
        </IntegrationConfigProvider>
      ),
    }).result.current;
  }
  const instant = '2026-03-03T09:05:00.000Z';
  const local = (locale: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(instant));

  test('counts, dates and the elapsed time in de-DE', () => {
    const german = wordsIn('de-DE');
    expect(german['subscribe.change.watchFields'](1_234)).toBe(
      'Send an update event when one of 1.234 watched fields changes',
    );
    expect(german['subscribe.change.otherEvents'](2_000)).toBe('Subscribe to 2.000 other events');
    expect(german['write.removeConfirmBody']('Contact', 1_500)).toContain('its 1.500 field settings');
    expect(german['settings.flows.stopsDeletes']('Account, Lead', 1_002)).toContain('1.002 objects');
    // German dates: day.month.year, 24-hour clock (in the user's time zone).
    expect(local('de-DE')).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    expect(german['settings.lastOperation.value']('success', instant)).toBe(`Applied (${local('de-DE')})`);
    // How long ago, in the locale's words (Intl.RelativeTimeFormat), in the catalogue's sentence.
    const ago = new Intl.RelativeTimeFormat('de-DE', { numeric: 'auto' });
    expect(german['progress.started'](125)).toBe(`Started ${ago.format(-2, 'minute')}`);
    expect(german['progress.started'](125)).toBe('Started vor 2 Minuten');
    expect(german['progress.started'](30)).toBe(`Started ${ago.format(0, 'second')}`);
    expect(german['progress.line']('HubSpot', 3_700)).toBe(
      `Subscribing to HubSpot… started ${ago.format(-1, 'hour')}`,
    );
  });

  test('without a locale: English counts, short units', () => {
    const english = wordsIn(undefined);
    expect(english['subscribe.change.watchFields'](1_234)).toBe(
      'Send an update event when one of 1,234 watched fields changes',
    );
    expect(english['progress.started'](42)).toBe('Started just now');
    expect(english['progress.started'](60)).toBe('Started 1 minute ago');
    expect(english['progress.started'](125)).toBe('Started 2 minutes ago');
    expect(english['progress.line']('HubSpot', 7_300)).toBe('Subscribing to HubSpot… started 2 hours ago');
    expect(english['settings.lastOperation.value']('in_progress', undefined)).toBe('Being applied');
  });

  test('a host’s editor message gets the raw values, then the formats of the locale', () => {
    const german = wordsIn('de-DE', {
      'progress.started': (seconds, format) => `Gestartet vor ${format?.number(seconds)} Sekunden`,
      'progress.provider': (provider) => (provider === 'hubspot' ? 'HubSpot CRM' : provider),
    });
    expect(german['progress.started'](1_200)).toBe('Gestartet vor 1.200 Sekunden');
    expect(german['progress.provider']('hubspot')).toBe('HubSpot CRM');
  });
});
