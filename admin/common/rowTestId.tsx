import { forwardRef } from 'react';
import { DataTableBody, DataTableRow, type DataTableBodyProps, type DataTableRowProps } from 'react-admin';

/** A DataTable body whose rows carry a data-testid, so browser tests find a screen's rows by name. */
export function rowTestId(testId: string) {
  const Row = forwardRef<HTMLTableRowElement, DataTableRowProps>((props, ref) => (
    <DataTableRow ref={ref} {...props} data-testid={testId} />
  ));
  Row.displayName = `Row(${testId})`;
  return (props: DataTableBodyProps) => <DataTableBody {...props} row={Row} />;
}
