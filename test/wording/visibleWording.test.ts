import { defaultMessages } from '../../src/messages/defaultMessages.ts';
import { defaultFixture, hostileNamesFixture } from '../../src/mock/index.ts';
import { AllowedNames, findInternals, readableTexts } from './visibleWording.ts';

const allowed = new AllowedNames().addFixture(hostileNamesFixture());

describe('findInternals', () => {
  // The texts issue 28 found in front of users, each caught by the shape of what it leaks.
  it.each([
    ['The input message is incorrect', 'validator phrase'],
    ['quotaOptimization cannot be used with watchFieldsAuto: all', 'config key (camelCase)'],
    ['hubspot does not support this option', 'provider key'],
    ['write.objects.opportunity.deletionSettings.enabled: expected boolean', 'dotted path'],
    ['write.objects.opportunity.deletionSettings.enabled: expected boolean', 'validator phrase'],
    ['INVALID_SESSION_ID: the session expired', 'raw code (UPPER_SNAKE)'],
    ['Already mapped to companyName', 'config key (camelCase)'],
    ['Reading invoice__c', 'config key (snake_case)'],
    ['Not accepted at /selectedFields/ssn_last4__c', 'slashed path'],
    ['changes[0].value is wrong', 'indexed path'],
    ['Invalid input', 'validator phrase'],
    ['Invalid input: expected string, received undefined', 'validator phrase'],
    ['Required', 'validator phrase'],
    ['Days must be 1 or more', 'validator phrase'],
    ['422 Unprocessable Content', 'raw code (status phrase)'],
    ['Error 503', 'raw code (HTTP status)'],
    ['502', 'raw code (HTTP status)'],
    ['TypeError: Failed to fetch', 'raw code (runtime error)'],
  ])('finds the internal in "%s" (%s)', (text, rule) => {
    expect(findInternals(text, allowed).map((finding) => finding.rule)).toContain(rule);
  });

  it.each([
    'Could not reach the server. Check your connection; your changes are kept.',
    '1 of 100 fields selected',
    'Every 6 hours',
    'Field “hasOwnProperty”',
    'Field “billing.city.name”',
    'Salesforce (acme-corp)',
    'At 09:00 on Monday',
    'Required by this integration, so these fields are always read.',
  ])('finds nothing in "%s"', (text) => {
    expect(findInternals(text, allowed)).toEqual([]);
  });

  it('finds nothing in the default catalogue sentences without arguments', () => {
    const plain = Object.values(defaultMessages).filter((message) => typeof message === 'string');
    expect(plain.flatMap((text) => findInternals(text, new AllowedNames()))).toEqual([]);
  });

  it('lets what the user typed through, but only that', () => {
    const typed = () => ['hasOwn'];
    expect(findInternals('No field matches “hasOwn”', new AllowedNames(), typed)).toEqual([]);
    expect(
      findInternals('No field matches “hasOwn” in quotaOptimization', new AllowedNames(), typed),
    ).toHaveLength(1);
  });
});

describe('readableTexts', () => {
  it('leaves out the body of "Details for support" but not its summary, and an API name only beside its label', () => {
    document.body.innerHTML = `
      <div><p>Saved with an issue</p>
        <details><summary>${defaultMessages['save.details']}</summary><p>INVALID_SESSION_ID</p></details>
        <details><summary>More</summary><p>quotaOptimization</p></details>
        <ul><li><label>ARR</label><span><span>arr__c</span></span></li></ul>
      </div>
      <section><h2>arr__c</h2></section>`;
    const names = new AllowedNames().addFixture(defaultFixture);
    const texts = readableTexts(document.body, names).map((text) => text.trim());
    expect(texts).toEqual([
      'Saved with an issue',
      defaultMessages['save.details'],
      'More',
      'quotaOptimization',
      'ARR',
      'arr__c',
    ]);
  });
});
