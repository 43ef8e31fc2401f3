import { Notification } from 'react-admin';
import { TOAST_DURATION_MS } from '../common/useToast';

/** Every toast lasts 3 s (SPEC section 8); colours come from the type (success green, error red). */
export function Toasts() {
  return <Notification autoHideDuration={TOAST_DURATION_MS} anchorOrigin={{ vertical: 'top', horizontal: 'right' }} />;
}
