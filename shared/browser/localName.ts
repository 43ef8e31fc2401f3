import { useLocaleState } from 'react-admin';

/** Something with an English name and maybe a Hindi one (a dish, a village, a restaurant, an ordered item). */
export interface Named {
  name: string;
  nameHi?: string | null;
}

/** The name in this language: the Hindi one in Hindi where it was given, else the English one. */
export const nameIn = (x: Named, locale: string): string => (locale === 'hi' && x.nameHi) || x.name;

/** nameIn() for the app's language now (react-admin's locale). */
export function useLocalName(): (x: Named) => string {
  const [locale] = useLocaleState();
  return (x) => nameIn(x, locale);
}
