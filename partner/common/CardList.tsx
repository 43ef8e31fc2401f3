import type { ReactNode } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { Loading, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { errorMessage } from '../providers/httpClient';

/**
 * The list as a column of cards (a phone has no room for a table), with loading, error and
 * empty states, and "Show more" instead of page numbers: a thumb scrolls, it does not aim.
 */
export function CardList<T extends RaRecord>({ render, empty }: { render: (record: T) => ReactNode; empty: string }) {
  const translate = useTranslate();
  const { data, total, isPending, error, perPage, setPerPage } = useListContext<T>();
  if (isPending) return <Loading />;
  if (error) return <Alert severity="error">{errorMessage(error, translate('ra.notification.http_error'))}</Alert>;
  if (!data?.length) {
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
        {translate(empty)}
      </Typography>
    );
  }
  return (
    <Stack spacing={1.5}>
      {data.map((record) => render(record))}
      {total !== undefined && total > data.length && (
        <Button variant="outlined" size="large" sx={{ minHeight: 48 }} onClick={() => setPerPage(perPage + 20)}>
          {translate('ra.navigation.next')}
        </Button>
      )}
    </Stack>
  );
}
