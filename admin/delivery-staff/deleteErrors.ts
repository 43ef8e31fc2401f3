import type { TranslateFunction } from 'react-admin';
import { i18nProvider } from '../i18n';

/**
 * "Staff delete": the message for a failed delete, by the answer's status.
 * No status means no answer came (network error or timeout).
 */
export function staffDeleteErrorMessage(error: unknown, translate: TranslateFunction = i18nProvider.translate): string {
  const t = (key: string, options?: object) => translate(`gaon.deliveryStaff.deleteErrors.${key}`, options);
  const err = (error ?? {}) as { status?: unknown; body?: { message?: unknown }; message?: unknown; name?: unknown };
  const status = typeof err.status === 'number' ? err.status : undefined;
  const serverMessage = typeof err.body?.message === 'string' && err.body.message ? err.body.message : undefined;
  if (status === undefined) {
    const networkError = error instanceof TypeError || err.name === 'TimeoutError' || err.name === 'AbortError';
    return networkError ? t('network') : t('fallback');
  }
  if (status === 404) return t('notFound');
  if (status === 403) return t('forbidden');
  if (status === 500) return t('server500');
  if (status === 400) return t('badRequest', { message: serverMessage ?? t('invalidData') });
  if (serverMessage) return serverMessage;
  const text = typeof err.message === 'string' && err.message ? err.message : 'Error';
  return t('serverStatus', { status, text });
}
