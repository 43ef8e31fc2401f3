import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import PeopleIcon from '@mui/icons-material/People';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import { Link } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/httpClient';
import { formatDay, formatNumber, formatRupees, formatRupeesRounded, Screen, visuallyHidden } from '../common';
import { DashboardListModal } from './DashboardListModal';
import { LateOrdersAlert } from './LateOrdersAlert';
import { PartnersWaitingCard } from './PartnersWaitingCard';
import { PortionsLeftCard } from './PortionsLeftCard';
import { BackupHealthCard } from '../backups';
import { useCountUp } from './useCountUp';
import type { CardKey, DashboardFigures } from './types';
import { formatWaited } from '../orders/format';

function CountCard({
  label,
  caption,
  target,
  format,
  icon,
  color,
  onOpen,
  testId,
}: {
  label: string;
  caption?: string;
  target: number;
  format: (n: number) => string;
  icon: ReactNode;
  color: string;
  onOpen: () => void;
  testId: string;
}) {
  const translate = useTranslate();
  const value = useCountUp(target);
  return (
    <Card variant="outlined" sx={{ borderTop: 4, borderTopColor: color }}>
      {/* Named by what it shows ("Users 22", WCAG 2.5.3: voice control says what it sees), then what it does. */}
      <CardActionArea onClick={onOpen} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box
            sx={{
              bgcolor: color,
              color: '#fff',
              borderRadius: '50%',
              width: 48,
              height: 48,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              flexShrink: 0,
            }}
          >
            {icon}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid={testId} data-target={target}>
              {format(value)}
            </Typography>
            {caption && (
              <Typography variant="caption" color="text.secondary" component="p">
                {caption}
              </Typography>
            )}
            <Box component="span" sx={visuallyHidden}>
              {translate('gaon.dashboard.openList', { name: label })}
            </Box>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

const orderListLink = (filter: Record<string, string>) =>
  `/orders?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/**
 * Today first: what waits (and for how long), what is cooking, what is on the road,
 * today's orders and takings; each card opens the orders behind it. Every figure names what it counts.
 */
function TodayCards({
  today,
  counts,
}: {
  today: NonNullable<DashboardFigures['today']>;
  counts: Record<string, number>;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`gaon.dashboard.today.${key}`, options);
  const cards = [
    {
      key: 'waiting',
      value: whole(today.waiting),
      note: today.oldestWaitingAt ? t('waitingFor', { time: formatWaited(today.oldestWaitingAt) }) : '',
      to: orderListLink({ status: 'placed' }),
      color: '#b45309',
    },
    {
      key: 'accepted',
      value: whole(counts.accepted ?? 0),
      note: '',
      to: orderListLink({ status: 'accepted' }),
      color: '#1d4ed8',
    },
    {
      key: 'preparing',
      value: whole(counts.preparing ?? 0),
      note: '',
      to: orderListLink({ status: 'preparing' }),
      color: '#ea580c',
    },
    {
      key: 'outForDelivery',
      value: whole(today.outForDelivery),
      note: '',
      to: orderListLink({ status: 'out_for_delivery' }),
      color: '#7c3aed',
    },
    {
      key: 'orders',
      value: whole(today.orders),
      note: t('ordersNote'),
      to: orderListLink({ date: today.date }),
      color: '#2563eb',
    },
    {
      key: 'takings',
      value: formatRupees(today.takings),
      note: t('takingsNote', { smart_count: today.delivered }),
      to: orderListLink({ date: today.date, status: 'delivered' }),
      color: '#15803d',
      more: takingsByMethod(today, t),
    },
    // The money that came in today, on the day it came (the day close's figures): an order of yesterday paid
    // today is here, a party's advance too; the takings above count orders on the day they are due.
    ...(today.received
      ? [
          {
            key: 'received',
            value: formatRupees(today.received.cash + today.received.upi),
            note: t('receivedNote'),
            to: '/cash',
            color: '#047857',
            more: receivedLines(today, t),
          },
        ]
      : []),
    // The day by how it is eaten: delivered, picked up, at a table.
    ...(today.byFulfilment
      ? [
          {
            key: 'byFulfilment',
            value: FULFILMENT_ORDER.map((f) => whole(today.byFulfilment![f].orders)).join(' / '),
            note: '',
            to: orderListLink({ date: today.date }),
            color: '#0f766e',
            more: FULFILMENT_ORDER.map((f) => ({
              text: t(`fulfilment.${f}`, { amount: formatRupees(today.byFulfilment![f].amount) }),
              testId: `today-fulfilment-${f}`,
              strong: false,
            })),
          },
        ]
      : []),
    // Money owed back to customers, whatever day their order was: it stays until recorded as given back.
    ...(today.refundsDue
      ? [
          {
            key: 'refundsDue',
            value: whole(today.refundsDue.count),
            note: t('refundsDueNote', { amount: formatRupees(today.refundsDue.amount) }),
            to: orderListLink({ refundStatus: 'due' }),
            color: today.refundsDue.count > 0 ? '#b91c1c' : '#64748b',
          },
        ]
      : []),
    // Udhaar: what regulars owe on their khata, whatever day they ate.
    ...(today.onKhata
      ? [
          {
            key: 'onKhata',
            value: formatRupees(today.onKhata.amount),
            note: t('onKhataNote', { smart_count: today.onKhata.people }),
            to: '/khata',
            color: '#a16207',
          },
        ]
      : []),
  ];
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('title')} · {formatDay(today.date)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
            xl: `repeat(${cards.length}, minmax(0, 1fr))`,
          },
          gap: 1.5,
          mb: 3,
        }}
      >
        {cards.map((card) => (
          <Card key={card.key} variant="outlined" sx={{ borderLeft: 4, borderLeftColor: card.color }}>
            <CardActionArea component={Link} to={card.to} sx={{ height: '100%' }}>
              <CardContent sx={{ p: 1.5 }}>
                <Typography variant="body2" color="text.secondary">
                  {t(card.key)}
                </Typography>
                <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid={`today-${card.key}`}>
                  {card.value}
                </Typography>
                {card.note && (
                  <Typography variant="caption" color="text.secondary" component="p">
                    {card.note}
                  </Typography>
                )}
                {'more' in card &&
                  card.more?.map((line) => (
                    <Typography
                      key={line.testId}
                      variant="body2"
                      component="p"
                      sx={{
                        fontWeight: line.strong ? 600 : 400,
                        color: line.strong ? 'text.primary' : 'warning.dark',
                        mt: 0.5,
                      }}
                      data-testid={line.testId}
                    >
                      {line.text}
                    </Typography>
                  ))}
                <Box component="span" sx={visuallyHidden}>
                  {t('open')}
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </>
  );
}

const whole = (n: number) => formatNumber(Math.round(n));

/** "Cash ₹…, UPI ₹…" under today's takings, and the UPI money nobody has confirmed yet (to check against the UTRs). */
const FULFILMENT_ORDER = ['delivery', 'pickup', 'dine_in'] as const;

function takingsByMethod(
  today: NonNullable<DashboardFigures['today']>,
  t: (key: string, options?: object) => string,
): Array<{ text: string; testId: string; strong: boolean }> {
  if (today.cashTakings === undefined || today.upiTakings === undefined) return [];
  const lines = [
    {
      text: t('takingsSplit', { cash: formatRupees(today.cashTakings), upi: formatRupees(today.upiTakings) }),
      testId: 'today-takings-split',
      strong: true,
    },
  ];
  if (today.upiAwaiting)
    lines.push({
      text: t('upiAwaiting', { amount: formatRupees(today.upiAwaiting) }),
      testId: 'today-upi-awaiting',
      strong: false,
    });
  return lines;
}

/** "Cash ₹…, UPI ₹…" received today, the UPI still to check, the party advances in it and what was given back. */
function receivedLines(
  today: NonNullable<DashboardFigures['today']>,
  t: (key: string, options?: object) => string,
): Array<{ text: string; testId: string; strong: boolean }> {
  const received = today.received!;
  const lines = [
    {
      text: t('receivedSplit', { cash: formatRupees(received.cash), upi: formatRupees(received.upi) }),
      testId: 'today-received-split',
      strong: true,
    },
  ];
  if (received.upiToCheck)
    lines.push({
      text: t('receivedToCheck', { amount: formatRupees(received.upiToCheck) }),
      testId: 'today-received-to-check',
      strong: false,
    });
  if (today.advances?.count)
    lines.push({
      text: t('receivedAdvances', { amount: formatRupees(today.advances.amount) }),
      testId: 'today-received-advances',
      strong: true,
    });
  if (received.refunded)
    lines.push({
      text: t('receivedRefunded', { amount: formatRupees(received.refunded) }),
      testId: 'today-received-refunded',
      strong: true,
    });
  return lines;
}

/** "Admin Dashboard": four animated count cards opening their lists, and quick links. */
export function Dashboard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState<CardKey | null>(null);
  const {
    data,
    isPending: loading,
    error,
  } = useQuery({ queryKey: ['dashboard'], queryFn: () => dataProvider.getDashboard() as Promise<DashboardFigures> });

  const links = [
    { to: '/users', key: 'users' },
    { to: '/restaurants', key: 'restaurants' },
    { to: '/orders', key: 'orders' },
    { to: '/earnings', key: 'earnings' },
  ];

  return (
    <Screen title={translate('gaon.dashboard.title')}>
      <LateOrdersAlert />
      <BackupHealthCard />
      {loading ? (
        <Typography>{translate('gaon.dashboard.loading')}</Typography>
      ) : error || !data ? (
        <Alert severity="error">
          {translate('gaon.dashboard.errorPrefix')}
          {errorMessage(error, translate('gaon.dashboard.failed'))}
        </Alert>
      ) : (
        <>
          <PartnersWaitingCard count={data.partnersWaiting ?? 0} />
          <PortionsLeftCard portions={data.portions ?? []} />
          {data.today && <TodayCards today={data.today} counts={data.orderStatusCounts} />}
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate('gaon.dashboard.today.allTime')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
              gap: 2,
              mb: 3,
            }}
          >
            <CountCard
              testId="count-users"
              label={translate('gaon.dashboard.users')}
              caption={translate('gaon.dashboard.captions.users')}
              target={data.totalVendors + data.totalDeliveryPersons}
              format={whole}
              icon={<PeopleIcon />}
              color="#2563eb"
              onOpen={() => setOpen('users')}
            />
            <CountCard
              testId="count-restaurants"
              label={translate('gaon.dashboard.restaurants')}
              target={data.totalRestaurants}
              format={whole}
              icon={<RestaurantIcon />}
              color="#b45309"
              onOpen={() => setOpen('restaurants')}
            />
            <CountCard
              testId="count-orders"
              label={translate('gaon.dashboard.orders')}
              target={data.totalOrders}
              format={whole}
              icon={<ReceiptLongIcon />}
              color="#7c3aed"
              onOpen={() => setOpen('orders')}
            />
            <CountCard
              testId="count-earnings"
              label={translate('gaon.dashboard.earnings')}
              caption={translate('gaon.dashboard.captions.earnings')}
              target={Math.round(data.totalAdminEarnings)}
              format={formatRupeesRounded}
              icon={<CurrencyRupeeIcon />}
              color="#15803d"
              onOpen={() => setOpen('earnings')}
            />
          </Box>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate('gaon.dashboard.quickLinks')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
              gap: 1.5,
            }}
          >
            {links.map((link) => (
              <Button
                key={link.key}
                component={Link}
                to={link.to}
                variant="outlined"
                size="large"
                sx={{ justifyContent: 'flex-start', bgcolor: 'background.paper' }}
              >
                {translate(`gaon.dashboard.links.${link.key}`)}
              </Button>
            ))}
          </Box>
        </>
      )}
      {open && <DashboardListModal card={open} onClose={() => setOpen(null)} />}
    </Screen>
  );
}
