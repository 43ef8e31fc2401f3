import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { Confirm } from 'react-admin';

// react-admin's <Confirm> and MUI's dialog with it (modal, focus trap, transitions): a chunk fetched when a question is first asked.
const Confirm_ = lazy(() => import('./confirmDialog'));

/**
 * react-admin's <Confirm>, loaded the first time it opens rather than with the screen that
 * may ask (the service worker keeps the chunk for an offline tap). Same props; once opened it
 * stays mounted, so its closing transition plays.
 */
export function LazyConfirm(props: ComponentProps<typeof Confirm>) {
  const [opened, setOpened] = useState(props.isOpen === true);
  if (props.isOpen && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Confirm_ {...props} />
    </Suspense>
  );
}
