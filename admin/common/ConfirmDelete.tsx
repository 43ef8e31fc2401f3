import type { ReactNode } from 'react';
import { Confirm, useDelete, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { errorMessage } from '../providers/httpClient';

type ConfirmDeleteProps<T> = {
  resource: string;
  record: T | null;
  content: ReactNode;
  deleted: string;
  failed: string;
  onClose: () => void;
  onDeleted?: (record: T) => void;
};

/**
 * The spec's "Confirm Delete", open while `record` is not null: Delete deletes it (pessimistic,
 * "Deleting..." meanwhile), toasts `deleted`, or the server's message else `failed`, and closes.
 */
export function ConfirmDelete<T extends RaRecord>({
  resource,
  record,
  content,
  deleted,
  failed,
  onClose,
  onDeleted,
}: ConfirmDeleteProps<T>) {
  const translate = useTranslate();
  const notify = useNotify();
  const [deleteOne, { isPending }] = useDelete<T>();
  const onSuccess = () => [notify(deleted, { type: 'success' }), onClose(), record && onDeleted?.(record)];
  const onError = (error: unknown) => [notify(errorMessage(error, translate(failed)), { type: 'error' }), onClose()];
  const confirm = () =>
    record &&
    deleteOne(resource, { id: record.id, previousData: record }, { mutationMode: 'pessimistic', onSuccess, onError });
  const label = isPending ? 'gaon.common.deleting' : 'gaon.common.delete';
  return (
    <Confirm
      isOpen={record !== null}
      loading={isPending}
      title="gaon.common.confirmDelete"
      content={content}
      confirm={label}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
