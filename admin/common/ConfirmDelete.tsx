import type { ReactNode } from 'react';
import { Confirm, useDelete, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { errorMessage } from '../providers/httpClient';

/**
 * The spec's "Confirm Delete" over `record` (open while it is not null): Delete deletes it on
 * the server (pessimistic; "Deleting..." meanwhile), then a green `deleted` toast or the
 * server's message (else `failed`) in red; the dialog closes either way.
 */
export function ConfirmDelete<T extends RaRecord>({
  resource,
  record,
  content,
  deleted,
  failed,
  onClose,
  onDeleted,
}: {
  resource: string;
  record: T | null;
  content: ReactNode;
  deleted: string;
  failed: string;
  onClose: () => void;
  onDeleted?: (record: T) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [deleteOne, { isPending }] = useDelete<T>();
  const confirm = () =>
    record &&
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(deleted, { type: 'success' });
          onClose();
          onDeleted?.(record);
        },
        onError: (error) => {
          notify(errorMessage(error, translate(failed)), { type: 'error' });
          onClose();
        },
      },
    );
  return (
    <Confirm
      isOpen={record !== null}
      loading={isPending}
      title="gaon.common.confirmDelete"
      content={content}
      confirm={isPending ? 'gaon.common.deleting' : 'gaon.common.delete'}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
