import CheckIcon from '@mui/icons-material/Check';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { errorMessage } from '../providers/httpClient';
import type { User } from './types';

/** A kitchen account that owns no restaurant: approved, it still gets no order until it has one. */
export const needsRestaurant = (user: User): boolean => user.role === 'vendor' && user.restaurants === 0;

/** How long "Approved … Undo" stays: the approval is sent when it goes. */
export const APPROVE_UNDO_MS = 5000;

/**
 * One tap approves a kitchen or rider who signed up themselves (PUT /admin/users/:id
 * {approved: true}), react-admin's undoable way (its demo's AcceptButton): the row shows them
 * approved at once, the toast offers Undo for a few seconds, and only then is the change sent.
 * Undoable rather than a confirm: a wrong tap costs one more tap, and a second dialog on a phone
 * costs every owner a tap every time. Shown only while the account waits.
 */
export function ApproveButton({
  resource = 'users',
  record: given,
}: {
  resource?: 'users' | 'delivery-staff';
  record?: User;
}) {
  const context = useRecordContext<User>();
  const record = given ?? context;
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [update, { isPending }] = useUpdate<User>();
  if (!record || record.approved !== false) return null;
  const approve = () =>
    update(
      resource,
      { id: record.id, data: { approved: true }, previousData: record },
      {
        mutationMode: 'undoable',
        onSuccess: () => {
          // A kitchen with no restaurant yet gets no orders: the toast says what comes next.
          notify(needsRestaurant(record) ? 'gaon.users.approvedNeedsRestaurant' : 'gaon.users.approvedNotice', {
            type: 'info',
            undoable: true,
            autoHideDuration: APPROVE_UNDO_MS,
            messageArgs: { name: record.name },
          });
        },
        // Once sent: every count of waiting partners (dashboard, tiles, the other list) is read again.
        onSettled: () =>
          Promise.all(
            ['dashboard', 'users', 'delivery-staff'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
          ),
        onError: (error) => notify(errorMessage(error, translate('gaon.users.failedUpdate')), { type: 'error' }),
      },
    );
  return (
    // MUI's Button, not react-admin's: the word stays on a phone too (react-admin's shows only the icon there).
    <Button
      variant="contained"
      color="success"
      size="small"
      startIcon={<CheckIcon />}
      onClick={approve}
      disabled={isPending}
      aria-label={translate('gaon.users.approveAria', { name: record.name })}
    >
      {translate('gaon.users.approve')}
    </Button>
  );
}
