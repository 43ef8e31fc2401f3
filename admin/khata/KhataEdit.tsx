import { useState } from 'react';
import {
  CreateBase,
  Edit,
  Form,
  NumberInput,
  RadioButtonGroupInput,
  SimpleForm,
  TextInput,
  required,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import {
  Alert,
  Box,
  Button,
  DialogContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import PaymentsIcon from '@mui/icons-material/Payments';
import { DialogFrame, FormToolbar, formatRupees } from '../common';
import { errorMessage } from '../providers/httpClient';
import { formatIndianDateTime, whatsappHref } from '../orders/format';
import type { KhataStatement } from '../../shared/api/khata';

/**
 * The WhatsApp message in the customer's language, whichever language this screen is in (so not
 * in the screen's i18n files, which follow the owner's language).
 */
const WHATSAPP_TEXT = {
  en: (name: string, balance: string, link: string) =>
    `Namaste ${name}, your Gaon Rasoi khata: ${balance} owed. See every entry and pay by UPI: ${link}`,
  hi: (name: string, balance: string, link: string) =>
    `नमस्ते ${name}, गाँव रसोई में आपका खाता: ${balance} बाकी है। हर हिसाब देखें और UPI से चुकाएँ: ${link}`,
};

const useT = () => {
  const translate = useTranslate();
  return (key: string, options?: object) => translate(`gaon.khata.${key}`, options);
};

/**
 * One khata: its name and limit (the owner's to change), then its statement — every bill put on it
 * and every settlement with what was owed after — to print or send on WhatsApp, and "Record
 * settlement".
 */
export function KhataEdit() {
  const t = useT();
  return (
    <Edit
      title={t('title')}
      mutationMode="pessimistic"
      transform={(data: KhataStatement) => ({ name: data.name, limit: data.limit })}
      redirect={false}
    >
      <SimpleForm>
        <TextInput source="name" label={t('name')} validate={required()} />
        <NumberInput source="limit" label={t('limit')} min={0} step={1} validate={required()} />
      </SimpleForm>
      <Statement />
    </Edit>
  );
}

function Statement() {
  const t = useT();
  const khata = useRecordContext<KhataStatement>();
  const [settling, setSettling] = useState(false);
  if (!khata) return null;
  const link = `${window.location.origin}${khata.privateUrl}`;
  const message = (language: 'hi' | 'en') => WHATSAPP_TEXT[language](khata.name, formatRupees(khata.balance), link);
  return (
    <Box sx={{ p: 2 }} data-testid="khata-statement">
      <Typography variant="h6" component="h2">
        {t('statement')} · {khata.name} · {khata.phone}
      </Typography>
      <Typography sx={{ mb: 1 }} data-testid="khata-balance">
        {t('balance')}: <strong>{formatRupees(khata.balance)}</strong> / {formatRupees(khata.limit)}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2, '@media print': { display: 'none' } }}>
        <Button
          variant="contained"
          startIcon={<PaymentsIcon />}
          onClick={() => setSettling(true)}
          disabled={khata.balance <= 0}
        >
          {t('settle')}
        </Button>
        <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
          {t('print')}
        </Button>
        <Button
          startIcon={<WhatsAppIcon />}
          href={whatsappHref(khata.phone, message('hi'))}
          target="_blank"
          rel="noopener"
        >
          {t('whatsappHi')}
        </Button>
        <Button
          startIcon={<WhatsAppIcon />}
          href={whatsappHref(khata.phone, message('en'))}
          target="_blank"
          rel="noopener"
        >
          {t('whatsappEn')}
        </Button>
      </Stack>
      {khata.entries.length === 0 ? (
        <Typography>{t('noEntries')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('when')}</TableCell>
                <TableCell>{t('entry')}</TableCell>
                <TableCell align="right">{t('amount')}</TableCell>
                <TableCell align="right">{t('after')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {khata.entries.map((e) => (
                <TableRow key={e.id}>
                  <TableCell>{formatIndianDateTime(e.at)}</TableCell>
                  <TableCell>
                    {t(`types.${e.type}`)}
                    {e.type === 'settlement' ? ` (${t(`methods.${e.method}`)}${e.utr ? ` ${e.utr}` : ''})` : ''}
                    {e.orderCode ? ` · ${e.billNumber ?? e.orderCode}` : ''}
                  </TableCell>
                  <TableCell align="right">{formatRupees(e.amount)}</TableCell>
                  <TableCell align="right">{formatRupees(e.balance)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {settling && <SettleDialog khata={khata} onClose={() => setSettling(false)} />}
    </Box>
  );
}

/** Recording a settlement: the balance filled in (editable), cash or UPI with its UTR. */
function SettleDialog({ khata, onClose }: { khata: KhataStatement; onClose: () => void }) {
  const t = useT();
  const notify = useNotify();
  const refresh = useRefresh();
  const [failure, setFailure] = useState('');
  return (
    <DialogFrame open title={t('settleTitle', { name: khata.name })} onClose={onClose}>
      <CreateBase
        resource={`khata/${khata.phone}/payments`}
        redirect={false}
        transform={(d: { method: string; amount: number; utr?: string }) => ({
          method: d.method,
          amount: d.amount,
          ...(d.method === 'upi' && d.utr ? { utr: d.utr } : {}),
        })}
        mutationOptions={{
          onSuccess: () => {
            notify(t('settled'), { type: 'success' });
            refresh();
            onClose();
          },
          onError: (error) => setFailure(errorMessage(error, t('settle'))),
        }}
      >
        <Form noValidate defaultValues={{ method: 'cash', amount: khata.balance }}>
          <DialogContent sx={{ display: 'grid', gap: 1 }} data-testid="khata-settle-form">
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <RadioButtonGroupInput
              source="method"
              label={t('method')}
              choices={[
                { id: 'cash', name: t('methods.cash') },
                { id: 'upi', name: t('methods.upi') },
              ]}
            />
            <NumberInput source="amount" label={t('amount')} min={0.01} step={0.01} validate={required()} />
            <TextInput source="utr" label={t('utr')} />
          </DialogContent>
          <FormToolbar saveLabel="gaon.khata.save" onCancel={onClose} />
        </Form>
      </CreateBase>
    </DialogFrame>
  );
}
