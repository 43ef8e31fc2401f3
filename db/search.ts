/** LIKE pattern for a case-insensitive substring search, with % and _ escaped (ESCAPE '\'). */
export function likePattern(q: string): string {
  return `%${q.trim().replace(/[\\%_]/g, (c) => '\\' + c)}%`;
}

/**
 * The case forms of a short search, for LIKE, which ignores the case of ASCII letters only:
 * every mix of the lower and upper case of its other letters ("ém" → ém, Ém, éM, ÉM), so it
 * matches what the trigram index (Unicode case folding) matches for longer searches. A form
 * that is not one character (ß → SS) is left out, as the index folds character by character.
 * At most 3 forms a character: a 1–2 character search gives at most 9 patterns.
 */
export function caseVariants(q: string): string[] {
  let variants = [''];
  for (const ch of q) {
    const forms =
      ch < '\x80' ? [ch] : [...new Set([ch, ch.toLowerCase(), ch.toUpperCase()])].filter((f) => [...f].length === 1);
    variants = variants.flatMap((v) => forms.map((f) => v + f));
  }
  return variants;
}
