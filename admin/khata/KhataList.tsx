import {
  CreateButton,
  Datagrid,
  DateField,
  FunctionField,
  List,
  SimpleList,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { formatRupees, LIST_SX, Screen, useIsPhone } from '../common';
import type { Khata } from '../../shared/api/khata';

/** Every khata, by name: what each owes against their limit and when they last paid. A row opens the statement. */
export function KhataList() {
  const translate = useTranslate();
  const t = (key: string) => translate(`gaon.khata.${key}`);
  const balance = (k: Khata) => `${formatRupees(k.balance)} / ${formatRupees(k.limit)}`;
  // On a phone the four columns are wider than the screen: one line per khata instead.
  const isPhone = useIsPhone();
  // The screen's own h1, as the other money screens have: the app bar shows no title on a phone.
  return (
    <Screen title={t('title')}>
      <List
        title={false}
        sx={LIST_SX}
        pagination={false}
        actions={
          <TopToolbar>
            <CreateButton label={t('open')} />
          </TopToolbar>
        }
        empty={<Typography sx={{ p: 2 }}>{t('empty')}</Typography>}
      >
        {isPhone ? (
          <SimpleList<Khata>
            linkType="edit"
            primaryText={(k) => k.name || k.phone}
            secondaryText={(k) => (k.name ? k.phone : '')}
            tertiaryText={balance}
            data-testid="khata-list"
          />
        ) : (
          <Datagrid rowClick="edit" bulkActionButtons={false} data-testid="khata-list">
            <TextField source="name" label={t('name')} sortable={false} />
            <TextField source="phone" label={t('phone')} sortable={false} />
            <FunctionField<Khata> label={t('balance')} sortable={false} render={balance} />
            <FunctionField<Khata>
              label={t('lastPaidAt')}
              sortable={false}
              render={(k) => (k.lastPaidAt ? <DateField record={k} source="lastPaidAt" showTime /> : t('never'))}
            />
          </Datagrid>
        )}
      </List>
    </Screen>
  );
}
