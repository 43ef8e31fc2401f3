import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import TableRowsIcon from '@mui/icons-material/TableRows';
import GridViewIcon from '@mui/icons-material/GridView';
import { useTranslate } from 'react-admin';

export type ListView = 'table' | 'cards';

/** The spec's table/card view toggle; labels are `<prefix>.view`, `.tableView`, `.cardView`. */
export function ViewToggle({ value, onChange, prefix }: { value: ListView; onChange: (view: ListView) => void; prefix: string }) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup size="small" exclusive value={value} onChange={(_, view: ListView | null) => view && onChange(view)} aria-label={translate(`${prefix}.view`)}>
      {(['table', 'cards'] as const).map((view) => (
        <ToggleButton key={view} value={view} aria-label={translate(`${prefix}.${view === 'table' ? 'tableView' : 'cardView'}`)}>
          {view === 'table' ? <TableRowsIcon fontSize="small" /> : <GridViewIcon fontSize="small" />}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
