import {
  CreateButton,
  Datagrid,
  DateField,
  FunctionField,
  List,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { formatRupees } from '../common';
import type { Khata } from '../../shared/api/khata';

/** Every khata, by name: what each owes against their limit and when they last paid. A row opens the statement. */
export function KhataList() {
  const translate = useTranslate();
  const t = (key: string) => translate(`gaon.khata.${key}`);
  return (
    <List
      title={t('title')}
      pagination={false}
      actions={
        <TopToolbar>
          <CreateButton label={t('open')} />
        </TopToolbar>
      }
      empty={<Typography sx={{ p: 2 }}>{t('empty')}</Typography>}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false} data-testid="khata-list">
        <TextField source="name" label={t('name')} sortable={false} />
        <TextField source="phone" label={t('phone')} sortable={false} />
        <FunctionField<Khata>
          label={t('balance')}
          sortable={false}
          render={(k) => `${formatRupees(k.balance)} / ${formatRupees(k.limit)}`}
        />
        <FunctionField<Khata>
          label={t('lastPaidAt')}
          sortable={false}
          render={(k) => (k.lastPaidAt ? <DateField record={k} source="lastPaidAt" showTime /> : t('never'))}
        />
      </Datagrid>
    </List>
  );
}
