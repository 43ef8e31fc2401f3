import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';

/** `<html lang>` follows the chosen language, so screen readers speak Hindi with a Hindi voice. */
export function useDocumentLang() {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale === 'hi' ? 'hi' : 'en';
  }, [locale]);
}
