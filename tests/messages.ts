/** Reading message files (react-admin / polyglot trees, the site's message objects) in the language tests. */

/** Every text of a message tree as "a.b.c" → text, in the tree's order (arrays count by index). */
export function messageLeaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (!tree || typeof tree !== 'object') return out;
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of messageLeaves(value, path)) out.set(k, v);
  }
  return out;
}

/** The %{placeholders} of a polyglot text, sorted. */
export const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

/** How many "singular |||| plural" forms a polyglot text has. */
export const pluralForms = (text: string) => text.split('||||').length;
