import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import {
  BooleanInput,
  DataTable,
  DateInput,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { PARTY_STATUSES } from '../../shared/statuses';
import {
  currentIntlLocale,
  formatRupees,
  LIST_SX,
  ListPagination,
  LoadError,
  PhoneLink,
  Screen,
  StatusBadge,
  useIsPhone,
  WhileLoading,
} from '../common';
import type { PartyRequest } from '../../shared/api/partyRequests';
import { PartyCapacityDialog } from './PartyCapacityDialog';
import { dueLabel, PARTY_STATUS_COLORS } from './labels';

function PartyStatus({ party }: { party: PartyRequest }) {
  const translate = useTranslate();
  return (
    <StatusBadge
      value={party.status}
      colors={PARTY_STATUS_COLORS}
      label={translate(`gaon.party.statuses.${party.status}`)}
    />
  );
}

/** The quote's total and how much of it is paid. */
function Money({ party }: { party: PartyRequest }) {
  if (!party.quote) return <>—</>;
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {formatRupees(party.quote.total)}
      <Typography variant="caption" component="div" color="text.secondary">
        {formatRupees(party.quote.advance)} ({party.quote.advancePercent}%)
      </Typography>
    </Box>
  );
}

/**
 * Party orders: by default the upcoming parties by their day (a calendar of big days), each
 * with its guests, place, status and quote; the owner's phone-call entry and the limits for big
 * days are the screen's actions. A row opens the request (quote, advance, WhatsApp).
 */
export function PartyRequestList() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`gaon.party.${key}`, options);
  const phone = useIsPhone();
  const [capacity, setCapacity] = useState(false);
  const locale = currentIntlLocale();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <BooleanInput key="upcoming" source="upcoming" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      emptyText={t('allStatuses')}
      choices={PARTY_STATUSES.map((id) => ({ id, name: `gaon.party.statuses.${id}` }))}
    />,
    <DateInput key="date" source="date" />,
  ];
  const actions = (
    <>
      <Button variant="outlined" startIcon={<EventBusyIcon />} onClick={() => setCapacity(true)}>
        {t('bigDays')}
      </Button>
      <Button variant="contained" startIcon={<AddIcon />} component={Link} to="/party-requests/create">
        {t('newRequest')}
      </Button>
    </>
  );
  const guests = (p: PartyRequest) => translate('gaon.party.guests', { smart_count: p.guests });
  return (
    <Screen title={t('title')} actions={actions}>
      {capacity && <PartyCapacityDialog onClose={() => setCapacity(false)} />}
      <List
        resource="party-requests"
        title={false}
        actions={false}
        filters={filters}
        filterDefaultValues={{ upcoming: true }}
        sort={{ field: 'date', order: 'ASC' }}
        perPage={25}
        pagination={<ListPagination />}
        error={<LoadError fallback="gaon.party.failedLoad" />}
        empty={false}
        sx={LIST_SX}
      >
        <WhileLoading text="gaon.party.loading">
          {phone ? (
            <SimpleList<PartyRequest>
              linkType="edit"
              primaryText={(p) => `${p.name} · ${guests(p)}`}
              secondaryText={(p) => `${dueLabel(p.scheduledFor, locale)}${p.villageName ? ` · ${p.villageName}` : ''}`}
              tertiaryText={(p) => <PartyStatus party={p} />}
              empty={<Typography sx={{ p: 2 }}>{t('empty')}</Typography>}
            />
          ) : (
            <DataTable<PartyRequest>
              bulkActionButtons={false}
              rowClick="edit"
              empty={<Typography sx={{ p: 2 }}>{t('empty')}</Typography>}
              sx={{ minWidth: 860 }}
            >
              <DataTable.Col<PartyRequest>
                source="date"
                label="gaon.party.columns.when"
                render={(p) => (
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    {dueLabel(p.scheduledFor, locale)}
                  </Box>
                )}
              />
              <DataTable.Col<PartyRequest> source="code" disableSort />
              <DataTable.Col<PartyRequest>
                source="name"
                label="gaon.party.columns.party"
                disableSort
                render={(p) => (
                  <>
                    {p.name} · <PhoneLink phone={p.phone} />
                    <Typography variant="caption" component="div" color="text.secondary">
                      {[guests(p), p.villageName, p.address].filter(Boolean).join(' · ')}
                    </Typography>
                  </>
                )}
              />
              <DataTable.Col<PartyRequest> source="guests" align="right" />
              <DataTable.Col<PartyRequest> source="status" render={(p) => <PartyStatus party={p} />} />
              <DataTable.Col<PartyRequest>
                source="total"
                label="gaon.party.columns.money"
                align="right"
                render={(p) => <Money party={p} />}
              />
            </DataTable>
          )}
        </WhileLoading>
      </List>
    </Screen>
  );
}
