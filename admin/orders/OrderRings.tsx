import { useQuery } from '@tanstack/react-query';
import { Box, Typography } from '@mui/material';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { useTranslate } from 'react-admin';
import { httpClient } from '../providers/httpClient';
import { currentIntlLocale } from '../common/format';
import type { Ring } from '../../shared/api/rings';

/** One line per browser that was rung: whose, which of their devices, and the times in order. */
export interface RingGroup {
  key: string;
  role: Ring['role'];
  name: string | null;
  /** 1, 2, … among the same account's devices (in the order they were first rung); null when the account has one. */
  phone: number | null;
  times: Array<{ at: string; ok: boolean }>;
}

/** Groups the rings per device (kitchen first, then rider, then admins), keeping each one's times in order. */
export function groupRings(rings: Ring[]): RingGroup[] {
  const groups = new Map<string, RingGroup>();
  const devicesOf = new Map<string, number[]>();
  for (const ring of rings) {
    const account = `${ring.role}:${ring.accountId}`;
    const devices = devicesOf.get(account) ?? [];
    if (!devices.includes(ring.device)) devices.push(ring.device);
    devicesOf.set(account, devices);
    const key = `${account}:${ring.device}`;
    const group = groups.get(key) ?? { key, role: ring.role, name: ring.name, phone: null, times: [] };
    group.times.push({ at: ring.at, ok: ring.result === 'delivered' || ring.result === 'sending' });
    groups.set(key, group);
  }
  const order = { vendor: 0, delivery: 1, admin: 2 } as const;
  return [...groups.values()]
    .map((group) => {
      const devices = devicesOf.get(group.key.split(':').slice(0, 2).join(':'))!;
      return { ...group, phone: devices.length > 1 ? devices.indexOf(Number(group.key.split(':')[2])) + 1 : null };
    })
    .sort((a, b) => order[a.role] - order[b.role] || a.times[0]!.at.localeCompare(b.times[0]!.at));
}

const clockOf = (iso: string) =>
  new Date(iso).toLocaleTimeString(currentIntlLocale(), {
    timeZone: 'Asia/Kolkata',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });

/**
 * "Rung: Kitchen (Ramesh, phone 1) 7:02 PM, 7:03 PM · Admin (Owner) 7:05 PM": who the server's
 * pushes reached for this order and when, so the desk can tell "nobody was told" from "nobody
 * looked". A push the phone's push service did not take is struck through.
 */
export function OrderRings({ orderId }: { orderId: number | string }) {
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: ['orderRings', String(orderId)],
    queryFn: () => httpClient(`/admin/orders/${orderId}/rings`).then((r) => r.json as Ring[]),
    refetchInterval: 30_000,
  });
  if (!data) return null;
  const groups = groupRings(data);
  return (
    <Box sx={{ mt: 2, display: 'flex', gap: 1, alignItems: 'flex-start' }} data-testid="order-rings">
      <NotificationsActiveIcon fontSize="small" sx={{ mt: 0.25, color: 'text.secondary' }} aria-hidden />
      <Typography variant="body2" component="div">
        <strong>{translate('gaon.orders.rings.title')}:</strong>{' '}
        {groups.length === 0
          ? translate('gaon.orders.rings.none')
          : groups.map((group, i) => (
              <span key={group.key}>
                {i > 0 && ' · '}
                {translate(`gaon.orders.rings.${group.role}`)}
                {(group.name || group.phone) &&
                  ` (${[group.name ?? translate('gaon.orders.rings.removed'), group.phone && translate('gaon.orders.rings.phone', { n: group.phone })].filter(Boolean).join(', ')})`}{' '}
                {group.times.map((time, j) => (
                  <span key={time.at + j}>
                    {j > 0 && ', '}
                    {time.ok ? (
                      clockOf(time.at)
                    ) : (
                      <s title={translate('gaon.orders.rings.notDelivered')}>{clockOf(time.at)}</s>
                    )}
                  </span>
                ))}
              </span>
            ))}
      </Typography>
    </Box>
  );
}
