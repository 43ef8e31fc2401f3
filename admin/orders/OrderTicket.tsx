import { useState } from 'react';
import { Box, Button, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useDataProvider, useGetOne, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { dueWords } from '../../shared/scheduling';
import { formatRupees } from '../common';
import type { AppDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/httpClient';
import { formatIndianDateTime } from './format';
import type { Order } from './types';
import { applyOrderEvent } from '../../shared/browser/orderEvents';
import { useLocalName } from '../../shared/browser/localName';

export const PAPER_WIDTHS = ['80', '58'] as const;
type Paper = (typeof PAPER_WIDTHS)[number];

/**
 * The kitchen ticket: a print layout for 80 mm thermal paper (58 mm as an
 * option), outside the admin's frame. Print calls window.print() and counts the print on the
 * server (POST /orders/:id/printed), so a second print shows as "printed 2×".
 */
export function OrderTicket() {
  const { id } = useParams();
  const translate = useTranslate();
  // Dish names in the language the ticket is printed in (the kitchen's): Hindi where given.
  const nameOf = useLocalName();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [params, setParams] = useSearchParams();
  const paper: Paper = params.get('paper') === '58' ? '58' : '80';
  const [printing, setPrinting] = useState(false);
  const [locale] = useLocaleState();
  const { data: order, error } = useGetOne<Order>('orders', { id: Number(id) });
  const { mutate } = useMutation({
    mutationFn: () => dataProvider.markPrinted(Number(id)),
    // The print count the answer carries goes into the cached order and lists (no list is fetched again).
    onSuccess: (printed) => applyOrderEvent(queryClient, 'order.updated', printed as Order, { audience: 'admin' }),
    onError: (e) => notify(errorMessage(e, translate('gaon.orders.failedLoad')), { type: 'error' }),
  });
  const t = (key: string, options?: object) => translate(`gaon.orders.${key}`, options);
  const print = () => {
    setPrinting(true);
    window.print();
    setPrinting(false);
    mutate();
  };
  if (error)
    return (
      <Typography color="error" sx={{ p: 2 }}>
        {errorMessage(error, t('failedLoad'))}
      </Typography>
    );
  if (!order) return <Typography sx={{ p: 2 }}>{translate('gaon.common.loading')}</Typography>;
  const line = { display: 'flex', justifyContent: 'space-between', gap: '2mm' } as const;
  return (
    <Box sx={{ bgcolor: '#f3f4f6', minHeight: '100vh', py: 2, '@media print': { bgcolor: '#fff', py: 0 } }}>
      <style>{`@page { size: ${paper}mm auto; margin: 2mm; } @media print { .no-print { display: none !important; } body { background: #fff; } }`}</style>
      <Box
        className="no-print"
        sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap', mb: 2, px: 1 }}
      >
        <Button component={Link} to={`/orders/${order.id}`} variant="outlined">
          {t('ticket.back')}
        </Button>
        {/* On white: the unselected grey text is under 4.5:1 on the page's grey. */}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={paper}
          aria-label={t('ticket.paper')}
          onChange={(_e, value: Paper | null) => value && setParams({ paper: value })}
          sx={{ bgcolor: 'background.paper' }}
        >
          {PAPER_WIDTHS.map((w) => (
            <ToggleButton key={w} value={w}>
              {w} mm
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={print} disabled={printing}>
          {t('ticket.print')}
        </Button>
        <Typography variant="body2" sx={{ alignSelf: 'center' }} data-testid="print-count">
          {order.printCount > 0 ? t('printed', { count: order.printCount }) : t('notPrinted')}
        </Typography>
      </Box>
      <Box
        data-testid="kitchen-ticket"
        data-paper={paper}
        sx={{
          width: `${paper}mm`,
          mx: 'auto',
          bgcolor: '#fff',
          color: '#000',
          p: '3mm',
          boxSizing: 'border-box',
          fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
          fontSize: paper === '58' ? '10pt' : '11pt',
          lineHeight: 1.35,
          '@media print': { width: `calc(${paper}mm - 4mm)`, p: 0 },
        }}
      >
        <div style={{ textAlign: 'center', fontWeight: 700, fontSize: '1.3em' }}>{order.orderId}</div>
        <div style={{ textAlign: 'center' }}>{formatIndianDateTime(order.createdAt)}</div>
        <div style={{ textAlign: 'center', fontWeight: 700, fontSize: '1.2em', margin: '1mm 0' }}>
          {order.fulfilment === 'pickup' ? t('ticket.pickup') : t('ticket.delivery')}
        </div>
        {/* An order for later: the cook must not start it now. */}
        {order.scheduledFor && (
          <div
            data-testid="ticket-for-time"
            style={{
              textAlign: 'center',
              fontWeight: 700,
              fontSize: '1.2em',
              border: '2px solid #000',
              padding: '1mm',
              margin: '1mm 0',
            }}
          >
            {t('forTime', {
              time: dueWords(Date.parse(order.scheduledFor), Date.now(), locale === 'hi' ? 'hi' : 'en'),
            })}
          </div>
        )}
        <hr style={{ border: 0, borderTop: '1px dashed #000' }} />
        <div>
          <b>{order.customerInfo.name}</b>
        </div>
        <div>{order.customerInfo.phone}</div>
        {order.fulfilment === 'delivery' && (
          <>
            {order.villageName && (
              <div>
                {t('village')}: {order.villageName}
              </div>
            )}
            {order.address && (
              <div>
                {t('address')}: {order.address}
              </div>
            )}
            {order.landmark && (
              <div>
                {t('landmark')}: {order.landmark}
              </div>
            )}
          </>
        )}
        {order.note && (
          <div>
            <b>{t('note')}:</b> {order.note}
          </div>
        )}
        <hr style={{ border: 0, borderTop: '1px dashed #000' }} />
        {order.items.map((item, index) => (
          <div key={index} style={line}>
            <span>
              {item.quantity} × {nameOf(item)}
            </span>
            <span>{formatRupees(item.price * item.quantity)}</span>
          </div>
        ))}
        <hr style={{ border: 0, borderTop: '1px dashed #000' }} />
        <div style={line}>
          <span>{t('subtotal')}</span>
          <span>{formatRupees(order.subtotal)}</span>
        </div>
        <div style={line}>
          <span>{t('deliveryCharge')}</span>
          <span>{formatRupees(order.deliveryCharge)}</span>
        </div>
        {order.discount > 0 && (
          <div style={line}>
            <span>{order.couponCode ? t('couponDiscount', { code: order.couponCode }) : t('discount')}</span>
            <span>− {formatRupees(order.discount)}</span>
          </div>
        )}
        <div style={{ ...line, fontWeight: 700 }}>
          <span>{t('total')}</span>
          <span>{formatRupees(order.totalAmount)}</span>
        </div>
        <div
          style={{
            textAlign: 'center',
            fontWeight: 700,
            fontSize: '1.2em',
            marginTop: '2mm',
            border: '1px solid #000',
            padding: '1mm',
          }}
        >
          {t('ticket.cash', { amount: formatRupees(order.totalAmount) })}
        </div>
      </Box>
    </Box>
  );
}
