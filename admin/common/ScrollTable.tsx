import type { ReactNode } from 'react';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';

/**
 * A table that scrolls sideways inside its own box on narrow screens (the page never does),
 * with a header row of column names and an optional single-line state (loading, empty).
 */
export function ScrollTable({
  columns,
  children,
  minWidth = 640,
  label,
  state,
}: {
  columns: ReactNode[];
  children?: ReactNode;
  minWidth?: number;
  label?: string;
  /** Shown across the table instead of the rows (e.g. "Loading...", "No data available"). */
  state?: ReactNode;
}) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} aria-label={label} role="region">
      <Table size="small" sx={{ minWidth }} aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell key={index} sx={{ fontWeight: 600, whiteSpace: 'nowrap', bgcolor: 'grey.50' }}>
                {column}
              </TableCell>
            ))}
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
          ) : (
            children
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
