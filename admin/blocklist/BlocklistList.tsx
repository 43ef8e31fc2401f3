import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import {
  Confirm,
  CreateButton,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useCanAccess,
  useNotify,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { PHONE_STATES } from '../../shared/statuses';
import {
  LIST_SX,
  ListPagination,
  LoadError,
  PhoneLink,
  Screen,
  StatusBadge,
  WhileLoading,
  type BadgeColors,
} from '../common';
import { formatIndianDateTime } from '../orders/format';
import { errorMessage } from '../providers/httpClient';
import type { BlocklistEntry } from '../../shared/api/blocklist';

const STATE_COLORS: BadgeColors = {
  ok: { bg: '#dcfce7', fg: '#166534' },
  upi_only: { bg: '#fef3c7', fg: '#78350f' },
  blocked: { bg: '#fee2e2', fg: '#991b1b' },
};

function ClearButton({ entry }: { entry: BlocklistEntry }) {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string, options?: object) => translate(`gaon.trust.blocklist.${key}`, options);
  const [asking, setAsking] = useState(false);
  const [update, { isPending }] = useUpdate();
  if (entry.strikes === 0 && !entry.blockedByHand) return null;
  return (
    <>
      <Button size="small" variant="outlined" disabled={isPending} onClick={() => setAsking(true)}>
        {t('clear')}
      </Button>
      <Confirm
        isOpen={asking}
        title={t('clearTitle', { phone: entry.phone })}
        content={t('clearContent', { strikes: entry.strikes })}
        onConfirm={() => {
          setAsking(false);
          update(
            'blocklist',
            { id: entry.id, data: { cleared: true }, previousData: entry },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => notify(t('cleared'), { type: 'success' }),
              onError: (error) => notify(errorMessage(error, t('failed')), { type: 'error' }),
            },
          );
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/**
 * The block list: every number with strikes or blocked by hand (and why), how many strikes (not
 * cleared), its last order, its standing under the owner's limits, and who cleared it last. The
 * owner blocks a number by hand ("Block a number") and clears a number.
 */
export function BlocklistList() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`gaon.trust.blocklist.${key}`, options);
  const { canAccess: mayClear } = useCanAccess({ action: 'edit', resource: 'blocklist' });
  const { canAccess: mayBlock } = useCanAccess({ action: 'create', resource: 'blocklist' });
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="state"
      source="state"
      alwaysOn
      emptyText={t('allStates')}
      choices={PHONE_STATES.map((id) => ({ id, name: `gaon.trust.blocklist.states.${id}` }))}
    />,
  ];
  return (
    <Screen title={t('title')}>
      <List
        resource="blocklist"
        title={false}
        filters={filters}
        actions={
          mayBlock ? (
            <TopToolbar>
              <CreateButton label="gaon.trust.blocklist.add" />
            </TopToolbar>
          ) : (
            false
          )
        }
        perPage={25}
        sort={{ field: 'lastStrikeAt', order: 'DESC' }}
        pagination={<ListPagination />}
        error={<LoadError fallback="gaon.trust.blocklist.failedLoad" />}
        empty={false}
        sx={LIST_SX}
      >
        <WhileLoading text="gaon.common.loading">
          <DataTable<BlocklistEntry>
            bulkActionButtons={false}
            rowClick={false}
            empty={<Typography sx={{ p: 2 }}>{t('empty')}</Typography>}
          >
            <DataTable.Col<BlocklistEntry> source="phone" render={(e) => <PhoneLink phone={e.phone} />} />
            <DataTable.Col<BlocklistEntry> source="strikes" align="right" />
            <DataTable.Col<BlocklistEntry>
              source="lastOrderAt"
              disableSort
              render={(e) => (e.lastOrderAt ? formatIndianDateTime(e.lastOrderAt) : '—')}
            />
            <DataTable.Col<BlocklistEntry>
              source="state"
              disableSort
              render={(e) => (
                <>
                  <StatusBadge value={e.state} colors={STATE_COLORS} label={t(`states.${e.state}`)} />
                  {e.blockedByHand && (
                    <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.5 }}>
                      {t('byHandLine', { reason: e.blockReason ?? '' })}
                    </Typography>
                  )}
                  {e.clearedAt && (
                    <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.5 }}>
                      {t('clearedLine', { at: formatIndianDateTime(e.clearedAt), by: e.clearedByName ?? '' })}
                    </Typography>
                  )}
                </>
              )}
            />
            {mayClear ? (
              <DataTable.Col
                label="resources.blocklist.fields.actions"
                render={(e: BlocklistEntry) => <ClearButton entry={e} />}
              />
            ) : null}
          </DataTable>
        </WhileLoading>
      </List>
    </Screen>
  );
}
