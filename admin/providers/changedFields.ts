/**
 * The fields of a save that differ from the record as the form loaded it (react-admin passes
 * both to `update`), compared by value (JSON, so arrays and objects compare by content). Sending
 * only these means one person's save never overwrites a field someone else changed meanwhile
 * that this person did not touch — e.g. the kitchen's "sold out" while the admin edits a dish's
 * description. A field the record did not have is always sent.
 */
export function changedFields(
  data: Record<string, unknown>,
  previousData: Record<string, unknown> | undefined,
): Record<string, unknown> {
  if (!previousData) return data;
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (!(key in previousData) || JSON.stringify(value) !== JSON.stringify(previousData[key])) changed[key] = value;
  }
  return changed;
}
