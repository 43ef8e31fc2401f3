import { Notification } from 'react-admin';

/** Toasts disappear after 3 seconds. */
export const TOAST_DURATION_MS = 3000;

/** Every toast lasts 3 s; colours come from the type (success green, error red). */
export function Toasts() {
  return <Notification autoHideDuration={TOAST_DURATION_MS} anchorOrigin={{ vertical: 'top', horizontal: 'right' }} />;
}
