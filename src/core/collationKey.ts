// Names of plain ASCII letters, digits and spaces: most field names. Digit runs with a leading zero are left to
// the collator ("01" and "1" are equal to it at the base level).
const SIMPLE = /^[a-z0-9 ]*$/;
const DIGITS = /[0-9]+/g;
// A locale whose collation orders a to z as ASCII does, without contractions ("ch", "ll") or letters out of
// that order ("aa" after "z" in Danish, "y" beside "i" in Lithuanian).
const PLAIN_LATIN_ORDER = /^(en|de|fr|it|pt|nl|es)(-|$)/;

/**
 * A string whose code-unit order (`<`) is the order of `Intl.Collator(locale, { sensitivity: 'base', numeric:
 * true })` for `name`, or `undefined` where the collator must compare it itself (other characters, other
 * locales). Sorting 5,000 names by keys made once costs a fraction of calling the collator for every comparison.
 */
export function collationKey(name: string, locale: string): string | undefined {
  if (!PLAIN_LATIN_ORDER.test(locale)) return undefined;
  const lower = name.toLowerCase();
  if (!SIMPLE.test(lower)) return undefined;
  let plain = true;
  // A number sorts by its value: its length first (as one character between the space and the letters, which
  // is where the collator puts digits), then its digits.
  const key = lower.replace(DIGITS, (digits) => {
    if ((digits.length > 1 && digits[0] === '0') || digits.length > 46) plain = false;
    return String.fromCharCode(0x30 + digits.length) + digits;
  });
  return plain ? key : undefined;
}
