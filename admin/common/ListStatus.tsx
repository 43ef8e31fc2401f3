import type { ReactNode } from 'react';
import { Alert, Box, Button, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import TableRowsIcon from '@mui/icons-material/TableRows';
import GridViewIcon from '@mui/icons-material/GridView';
import { useListContext, useTranslate } from 'react-admin';
import { errorMessage } from '../providers/httpClient';

/** A list's load failure, in red: the server's message, else the screen's own. */
export function LoadError({ fallback }: { fallback: string }) {
  const translate = useTranslate();
  const { error } = useListContext();
  return <Alert severity="error">{errorMessage(error, translate(fallback))}</Alert>;
}

/** The spec's loading line ("Loading orders...") in place of the rows on the first load. */
export function WhileLoading({ text, children }: { text: string; children: ReactNode }) {
  const translate = useTranslate();
  const { isPending } = useListContext();
  return isPending ? (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {translate(text)}
    </Typography>
  ) : (
    children
  );
}

/**
 * Previous, "Page X of Y", Next — shown only when there is more than one page. With
 * `rowsPerPageOptions`, a "Rows per page" choice too (always shown); react-admin keeps the
 * choice with the list's other parameters in the admin's store, so it is remembered.
 */
export function ListPagination({ rowsPerPageOptions }: { rowsPerPageOptions?: number[] }) {
  const translate = useTranslate();
  const { page, perPage, total, setPage, setPerPage, isPending } = useListContext();
  const pages = Math.max(1, Math.ceil((total ?? 0) / perPage));
  if (isPending || (pages <= 1 && !rowsPerPageOptions)) return null;
  return (
    <Box
      component="nav"
      aria-label={translate('gaon.common.pagination')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: 2, py: 2 }}
    >
      {pages > 1 && (
        <>
          <Button variant="outlined" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {translate('gaon.common.previous')}
          </Button>
          <Typography variant="body2" aria-live="polite">
            {translate('gaon.common.pageOf', { page, pages })}
          </Typography>
          <Button variant="outlined" size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {translate('gaon.common.next')}
          </Button>
        </>
      )}
      {rowsPerPageOptions && (
        <TextField
          select
          size="small"
          label={translate('gaon.common.rowsPerPage')}
          value={perPage}
          onChange={(event) => setPerPage(Number(event.target.value))}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 120 }}
        >
          {[...new Set([...rowsPerPageOptions, perPage])]
            .sort((a, b) => a - b)
            .map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
        </TextField>
      )}
    </Box>
  );
}

export type ListView = 'table' | 'cards';

/** The spec's table/card view toggle; labels are `<prefix>.view`, `.tableView`, `.cardView`. */
export function ViewToggle({
  value,
  onChange,
  prefix,
}: {
  value: ListView;
  onChange: (view: ListView) => void;
  prefix: string;
}) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_, view: ListView | null) => view && onChange(view)}
      aria-label={translate(`${prefix}.view`)}
    >
      {(['table', 'cards'] as const).map((view) => (
        <ToggleButton
          key={view}
          value={view}
          aria-label={translate(`${prefix}.${view === 'table' ? 'tableView' : 'cardView'}`)}
        >
          {view === 'table' ? <TableRowsIcon fontSize="small" /> : <GridViewIcon fontSize="small" />}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
