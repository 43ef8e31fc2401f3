/** What the light first screen's cards and bars share (FirstScreen.tsx, KitchenCard.tsx, RiderCard.tsx). */
import type { ReactNode } from 'react';
import type { PartnerOrder, PartnerRole } from '../providers/types';
import { formatRupees, formatTime } from '../common/formatPlain';
import { dueAtDoor } from '../../shared/money';
import { dueWords } from '../../shared/scheduling';
import type { Translate } from './texts';
import { paymentKey, paymentWords } from '../common/payment';
import { ICON_PATHS } from './icons';
import css from './FirstScreen.css?inline';

if (typeof document !== 'undefined' && !document.getElementById('fs-styles')) {
  // Inside the script, not a stylesheet in the head, as the sign-in screen does (login/parts.tsx): no extra trip before the first paint.
  const style = document.createElement('style');
  style.id = 'fs-styles';
  style.textContent = css;
  document.head.append(style);
}

/** The name in this language (as shared/browser/localName.ts's nameIn, which comes with react-admin's locale hook). */
export const nameIn = (x: { name: string; nameHi?: string | null }, locale: string): string =>
  (locale === 'hi' && x.nameHi) || x.name;

export const Icon = ({ name }: { name: keyof typeof ICON_PATHS }) => (
  <svg className="fs-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    {ICON_PATHS[name].map((d) => (
      <path key={d} d={d} />
    ))}
  </svg>
);

export interface Ui {
  t: Translate;
  locale: 'hi' | 'en';
}

/** A control of the app that works once the app is in: drawn as it will look, not yet pressable. */
export function Waiting({ className, children, label }: { className: string; children: ReactNode; label?: string }) {
  return (
    <button type="button" className={`fs-btn ${className}`} aria-disabled="true" aria-label={label}>
      {children}
    </button>
  );
}

/** The commands a light card sends by itself; the others ask a question first, or offer an Undo, which the app brings. */
export type FirstTap = 'accept' | 'prepare' | 'ready' | 'confirm' | 'pick-up';

/** What a light card is given: its order, and how to send one of its taps (FirstScreen.tsx). */
export interface CardProps {
  order: PartnerOrder;
  ui: Ui;
  onTap: (command: FirstTap) => void;
  /** One of its taps is on its way. */
  busy: boolean;
  /** A tap of it waits on the phone for the network. */
  queued: boolean;
}

/** A control that works before the app is in: it sends its command through the same functions the app does. */
export function Tap({
  className,
  children,
  busy,
  onTap,
}: {
  className: string;
  children: ReactNode;
  busy: boolean;
  onTap: () => void;
}) {
  return (
    <button
      type="button"
      className={`fs-btn ${className}`}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onTap();
      }}
    >
      {children}
    </button>
  );
}

export function LinkButton({
  href,
  className,
  icon,
  children,
  external,
}: {
  href: string;
  className: string;
  icon: keyof typeof ICON_PATHS;
  children: ReactNode;
  external?: boolean;
}) {
  return (
    <a
      className={`fs-btn ${className}`}
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <Icon name={icon} />
      <span>{children}</span>
    </a>
  );
}

export const STATUS_CLASS: Record<string, string> = {
  placed: 'warning',
  accepted: 'info',
  preparing: 'primary',
  out_for_delivery: 'secondary',
  delivered: 'success',
  cancelled: 'error',
};

export function Chip({
  tone,
  outlined,
  icon,
  children,
  testId,
}: {
  tone: string;
  outlined?: boolean;
  icon?: keyof typeof ICON_PATHS;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <span className={`fs-chip fs-${tone}${outlined ? ' fs-outlined' : ''}`} data-testid={testId}>
      {icon && <Icon name={icon} />}
      {children}
    </span>
  );
}

export const isReadyForPickup = (order: PartnerOrder) =>
  Boolean(order.readyAt) && (order.status === 'accepted' || order.status === 'preparing');
