import {
  Button,
  CreateButton,
  Datagrid,
  DeleteButton,
  FunctionField,
  List,
  NumberField,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { Typography } from '@mui/material';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import GridViewIcon from '@mui/icons-material/GridView';
import { LIST_SX } from '../common';
import type { DiningTable } from '../../shared/api/tables';

/** Every table by restaurant: its seats and its guest page; the sheet of QR codes to print, and the floor. */
export function TableList() {
  const translate = useTranslate();
  const t = (key: string) => translate(`gaon.tables.${key}`);
  return (
    <List
      title={t('title')}
      pagination={false}
      sx={LIST_SX}
      actions={
        <TopToolbar>
          <Button component={Link} to="/floor" label={t('floor')}>
            <GridViewIcon />
          </Button>
          <Button component={Link} to="/tables/qr" label={t('printQr')}>
            <QrCode2Icon />
          </Button>
          <CreateButton label={t('add')} />
        </TopToolbar>
      }
      empty={<Typography sx={{ p: 2 }}>{t('empty')}</Typography>}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false} data-testid="table-list">
        <TextField source="name" label={t('name')} sortable={false} />
        <TextField source="restaurantName" label={t('restaurant')} sortable={false} />
        <NumberField source="seats" label={t('seats')} sortable={false} />
        <FunctionField<DiningTable>
          label={t('link')}
          sortable={false}
          render={(table) => (
            <a href={`/t/${table.token}`} target="_blank" rel="noreferrer" onClick={(e) => e.stopPropagation()}>
              /t/{table.token}
            </a>
          )}
        />
        <DeleteButton mutationMode="pessimistic" />
      </Datagrid>
    </List>
  );
}
