import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MappingRanker, MappingRankRequest } from '../../src/index.ts';
import { mockIds } from '../../src/mock/index.ts';
import { createHarness, setupMockServer } from '../support/backendHarness.tsx';
import { editorOf, findObjectNav, renderWidget } from '../support/renderWidget.tsx';

const server = setupMockServer();

// The suggestions' code is loaded on demand; loaded once here, the tests do not wait for its first transform.
beforeAll(async () => {
  await import('../../src/core/suggestMappings.ts');
});
const { installationId } = mockIds.salesforce;

function storedAccount(harness: ReturnType<typeof createHarness>) {
  return harness.backend.store.getInstallation(installationId)?.config.content.read?.objects.account;
}

/** The Salesforce Account with its Account tier and Sales region unmapped, as a new user finds them. */
async function openUnmappedAccount(provider: Parameters<typeof renderWidget>[2] = {}) {
  const harness = createHarness(server);
  harness.backend.scenarios.changeInstallation(installationId, (installation) => {
    const account = installation.config.content.read?.objects.account;
    if (!account) throw new Error('no account');
    delete account.selectedFieldMappings.accountTier;
    delete account.selectedFieldMappings.salesRegion;
    delete account.selectedValueMappings;
  });
  renderWidget(harness, {}, provider);
  const editor = await editorOf('Account');
  // The suggestions arrive after the first paint.
  await editor.findByRole('button', { name: 'Map suggested' });
  return { harness, editor, user: userEvent.setup() };
}

const optionTexts = (editor: Awaited<ReturnType<typeof editorOf>>, combobox: string) =>
  within(editor.getByRole('listbox', { name: combobox }))
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');

