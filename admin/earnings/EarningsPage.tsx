import { useEffect, useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Card,
  CircularProgress,
  TableCell,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { Page, ScrollTable, StatTiles, formatRupees } from '../common';
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
  const [state, setState] = useState<{ loading: boolean; error: string; report: EarningsReport | null }>({ loading: true, error: '', report: null });

  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, loading: true, error: '' }));
    dataProvider
      .getEarnings(period)
      .then((report) => current && setState({ loading: false, error: '', report: report as EarningsReport }))
      .catch((err) => current && setState({ loading: false, error: errorMessage(err, translate('gaon.earnings.failed')), report: null }));
    return () => {
      current = false;
    };
  }, [dataProvider, period, translate]);

  const { loading, error, report } = state;
  const rows = earningsTableRows(report?.earningsBreakdown);

  return (
    <Page>
      <Title title={translate('gaon.earnings.title')} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {translate('gaon.earnings.title')}
        </Typography>
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
      </Box>

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
            <ScrollTable
              label={translate('gaon.earnings.breakdown')}
              minWidth={760}
              columns={[translate('gaon.earnings.restaurant'), ...NUMERIC.map((key) => ({ label: translate(`gaon.earnings.${key}`), align: 'right' as const }))]}
            >
              {rows.map((row) => (
                <TableRow key={row.key}>
                  <TableCell sx={{ fontWeight: 600 }}>{row.restaurant}</TableCell>
                  {NUMERIC.map((key) => (
                    <TableCell key={key} align="right" sx={{ whiteSpace: 'nowrap', fontWeight: key === 'totalEarnings' ? 600 : undefined }}>
                      {row[key]}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </ScrollTable>
          )}
        </Box>
      )}
    </Page>
  );
}
