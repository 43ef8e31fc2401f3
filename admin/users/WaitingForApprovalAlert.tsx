import { Alert, Button } from '@mui/material';
import { useGetList, useListContext, useTranslate } from 'react-admin';

/**
 * "2 partners waiting for approval — Show them" above a list of kitchens and riders: the
 * owner need not page through the list to find who signed up. `filter` is what lists them
 * (the users' `approved: 'false'`, Delivery Staff's status "waiting"); the alert hides while
 * that filter is on, and when nobody waits.
 */
export function WaitingForApprovalAlert({
  resource,
  filter,
  message,
}: {
  resource: 'users' | 'delivery-staff';
  filter: Record<string, string>;
  message: string;
}) {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { total } = useGetList(resource, {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'name', order: 'ASC' },
    filter,
  });
  const shown = Object.entries(filter).every(([key, value]) => filterValues?.[key] === value);
  if (!total || shown) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          onClick={() => setFilters({ ...filterValues, ...filter }, displayedFilters)}
        >
          {translate('gaon.users.showWaiting')}
        </Button>
      }
    >
      {translate(message, { smart_count: total })}
    </Alert>
  );
}
