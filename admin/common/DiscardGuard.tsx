import { useEffect, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { Confirm } from 'react-admin';

/**
 * Nothing typed is lost (issue 20): a dialog's close (×, Escape, backdrop, Cancel) asks before
 * discarding a form with unsaved input. `<FormDirty>` inside the form reports whether it is dirty.
 */
export function useDiscardGuard(onClose: () => void) {
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const close = () => (dirty ? setAsking(true) : onClose());
  const guard = (
    <Confirm
      isOpen={asking}
      title="gaon.common.discardTitle"
      content="gaon.common.discardQuestion"
      confirm="gaon.common.discard"
      cancel="gaon.common.keepEditing"
      onConfirm={() => {
        setAsking(false);
        onClose();
      }}
      onClose={() => setAsking(false)}
    />
  );
  return { close, setDirty, guard };
}

/** Reports the surrounding react-admin form's dirty state (nothing rendered). */
export function FormDirty({ onChange }: { onChange: (dirty: boolean) => void }) {
  const { dirtyFields, isSubmitSuccessful } = useFormState();
  const dirty = Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful;
  useEffect(() => onChange(dirty), [dirty, onChange]);
  return null;
}
