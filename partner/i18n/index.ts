import polyglotI18nProvider from 'ra-i18n-polyglot';
import { englishTranslations } from './en';

// allowMissing: false so a forgotten key shows up as the key itself in tests, not silently.
export const i18nProvider = polyglotI18nProvider(() => englishTranslations, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: false });
