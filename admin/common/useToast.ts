import { useCallback } from 'react';
import { useNotify } from 'react-admin';

/** SPEC: toasts disappear after 3 seconds, green for success, red for error. */
export const TOAST_DURATION_MS = 3000;

export function useToast() {
  const notify = useNotify();
  return {
    success: useCallback((message: string) => notify(message, { type: 'success', autoHideDuration: TOAST_DURATION_MS }), [notify]),
    error: useCallback((message: string) => notify(message, { type: 'error', autoHideDuration: TOAST_DURATION_MS }), [notify]),
  };
}
