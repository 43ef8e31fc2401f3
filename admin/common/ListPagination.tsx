import { Box, Button, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** Previous, "Page X of Y", Next — shown only when there is more than one page (SPEC). */
export function ListPagination() {
  const translate = useTranslate();
  const { page, perPage, total, setPage, isPending } = useListContext();
  const pages = Math.max(1, Math.ceil((total ?? 0) / perPage));
  if (isPending || pages <= 1) return null;
  return (
    <Box component="nav" aria-label="Pagination" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 2 }}>
      <Button variant="outlined" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>{translate('gaon.common.previous')}</Button>
      <Typography variant="body2" aria-live="polite">{translate('gaon.common.pageOf', { page, pages })}</Typography>
      <Button variant="outlined" size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>{translate('gaon.common.next')}</Button>
    </Box>
  );
}
