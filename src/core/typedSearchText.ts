/**
 * What the user searches for after typing into a combobox that shows a chosen name: text typed after the whole
 * name starts a new search, as if the name had been selected ("Account ID" + "L" → "L", not "Account IDL");
 * any other edit of the text (a deletion, typing inside it) is the search as it stands.
 */
export function typedSearchText(shown: string, typed: string): string {
  return shown !== '' && typed.length > shown.length && typed.startsWith(shown)
    ? typed.slice(shown.length)
    : typed;
}
