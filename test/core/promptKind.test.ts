// @vitest-environment node
import { nameShape } from '../../src/core/nameShape.ts';
import { promptKind } from '../../src/core/promptKind.ts';

const kindOf = (displayName: string, mapToName = displayName) =>
  promptKind([nameShape(displayName), nameShape(mapToName)], displayName);

describe('promptKind', () => {
  it.each([
    ['Closed at', 'date'],
    ['Geburtsdatum', 'date'],
    ['Expected close', 'date'],
    ['Created', 'date'],
    ['Won?', 'bool'],
    ['Email opt-out', 'bool'],
    ['Headcount', 'number'],
    ['Expected revenue', 'number'],
    ['Account owner', 'ref'],
    ['Parent company', 'ref'],
    ['Source lead', 'ref'],
    ['Company name', 'text'],
    ['Lead source', undefined],
    ['Industry', undefined],
  ])('%s: %s', (name, kind) => {
    expect(kindOf(name)).toBe(kind);
  });

  it.each([
    ['a yes/no the API name says wins', 'VIP customer', 'isVip', 'bool'],
    ['the display name first', 'Do not email', 'noEmails', 'bool'],
    ['the API name when the display name does not say', 'Renewal', 'renewalDate', 'date'],
  ])('%s: %s / %s', (_case, displayName, mapToName, kind) => {
    expect(kindOf(displayName, mapToName)).toBe(kind);
  });
});
