/**
 * The app's texts for the light first screen, read the way react-admin's polyglot provider
 * reads them ("a.b.c" keys, %{name} values, "one |||| many" by smart_count) from the same
 * dictionaries (i18n/hi.ts, i18n/en.ts). Hand-written because polyglot and react-admin's
 * provider are what this screen must not load; only the few forms the screen uses.
 */
export type Translate = (key: string, options?: Record<string, string | number | undefined>) => string;

export function translator(messages: object): Translate {
  return (key, options = {}) => {
    let value: unknown = messages;
    for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
    if (typeof value !== 'string') return key;
    let text = value;
    if (typeof options.smart_count === 'number' && text.includes('||||')) {
      const forms = text.split('||||').map((form) => form.trim());
      text = forms[options.smart_count === 1 ? 0 : Math.min(1, forms.length - 1)];
    }
    return text.replace(/%\{(\w+)\}/g, (_match, name: string) => String(options[name] ?? ''));
  };
}
