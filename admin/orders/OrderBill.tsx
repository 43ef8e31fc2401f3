import { Box, Button, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/httpClient';
import { BILL_PAPERS, billPageCss, BillSheet, type BillPaper } from '../../shared/bill/BillSheet';

/**
 * An order's bill (GET /admin/orders/:id/bill) as it prints: 80 mm thermal paper or A4,
 * outside the admin's frame like the kitchen ticket, in the admin's language.
 */
export function OrderBill() {
  const { id } = useParams();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [params, setParams] = useSearchParams();
  const paper: BillPaper = params.get('paper') === 'a4' ? 'a4' : '80';
  const { data: bill, error } = useQuery({
    queryKey: ['orders', 'bill', id],
    queryFn: () => dataProvider.getBill(Number(id)),
  });
  const t = (key: string) => translate(`gaon.orders.bill.${key}`);
  if (error)
    return (
      <Typography color="error" sx={{ p: 2 }}>
        {errorMessage(error, translate('gaon.orders.failedLoad'))}
      </Typography>
    );
  if (!bill) return <Typography sx={{ p: 2 }}>{translate('gaon.common.loading')}</Typography>;
  return (
    <Box
      component="main"
      sx={{
        bgcolor: '#f3f4f6',
        minHeight: '100vh',
        py: 2,
        overflowX: 'auto',
        '@media print': { bgcolor: '#fff', py: 0 },
      }}
    >
      <style>{billPageCss(paper)}</style>
      <Box
        className="no-print"
        sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap', mb: 2, px: 1 }}
      >
        <Button component={Link} to={`/orders/${id}`} variant="outlined" sx={{ bgcolor: 'background.paper' }}>
          {t('back')}
        </Button>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={paper}
          aria-label={t('paper')}
          onChange={(_e, value: BillPaper | null) => value && setParams({ paper: value })}
          sx={{ bgcolor: 'background.paper' }}
        >
          {BILL_PAPERS.map((p) => (
            <ToggleButton key={p} value={p}>
              {p === '80' ? '80 mm' : 'A4'}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {t('print')}
        </Button>
      </Box>
      <BillSheet bill={bill} lang={locale === 'hi' ? 'hi' : 'en'} paper={paper} />
    </Box>
  );
}
