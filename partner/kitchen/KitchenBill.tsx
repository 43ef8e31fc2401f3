import { Box, Button, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import { dataProvider } from '../providers/dataProvider';
import { BILL_PAPERS, billPageCss, BillSheet, type BillPaper } from '../../shared/bill/BillSheet';

/**
 * The bill of one of the kitchen's orders (GET /vendor/orders/:id/bill), printed from the
 * phone or the counter's computer: 80 mm thermal paper or A4, in the app's language.
 */
export function KitchenBill() {
  const { id } = useParams();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [params, setParams] = useSearchParams();
  const paper: BillPaper = params.get('paper') === 'a4' ? 'a4' : '80';
  const { data: bill, error } = useQuery({
    queryKey: ['orders', 'bill', id],
    queryFn: () => dataProvider.getBill(Number(id)),
  });
  const t = (key: string) => translate(`resources.orders.bill.${key}`);
  if (error)
    return (
      <Typography color="error" sx={{ p: 2 }}>
        {(error as Error).message || translate('ra.notification.http_error')}
      </Typography>
    );
  if (!bill) return <Typography sx={{ p: 2 }}>{translate('ra.page.loading')}</Typography>;
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
        <Button component={Link} to="/orders" variant="outlined" sx={{ bgcolor: 'background.paper', minHeight: 48 }}>
          {t('back')}
        </Button>
        <ToggleButtonGroup
          exclusive
          value={paper}
          aria-label={t('paper')}
          onChange={(_e, value: BillPaper | null) => value && setParams({ paper: value })}
          sx={{ bgcolor: 'background.paper' }}
        >
          {BILL_PAPERS.map((p) => (
            <ToggleButton key={p} value={p} sx={{ minHeight: 48 }}>
              {p === '80' ? '80 mm' : 'A4'}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} sx={{ minHeight: 48 }}>
          {t('print')}
        </Button>
      </Box>
      <BillSheet bill={bill} lang={locale === 'hi' ? 'hi' : 'en'} paper={paper} />
    </Box>
  );
}
