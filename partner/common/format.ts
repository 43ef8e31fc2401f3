import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { formatDay, formatRupees, formatTime, formatWhen } from './formatPlain';

export * from './formatPlain';

/** The formatters in the app's current language. */
export function useFormat() {
  const [locale] = useLocaleState();
  return useMemo(
    () => ({
      rupees: (amount: number | null | undefined) => formatRupees(amount, locale),
      time: (iso: string | undefined) => formatTime(iso, locale),
      day: (day: string | undefined) => formatDay(day, locale),
      when: (iso: string | undefined) => formatWhen(iso, locale),
    }),
    [locale],
  );
}
