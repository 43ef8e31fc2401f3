import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable, ListContextProvider, Title, useDataProvider, useList, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Card,
  CircularProgress,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { Screen, StatTiles, formatRupees } from '../common';
import { errorMessage } from '../providers/httpClient';
import type { AppDataProvider } from '../providers/dataProvider';
import { PERIODS, earningsTableRows, earningsTiles, emptyTextKey, type EarningsReport, type Period } from './earnings';


const TILE_COLORS: Record<string, string> = {
  totalEarnings: 'success.main',
  totalRevenue: 'primary.main',
  totalOrders: 'info.main',
  earningsPercentage: 'secondary.main',
};

const NUMERIC = ['orders', 'revenue', 'commissionRate', 'commission', 'delivery', 'totalEarnings'] as const;

export function EarningsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [period, setPeriod] = useState<Period>('all');
  // The previous period's figures stay (dimmed) while the next period loads.
  const { data: report, error: failure, isFetching: loading } = useQuery({
    queryKey: ['earnings', period],
    queryFn: () => dataProvider.getEarnings(period) as Promise<EarningsReport>,
    placeholderData: keepPreviousData,
  });
  const error = failure ? errorMessage(failure, translate('gaon.earnings.failed')) : '';
  const rows = earningsTableRows(report?.earningsBreakdown);
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
          <StatTiles tiles={earningsTiles(report).map((tile) => ({ label: translate(`gaon.earnings.${tile.key}`), value: tile.value, color: TILE_COLORS[tile.key] }))} />
          {report.summary && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('gaon.earnings.deliveryChargePerOrder', { amount: formatRupees(report.summary.deliveryChargePerOrder) })}
            </Typography>
          )}

          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate('gaon.earnings.breakdown')}
          </Typography>
          {rows.length === 0 ? (
            <Card variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
              <Typography>{translate(emptyTextKey(period))}</Typography>
            </Card>
          ) : (
            <ListContextProvider value={breakdown}>
              <Card variant="outlined" sx={{ overflowX: 'auto' }} aria-label={translate('gaon.earnings.breakdown')}>
                <DataTable resource="earnings" bulkActionButtons={false} rowClick={false} sx={{ minWidth: 760 }}>
                  <DataTable.Col source="restaurant" label="gaon.earnings.restaurant" disableSort sx={{ fontWeight: 600 }} />
                  {NUMERIC.map((key) => (
                    <DataTable.Col key={key} source={key} label={`gaon.earnings.${key}`} disableSort align="right" sx={{ whiteSpace: 'nowrap', fontWeight: key === 'totalEarnings' ? 600 : undefined }} />
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
