/** A folded word in the singular, by the English rules most field names follow ("companies" → "company"). */
export function singularWord(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length <= 3 || !word.endsWith('s')) return word;
  const before = word[word.length - 2];
  return before === 's' || before === 'u' || before === 'i' ? word : word.slice(0, -1);
}
