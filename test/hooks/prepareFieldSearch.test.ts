import { createFieldFilter } from '../../src/core/createFieldFilter.ts';
import { prepareFieldSearch } from '../../src/hooks/prepareFieldSearch.ts';
import { textFieldView as field } from '../../stories/support/fieldViews.ts';

describe('prepareFieldSearch', () => {
  const many = Array.from({ length: 1_234 }, (_, i) => field(`f${i}__c`, `Field ${i} ünit`));

  afterEach(() => vi.useRealTimers());

  test('a search made while the texts are being prepared still finds every field', () => {
    vi.useFakeTimers();
    const stop = prepareFieldSearch(many);
    // One idle slice made, the rest not yet.
    vi.advanceTimersToNextTimer();
    expect(createFieldFilter(many)('field 1233 Ün').map((f) => f.fieldName)).toEqual(['f1233__c']);
    expect(createFieldFilter(many)('FIELD 12').map((f) => f.fieldName)).toEqual(
      many.filter((_, i) => String(i).startsWith('12')).map((f) => f.fieldName),
    );
    stop();
  });

  test('once prepared, and after being stopped half-way, searches give the same matches', () => {
    vi.useFakeTimers();
    const others = many.slice();
    prepareFieldSearch(many);
    vi.runAllTimers();
    const stop = prepareFieldSearch(others);
    vi.advanceTimersToNextTimer();
    stop();
    expect(vi.getTimerCount()).toBe(0);
    for (const list of [many, others]) {
      expect(createFieldFilter(list)('FIELD 99 Ü').map((f) => f.fieldName)).toEqual(['f99__c']);
    }
  });
});
