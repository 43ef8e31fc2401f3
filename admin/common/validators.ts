/**
 * A per-input "required" that counts blank text as empty (react-admin's `required()` lets "  "
 * through) and shows the spec's own message. Unlike `required()` it adds no asterisk to the
 * label, so the labels stay exactly as the spec writes them.
 */
export const filled =
  (message: string) =>
  (value: unknown): string | undefined => {
    const text = Array.isArray(value) ? value.join('') : String(value ?? '');
    return text.trim() ? undefined : message;
  };
