import { isValidElement, type ReactNode } from 'react';
import { CircularProgress, Paper, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Typography, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A column heading with its alignment (numbers and actions sit on the right) or extra styles. */
export interface ScrollTableColumn {
  label: ReactNode;
  align?: 'left' | 'center' | 'right';
  sx?: SxProps<Theme>;
}

function isColumn(column: ReactNode | ScrollTableColumn): column is ScrollTableColumn {
  return typeof column === 'object' && column !== null && !isValidElement(column) && 'label' in column;
}

/**
 * A table that scrolls sideways inside its own box on narrow screens (the page never does),
 * with a header row of column names and, instead of the rows, an optional single line:
 * - `state`: a message in muted text (e.g. "Loading orders...", "No orders found");
 * - `loading`: a spinner (labelled "Loading...");
 * - `empty`: a plain message when there are no rows.
 */
export function ScrollTable({
  columns,
  children,
  minWidth = 640,
  label,
  state,
  loading = false,
  empty,
  footer,
}: {
  columns: (ReactNode | ScrollTableColumn)[];
  children?: ReactNode;
  minWidth?: number;
  label?: string;
  /** Shown across the table in muted text instead of the rows (e.g. "Loading...", "No data available"). */
  state?: ReactNode;
  /** Shows a spinner across the table instead of the rows. */
  loading?: boolean;
  /** Shown across the table instead of the rows (when not loading), e.g. "No coupons yet". */
  empty?: ReactNode;
  /** Rows of a <tfoot> (totals). */
  footer?: ReactNode;
}) {
  const translate = useTranslate();
  const line = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={columns.length} align="center">
        {content}
      </TableCell>
    </TableRow>
  );
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} aria-label={label} role="region">
      <Table size="small" sx={{ minWidth }} aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => {
              const { label: heading, align, sx } = isColumn(column) ? column : { label: column, align: undefined, sx: undefined };
              return (
                <TableCell key={index} align={align} sx={[{ fontWeight: 600, whiteSpace: 'nowrap', bgcolor: 'grey.50' }, ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx])]}>
                  {heading}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {state ? (
            <TableRow>
              <TableCell colSpan={columns.length}>
                <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                  {state}
                </Typography>
              </TableCell>
            </TableRow>
          ) : loading ? (
            line(<CircularProgress size={24} aria-label={translate('gaon.common.loading')} />)
          ) : empty ? (
            line(empty)
          ) : (
            children
          )}
        </TableBody>
        {footer && <TableFooter>{footer}</TableFooter>}
      </Table>
    </TableContainer>
  );
}