export const readyLabel = (order: PartnerOrder, role: PartnerRole) =>
  order.fulfilment === 'pickup'
    ? 'resources.orders.readyForPickup'
    : role === 'delivery'
      ? 'resources.orders.readyToCollect'
      : 'resources.orders.readyWaitingRider';

export function Header({ order, isNew, role, ui }: { order: PartnerOrder; isNew: boolean; role: PartnerRole; ui: Ui }) {
  const { t, locale } = ui;
  return (
    <div className="fs-header">
      <h2>{order.orderId}</h2>
      <span className="fs-secondary fs-small">{formatTime(order.createdAt, locale)}</span>
      <span className="fs-grow" />
      {order.scheduledFor && (
        <Chip tone="info" icon="event" testId="for-time">
          {t('resources.orders.forTime', { time: dueWords(Date.parse(order.scheduledFor), Date.now(), locale) })}
        </Chip>
      )}
      {isNew && (
        <Chip tone="warning" outlined icon="fiberNew">
          {t('resources.orders.new')}
        </Chip>
      )}
      {!((isNew || order.upcoming) && order.status === 'placed') && (
        <Chip tone={STATUS_CLASS[order.status] ?? 'default'}>{t(`partner.status.${order.status}`)}</Chip>
      )}
      {isReadyForPickup(order) && (
        <Chip tone="success" icon="doneAll" testId="ready-mark">
          {t(readyLabel(order, role))}
        </Chip>
      )}
    </div>
  );
}

export function Items({ order, ui }: { order: PartnerOrder; ui: Ui }) {
  return (
    <ul className="fs-items" aria-label={ui.t('resources.orders.fields.items')}>
      {(order.items ?? []).map((item, i) => (
        <li key={`${item.name}-${i}`}>
          <span className="fs-qty">{item.quantity} ×</span>
          <span className="fs-grow fs-wrap">{nameIn(item, ui.locale)}</span>
          <span className="fs-secondary">{formatRupees(item.price * item.quantity, ui.locale)}</span>
        </li>
      ))}
    </ul>
  );
}

export function MoneyRow({
  label,
  amount,
  strong,
  testId,
}: {
  label: string;
  amount: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className={`fs-money${strong ? ' fs-strong' : ''}`} data-testid={testId}>
      <span>{label}</span>
      <span>{amount}</span>
    </div>
  );
}

export function MoneyLines({ order, ui }: { order: PartnerOrder; ui: Ui }) {
  const { t, locale } = ui;
  const rupees = (amount: number) => formatRupees(amount, locale);
  const label = (name: string) => t(`resources.orders.money.${name}`);
  return (
    <div className="fs-money-lines" data-testid="money-lines">
      <MoneyRow label={label('subtotal')} amount={rupees(order.subtotal)} />
      {order.deliveryCharge > 0 && <MoneyRow label={label('delivery')} amount={rupees(order.deliveryCharge)} />}
      {order.discount > 0 && <MoneyRow label={label('discount')} amount={`− ${rupees(order.discount)}`} />}
      {order.tax > 0 && <MoneyRow label={label('tax')} amount={rupees(order.tax)} />}
      <MoneyRow
        label={t('resources.orders.fields.totalAmount')}
        amount={rupees(order.totalAmount)}
        strong
        testId="money-total"
      />
      {order.advance > 0 && (
        <>
          <MoneyRow label={label('advance')} amount={`− ${rupees(order.advance)}`} />
          <MoneyRow label={label('balance')} amount={rupees(dueAtDoor(order))} strong testId="money-balance" />
        </>
      )}
    </div>
  );
}

export function PaymentLine({ order, ui }: { order: PartnerOrder; ui: Ui }) {
  const key = paymentKey(order);
  const text = paymentWords(order, ui.t);
  return (
    <p className={`fs-payment fs-pay-${key}`} data-testid="payment-line">
      {text}
    </p>
  );
}

export function Line({ label, value }: { label: string; value?: string | null }) {
  if (!value) return null;
  return (
    <p className="fs-small fs-wrap fs-tight">
      <span className="fs-secondary">{label}: </span>
      {value}
    </p>
  );
}
