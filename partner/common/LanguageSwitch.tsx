import { Button } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState } from 'react-admin';
import { isPartnerLanguage, LANGUAGE_NAMES, type PartnerLanguage } from '../i18n/language';

/**
 * One tap to the other language: the button names it in its own script ("English" in the
 * Hindi app, "हिंदी" in the English one), marked with its `lang` so a screen reader says it
 * right. The store saves the choice on this device (i18n/language.ts); `onChange` lets the app
 * save it on the account as well. Hand-written rather than LocalesMenuButton: two languages
 * need no menu, and a menu would be a second tap.
 */
export function LanguageSwitch({
  onChange,
  color = 'inherit',
  icon = true,
}: {
  onChange?: (language: PartnerLanguage) => void;
  color?: 'inherit' | 'primary';
  icon?: boolean;
}) {
  const [locale, setLocale] = useLocaleState();
  const next: PartnerLanguage = isPartnerLanguage(locale) && locale === 'en' ? 'hi' : 'en';
  return (
    <Button
      color={color}
      variant={color === 'primary' ? 'outlined' : 'text'}
      lang={next}
      startIcon={icon ? <TranslateIcon /> : undefined}
      onClick={() => {
        setLocale(next);
        onChange?.(next);
      }}
      sx={{ minHeight: 48, minWidth: 48, px: icon ? 1.5 : 1, fontWeight: 700, whiteSpace: 'nowrap' }}
    >
      {LANGUAGE_NAMES[next]}
    </Button>
  );
}
