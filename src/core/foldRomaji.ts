/**
 * A romanised Japanese word with its long vowels written once, so the ways of writing them meet: "bangou",
 * "bangoo" and "bango" ("bangō" is "bango" once folded) give "bango"; "juugyouin" gives "jugyoin".
 */
export function foldRomaji(word: string): string {
  return word.replace(/ou|oo/g, 'o').replace(/uu/g, 'u');
}
