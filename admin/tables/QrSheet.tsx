import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { errorMessage, httpClient } from '../providers/httpClient';
import type { DiningTable } from '../../shared/api/tables';

type Card = DiningTable & { url: string; qr: string };

/** The guest page a table's QR code opens: the site's own address, so a printed sheet works on the box that printed it. */
export const tableUrl = (token: string) => `${window.location.origin}/t/${token}`;

/**
 * One A4 sheet (or more) of QR codes, a card per table: the restaurant's and the table's names in
 * Hindi and English, and the code that opens the table's page. Drawn with `qrcode`, the library
 * the rider's UPI code uses, loaded only here.
 */
export function QrSheet() {
  const translate = useTranslate();
  const t = (key: string) => translate(`gaon.tables.${key}`);
  const [cards, setCards] = useState<Card[] | null>(null);
  const [failure, setFailure] = useState('');

  useEffect(() => {
    let stale = false;
    Promise.all([httpClient<DiningTable[]>('/admin/tables'), import('qrcode')])
      .then(async ([{ json }, { default: QRCode }]) => {
        const made = await Promise.all(
          json.map(async (table) => {
            const url = tableUrl(table.token);
            const qr = await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 480 });
            return { ...table, url, qr };
          }),
        );
        if (!stale) setCards(made);
      })
      .catch((error: unknown) => !stale && setFailure(errorMessage(error, t('printQr'))));
    return () => {
      stale = true;
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- read once when the sheet opens

  return (
    <Box sx={{ p: 2, '@media print': { p: 0 } }}>
      <style>{'@page { size: A4; margin: 10mm; } @media print { .no-print { display: none !important; } }'}</style>
      <Box className="no-print" sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1">
          {t('printQr')}
        </Typography>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!cards}>
          {t('print')}
        </Button>
      </Box>
      {failure && <Alert severity="error">{failure}</Alert>}
      {cards?.length === 0 && <Typography>{t('empty')}</Typography>}
      <Box
        data-testid="qr-sheet"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 90mm)', gap: '6mm', justifyContent: 'center' }}
      >
        {cards?.map((card) => (
          <Box
            key={card.id}
            data-testid="qr-card"
            sx={{
              border: '1px dashed #888',
              borderRadius: 2,
              height: '88mm',
              p: '4mm',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              textAlign: 'center',
              breakInside: 'avoid',
              color: '#000',
              background: '#fff',
            }}
          >
            <Typography sx={{ fontWeight: 700, fontSize: '14pt', lineHeight: 1.2 }}>
              {card.restaurantNameHi || card.restaurantName}
            </Typography>
            {card.restaurantNameHi && <Typography sx={{ fontSize: '11pt' }}>{card.restaurantName}</Typography>}
            <Typography sx={{ fontWeight: 700, fontSize: '16pt', mt: '1mm' }}>
              {t('sheet.table')} {card.name}
            </Typography>
            <img src={card.qr} alt={card.url} style={{ width: '50mm', height: '50mm', margin: '1mm 0' }} />
            <Typography sx={{ fontSize: '10pt' }}>{t('sheet.scan')}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