describe('assisted mapping in the read editor', () => {
  test('typing "Customer" for the Account tier offers the tier picklist first, with its reason', async () => {
    const { editor, user } = await openUnmappedAccount();
    const tier = editor.getByRole('combobox', { name: 'Account tier' });

    await user.type(tier, 'Customer');
    const texts = optionTexts(editor, 'Account tier');
    expect(texts[0]).toContain('Customer Tier');
    // "Customer" and "account" mean the same in CRM vocabulary.
    expect(texts[0]).toContain('Same name');
    // The Reference field is still offered, among the misfits at the end, and says why it does not fit.
    const csm = editor.getByRole('option', { name: /Customer Success Manager/ });
    const fits = texts.map((text) => !text.includes('Not a picklist'));
    expect(fits.slice(fits.indexOf(false)).every((fit) => !fit)).toBe(true);
    expect(within(csm).getByText('Not a picklist')).toBeTruthy();

    // Enter on the best candidate maps it at once.
    await user.keyboard('{Enter}');
    expect(tier).toHaveProperty('value', 'Customer Tier');
  });

  test('the Reference field is not accepted silently for the Account tier', async () => {
    const { editor, user } = await openUnmappedAccount();
    const tier = editor.getByRole('combobox', { name: 'Account tier' });
    await user.type(tier, 'Customer');
    const csm = editor.getByRole('option', { name: /Customer Success Manager/ });

    // Chosen, it is not accepted silently: the warning is announced and describes the input.
    await user.click(csm);
    const alert = editor.getByRole('alert');
    expect(alert.textContent).toContain(
      'Customer Success Manager is not a picklist, so the values of Account tier cannot be matched to its values.',
    );
    expect(tier.getAttribute('aria-describedby')).toContain(alert.id);
    expect(tier).toHaveProperty('value', 'Customer');
    await user.keyboard('{Escape}');
    expect(editor.queryByRole('alert')).toBeNull();
    expect(tier).toHaveProperty('value', '');
  });

  test('a mismatching field is accepted after a second Enter, and its row keeps the warning', async () => {
    const { harness, editor, user } = await openUnmappedAccount();
    const region = editor.getByRole('combobox', { name: 'Sales region' });
    await user.type(region, 'customer success');
    expect(editor.getByRole('option', { name: /Customer Success Manager/ }).textContent).toContain(
      'Reference field',
    );
    await user.keyboard('{Enter}');
    expect(editor.getByRole('alert').textContent).toContain('Press Enter again to use it anyway');
    await user.keyboard('{Enter}');
    expect(region).toHaveProperty('value', 'Customer Success Manager');
    expect(editor.getByRole('combobox', { description: /is a Reference field/ })).toBe(region);
    await user.type(editor.getByRole('combobox', { name: 'Account tier' }), 'tier{Enter}');
    await user.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(storedAccount(harness)?.selectedFieldMappings.salesRegion).toBe('csm__c'));
  });

  test('"Map suggested" fills the unmapped prompts in one edit, shown in the save preview and undone by Discard', async () => {
    const { harness, editor, user } = await openUnmappedAccount();
    const mapSuggested = editor.getByRole('button', { name: 'Map suggested' });
    expect(mapSuggested.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(mapSuggested);

    expect(editor.getByRole('combobox', { name: 'Account tier' })).toHaveProperty('value', 'Customer Tier');
    expect(editor.getByRole('combobox', { name: 'Sales region' })).toHaveProperty('value', 'Sales Region');
    const status = editor.getByText(/^Mapped Account tier to Customer Tier, Sales region to Sales Region\./);
    expect(document.activeElement).toBe(status);
    expect(editor.queryByRole('button', { name: 'Map suggested' })).toBeNull();
    const preview = editor.getByRole('region', { name: 'What will be saved' });
    // The preview follows once the edit is painted.
    await waitFor(() => expect(preview.textContent).toContain('Map Customer Tier to Account tier'));
    expect(preview.textContent).toContain('Map Sales Region to Sales region');

    await user.click(editor.getByRole('button', { name: 'Discard' }));
    expect(editor.getByRole('combobox', { name: 'Account tier' })).toHaveProperty('value', '');
    expect(editor.queryByText(/^Mapped Account tier/)).toBeNull();
    await user.click(await editor.findByRole('button', { name: 'Map suggested' }));

    // "Map matching values" then fills the tier's values from the picklist of the same values.
    await user.click(editor.getByRole('button', { name: 'Map matching values' }));
    expect(editor.getByRole('combobox', { name: 'Customer Tier value for Gold' })).toHaveProperty(
      'value',
      'Gold',
    );
    expect(editor.getByText(/^Mapped 4 values of Account tier\./)).toBe(document.activeElement);
    expect(editor.queryByRole('button', { name: 'Map matching values' })).toBeNull();

    await user.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(storedAccount(harness)?.selectedValueMappings?.accountTier).toBeDefined());
    const stored = storedAccount(harness);
    expect(stored?.selectedFieldMappings).toMatchObject({
      accountTier: 'customer_tier__c',
      salesRegion: 'sales_region__c',
    });
    expect(stored?.selectedValueMappings?.accountTier).toEqual({
      platinum: 'Platinum',
      gold: 'Gold',
      silver: 'Silver',
      bronze: 'Bronze',
    });
  });

  test("a host's ranker reorders the suggestions and its reason is shown beside the field", async () => {
    const requests: MappingRankRequest[] = [];
    const ranker: MappingRanker = async (request) => {
      requests.push(request);
      return {
        salesRegion: [{ fieldName: 'billingstate', score: 1, reason: 'Regions are states in this org' }],
      };
    };
    const { editor, user } = await openUnmappedAccount({ mappingRanker: ranker });
    expect(requests).toHaveLength(1);
    const asked = requests[0]?.prompts.find((prompt) => prompt.mapToName === 'salesRegion');
    expect(asked?.candidates[0]?.fieldName).toBe('sales_region__c');
    expect(requests[0]?.fields.length).toBeGreaterThan(100);

    await user.click(editor.getByRole('button', { name: 'Show fields for Sales region' }));
    const texts = optionTexts(editor, 'Sales region');
    expect(texts[0]).toContain('Billing State/Province');
    expect(texts[0]).toContain('Regions are states in this org');
    expect(texts[1]).toContain('Sales Region');
  });

  test.each([
    ['throws', { mappingRanker: () => Promise.reject(new Error('model down')) }],
    ['is late', { mappingRanker: () => new Promise<never>(() => undefined), mappingRankerTimeoutMs: 50 }],
  ])("when the host's ranker %s, the widget's own suggestions are shown", async (_case, provider) => {
    const { editor, user } = await openUnmappedAccount(provider);
    await user.click(editor.getByRole('button', { name: 'Show fields for Sales region' }));
    const texts = optionTexts(editor, 'Sales region');
    expect(texts[0]).toContain('Sales Region');
    expect(texts[0]).toContain('Same name');
  });

  test('values that only likely match are offered row by row, not filled by "Map matching values"', async () => {
    const harness = createHarness(server);
    harness.backend.scenarios.changeInstallation(installationId, (installation) => {
      const opportunity = installation.config.content.read?.objects.opportunity;
      if (!opportunity) throw new Error('no opportunity');
      delete opportunity.selectedValueMappings;
    });
    renderWidget(harness);
    const user = userEvent.setup();
    // The first Opportunity of the list is the read one.
    await user.click(
      within(await findObjectNav()).getAllByRole('button', { name: /Opportunity/ })[0] as HTMLElement,
    );
    const editor = await editorOf('Opportunity');
    // "Won" is likely "Closed Won", not surely: nothing for "Map matching values" to fill.
    const use = await editor.findByRole('button', { name: 'Use suggestion: Closed Won' });
    expect(editor.queryByRole('button', { name: 'Map matching values' })).toBeNull();
    expect(editor.getByRole('combobox', { name: 'Stage value for Won' })).toHaveProperty('value', '');
    await user.click(use);
    expect(editor.getByRole('combobox', { name: 'Stage value for Won' })).toHaveProperty(
      'value',
      'Closed Won',
    );
    expect(editor.queryByRole('button', { name: 'Use suggestion: Closed Won' })).toBeNull();

    await user.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        harness.backend.store.getInstallation(installationId)?.config.content.read?.objects.opportunity
          ?.selectedValueMappings?.dealStage,
      ).toEqual({ won: 'Closed Won' }),
    );
  });
});
