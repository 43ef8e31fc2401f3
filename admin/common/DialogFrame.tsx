import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { Dialog, DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { Confirm, useTranslate } from 'react-admin';

/** The spec's modal: a dialog with a title and the × close button; content and actions are the caller's. */
export function DialogFrame({
  open,
  title,
  onClose,
  children,
  maxWidth = 'sm',
}: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
}) {
  const translate = useTranslate();
  // Its own id: a dialog opened from another (Record refund over an order's details) is named by its own title.
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
        <IconButton
          aria-label={translate('gaon.common.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {children}
    </Dialog>
  );
}

/**
 * A dialog's close (×, Escape, backdrop, Cancel) asks before discarding unsaved input, which `<FormDirty>` reports.
 * `warn` goes to the form's `warnWhenUnsavedChanges`: off once the owner chose Discard, so a close that
 * navigates (a form opened from its URL) is not asked about a second time by react-admin.
 */
export function useDiscardGuard(onClose: () => void) {
  const [dirty, setDirtyState] = useState(false);
  const [asking, setAsking] = useState(false);
  // How many times the owner chose Discard; the form stops warning until it is changed afresh
  // (a close by Back is asynchronous: the warning must stay off until the route has changed).
  const [discards, setDiscards] = useState(0);
  const [warn, setWarn] = useState(true);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  // Closes after the render that turned the form's warning off.
  useEffect(() => {
    if (discards > 0) closeRef.current();
  }, [discards]);
  const setDirty = useCallback((next: boolean) => {
    setDirtyState(next);
    if (next) setWarn(true);
  }, []);
  const keep = () => setAsking(false);
  const guard = (
    <Confirm
      isOpen={asking}
      title="gaon.common.discardTitle"
      content="gaon.common.discardQuestion"
      confirm="gaon.common.discard"
      cancel="gaon.common.keepEditing"
      onConfirm={() => {
        keep();
        setWarn(false);
        setDiscards((n) => n + 1);
      }}
      onClose={keep}
    />
  );
  return { close: () => (dirty ? setAsking(true) : onClose()), setDirty, guard, warn };
}

export function FormDirty({ onChange }: { onChange: (dirty: boolean) => void }) {
  const { dirtyFields, isSubmitSuccessful } = useFormState();
  const dirty = Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful;
  useEffect(() => onChange(dirty), [dirty, onChange]);
  return null;
}
