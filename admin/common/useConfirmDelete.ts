import { useState } from 'react';
import { useDelete, useTranslate, type RaRecord } from 'react-admin';
import { errorMessage } from '../providers/httpClient';
import { useToast } from './useToast';

/**
 * Delete after an "Are you sure?": `setToDelete(record)` opens the ConfirmDialog, `confirmDelete`
 * deletes on the server (pessimistic), shows the green `deleted` toast or the server's error
 * (else `failed`) in red, and closes the dialog either way; `onDeleted` runs after a success.
 */
export function useConfirmDelete<T extends RaRecord>(resource: string, { deleted, failed, onDeleted }: { deleted: string; failed: string; onDeleted?: (record: T) => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const [toDelete, setToDelete] = useState<T | null>(null);
  const [deleteOne, { isPending: deleting }] = useDelete<T>();

  const confirmDelete = () => {
    if (!toDelete) return;
    const record = toDelete;
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast.success(translate(deleted));
          setToDelete(null);
          onDeleted?.(record);
        },
        onError: (err) => {
          toast.error(errorMessage(err, translate(failed)));
          setToDelete(null);
        },
      },
    );
  };

  return { toDelete, setToDelete, confirmDelete, deleting };
}
