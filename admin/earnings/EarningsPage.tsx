import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable, ListContextProvider, Title, useDataProvider, useList, useTranslate } from 'react-admin';
import { Alert, Box, Card, CircularProgress, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Screen, StatTiles, formatRupees, useIsPhone } from '../common';
import { errorMessage } from '../providers/httpClient';
import type { AppDataProvider } from '../providers/dataProvider';
import {
  PERIODS,
  earningsTableRows,
  earningsTiles,
  emptyTextKey,
  type EarningsReport,
  type EarningsTableRow,
  type Period,
} from './earnings';

const TILE_COLORS: Record<string, string> = {
  totalEarnings: 'success.main',
  totalRevenue: 'primary.main',
  totalOrders: 'info.main',
  earningsPercentage: 'secondary.main',
};

const NUMERIC = ['orders', 'revenue', 'commissionRate', 'commission', 'delivery', 'totalEarnings'] as const;
/** Tile labels that name what they count: the orders are delivered ones. */
const TILE_LABELS: Record<string, string> = { totalOrders: 'gaon.earnings.deliveredOrders' };

export function EarningsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [period, setPeriod] = useState<Period>('all');
  // The previous period's figures stay (dimmed) while the next period loads.
  const {
    data: report,
    error: failure,
    isFetching: loading,
  } = useQuery({
    queryKey: ['earnings', period],
    queryFn: () => dataProvider.getEarnings(period) as Promise<EarningsReport>,
    placeholderData: keepPreviousData,
  });
  const error = failure ? errorMessage(failure, translate('gaon.earnings.failed')) : '';
  const rows = earningsTableRows(report?.earningsBreakdown);
  const isPhone = useIsPhone();
  const breakdown = useList({ data: rows.map((row) => ({ ...row, id: row.key })) });

  return (
    <Screen
      title={translate('gaon.earnings.title')}
      actions={
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={period}
          onChange={(_, value: Period | null) => value && setPeriod(value)}
          aria-label={translate('gaon.earnings.period')}
          sx={{ flexWrap: 'wrap', bgcolor: 'background.paper' }}
        >
          {PERIODS.map((value) => (
            <ToggleButton key={value} value={value} sx={{ px: { xs: 1.25, sm: 2 } }}>
              {translate(`gaon.earnings.periods.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
    >
      <Title title={translate('gaon.earnings.title')} />

      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : !report ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 3, justifyContent: 'center' }}>
          <CircularProgress size={24} />
          <Typography>{translate('gaon.earnings.loading')}</Typography>
        </Box>
      ) : (
        <Box sx={{ opacity: loading ? 0.5 : 1, transition: 'opacity 150ms' }} aria-busy={loading}>
          <StatTiles
            tiles={earningsTiles(report).map((tile) => ({
              label: translate(TILE_LABELS[tile.key] ?? `gaon.earnings.${tile.key}`),
              value: tile.value,
              color: TILE_COLORS[tile.key],
              caption: tile.key === 'totalEarnings' ? translate('gaon.earnings.totalEarningsCaption') : undefined,
            }))}
          />
          <Typography variant="body2" sx={{ mb: 1, fontWeight: 500 }} data-testid="earnings-counts">
            {translate('gaon.earnings.countsDelivered')}
          </Typography>
          {report.summary && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('gaon.earnings.deliveryChargePerOrder', {
                amount: formatRupees(report.summary.deliveryChargePerOrder),
              })}
            </Typography>
          )}

          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate('gaon.earnings.breakdown')}
          </Typography>
          {rows.length === 0 ? (
            <Card variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
              <Typography>{translate(emptyTextKey(period))}</Typography>
            </Card>
          ) : isPhone ? (
            <BreakdownCards rows={rows} />
          ) : (
            <ListContextProvider value={breakdown}>
              <Card variant="outlined" sx={{ overflowX: 'auto' }} aria-label={translate('gaon.earnings.breakdown')}>
                <DataTable resource="earnings" bulkActionButtons={false} rowClick={false} sx={{ minWidth: 760 }}>
                  <DataTable.Col
                    source="restaurant"
                    label="gaon.earnings.restaurant"
                    disableSort
                    sx={{ fontWeight: 600 }}
                  />
                  {NUMERIC.map((key) => (
                    <DataTable.Col
                      key={key}
                      source={key}
                      label={`gaon.earnings.${key}`}
                      disableSort
                      align="right"
                      sx={{ whiteSpace: 'nowrap', fontWeight: key === 'totalEarnings' ? 600 : undefined }}
                    />
                  ))}
                </DataTable>
              </Card>
            </ListContextProvider>
          )}
        </Box>
      )}
    </Screen>
  );
}

/** On a phone: one card per restaurant, its total earnings beside the name and the figures below. */
function BreakdownCards({ rows }: { rows: EarningsTableRow[] }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} aria-label={translate('gaon.earnings.breakdown')} role="list">
      {rows.map((row) => (
        <Card key={row.key} variant="outlined" role="listitem" data-testid="earnings-card" sx={{ p: 1.5 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 1 }}>
            <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>{row.restaurant}</Typography>
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{row.totalEarnings}</Typography>
          </Box>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'max-content 1fr',
              columnGap: 2,
              m: 0,
              mt: 0.5,
              fontSize: '0.875rem',
            }}
          >
            {NUMERIC.filter((key) => key !== 'totalEarnings').map((key) => (
              <Box key={key} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  {translate(`gaon.earnings.${key}`)}
                </Box>
                <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
                  {row[key]}
                </Box>
              </Box>
            ))}
          </Box>
        </Card>
      ))}
    </Box>
  );
}
