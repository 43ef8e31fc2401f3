/**
 * The signed-in app's first screen, drawn before react-admin and MUI are loaded: the kitchen's
 * orders (All) or the rider's deliveries, with the app's bar and bottom navigation, looking
 * as the react-admin screens do (kitchen/KitchenOrderCard.tsx, rider/RiderOrderCard.tsx,
 * layout/PartnerLayout.tsx). It shows the list kept on the phone at once, with its age, and the
 * startup answer (firstList.ts) when it comes. The taps that need no question (Accept, Start
 * preparing, Ready, Confirm, Picked up) work at once: they run the order's commands through the
 * same functions the app's data provider offers (providers/orderCommands.ts), waiting on the
 * phone when the network is gone, so a cook can accept an order before the app has arrived. The
 * other buttons say they are not ready yet (aria-disabled): main.tsx fetches the react-admin app
 * once the first card is on screen, and that app, taking the same answer (with what the taps
 * changed), replaces this screen. Links (call, WhatsApp, maps) work already: they need no app.
 */
import { useCallback, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { PartnerOrder, PartnerRole } from '../providers/types';
import { readSession } from '../providers/session';
import { effectiveLanguage } from '../i18n/language';
import { outboxStore, queuedFor, withQueuedChanges } from '../offline/outbox';
import { orderCommands } from '../providers/orderCommands';
import { formatTime } from '../common/formatPlain';
import { ApiError } from '../providers/apiError';
import { firstListAnswer, keepFirstListChange, keptFirstList, snapshotKeyOf, type FirstList } from './firstList';

export { startFirstList } from './firstList';
import { translator, type Translate } from './texts';
import { ICON_PATHS } from './icons';
import { Icon, Waiting, type CardProps, type FirstTap, type Ui } from './parts';
import { FIRST_CARD_MARK } from '../paths';
import { oweDeviceKot } from './owedKots';

type Card = ComponentType<CardProps>;

/** The light cards' taps: the data provider's own command functions (no react-admin in them). */
const TAPS: Record<FirstTap, typeof orderCommands.acceptOrder> = {
  accept: orderCommands.acceptOrder,
  prepare: orderCommands.prepareOrder,
  ready: orderCommands.markOrderReady,
  confirm: orderCommands.confirmOrder,
  'pick-up': orderCommands.pickUpOrder,
};
/** Each role's card is a chunk of its own: a kitchen's phone never fetches the rider's, nor the other way round. */
const cardLoaders: Record<PartnerRole, () => Promise<Card>> = {
  vendor: () => import('./KitchenCard').then((m) => m.KitchenCard),
  delivery: () => import('./RiderCard').then((m) => m.RiderCard),
};
const cards = new Map<PartnerRole, Promise<Card>>();
/** The card of `role` (fetched once; main.tsx asks for it as the page starts). */
export function loadCard(role: PartnerRole): Promise<Card> {
  let card = cards.get(role);
  if (!card) {
    card = cardLoaders[role]();
    cards.set(role, card);
  }
  return card;
}

const KITCHEN_TABS = ['all', 'placed', 'accepted', 'preparing', 'later'] as const;
const NAV: Record<PartnerRole, Array<{ label: string; icon: keyof typeof ICON_PATHS }>> = {
  vendor: [
    { label: 'partner.shell.nav.orders', icon: 'receipt' },
    { label: 'partner.shell.nav.menu', icon: 'menu' },
    { label: 'partner.shell.nav.tables', icon: 'tableRestaurant' },
    { label: 'partner.shell.nav.kitchen', icon: 'storefront' },
  ],
  delivery: [
    { label: 'partner.shell.nav.myOrders', icon: 'receipt' },
    { label: 'partner.shell.nav.today', icon: 'today' },
  ],
};

type Shown =
  | { state: 'loading' }
  | { state: 'list'; list: FirstList; keptAt: number | null; offline: boolean }
  | { state: 'error'; message: string };

/** The app's dictionary in `locale` (the same chunk the react-admin app reads its texts from). */
// One import() per function: Vite's preload of a ternary of two imports would fetch both languages.
const hindiMessages = () => import('../i18n/hi').then((m) => m.hindiTranslations);
const englishMessages = () => import('../i18n/en').then((m) => m.englishTranslations);
export const loadMessages = (locale: 'hi' | 'en'): Promise<object> =>
  locale === 'hi' ? hindiMessages() : englishMessages();

/**
 * The first screen of `role`, for the list at `path`; `onShown` once it shows what it has (a
 * card, the empty list or why there is none), the moment to fetch the rest of the app.
 */
export function FirstScreen({ role, path, onShown }: { role: PartnerRole; path: string; onShown: () => void }) {
  const locale = effectiveLanguage();
  const [t, setT] = useState<Translate | null>(null);
  const [Card, setCard] = useState<Card | null>(null);
  const [shown, setShown] = useState<Shown>(() => {
    const kept = keptFirstList(path);
    return kept
      ? {
          state: 'list',
          list: { data: kept.data as PartnerOrder[], total: kept.total },
          keptAt: kept.savedAt,
          offline: false,
        }
      : { state: 'loading' };
  });
  // What the taps made here: the server's answers (over any list answer that comes later), the
  // orders on their way, and the server's reason for the last refusal.
  const [answered, setAnswered] = useState<ReadonlyMap<number, PartnerOrder>>(new Map());
  const [sending, setSending] = useState<ReadonlySet<number>>(new Set());
  const [refusal, setRefusal] = useState<string | null>(null);
  useSyncExternalStore(outboxStore.subscribe, outboxStore.get, outboxStore.get);

  const tap = useCallback(
    async (order: PartnerOrder, command: FirstTap) => {
      setRefusal(null);
      setSending((ids) => new Set(ids).add(order.id));
      try {
        const { data, queued } = await TAPS[command](order.id, { previousData: order });
        if (command === 'accept') oweDeviceKot(order.id);
        if (!queued) {
          setAnswered((orders) => new Map(orders).set(order.id, data));
          keepFirstListChange(path, data);
        }
      } catch (error) {
        setRefusal(error instanceof Error ? error.message : String(error));
      } finally {
        setSending((ids) => {
          const next = new Set(ids);
          next.delete(order.id);
          return next;
        });
      }
    },
    [path],
  );

  useEffect(() => {
    document.documentElement.lang = locale;
    let live = true;
    void loadMessages(locale).then((messages) => live && setT(() => translator(messages)));
    void loadCard(role).then((card) => live && setCard(() => card));
    firstListAnswer(path).then(
      (list) => live && setShown({ state: 'list', list, keptAt: null, offline: false }),
      (error: unknown) => {
        if (!live) return;
        // Refused (a 401 ends the session): the app, fetched now, says why and acts on it.
        if (error instanceof ApiError) return onShown();
        setShown((previous) =>
          previous.state === 'list'
            ? { ...previous, offline: true }
            : { state: 'error', message: error instanceof Error ? error.message : String(error) },
        );
      },
    );
    return () => {
      live = false;
    };
  }, [locale, path, role, onShown]);

  const ready = t !== null && Card !== null && shown.state !== 'loading';
  useEffect(() => {
    if (!ready) return;
    // Named for the phone bench and the first-screen test: what was fetched before this moment is the first screen's.
    performance.mark(FIRST_CARD_MARK);
    onShown();
  }, [ready, onShown]);

  if (!t || !Card) return null;
  const ui: Ui = { t, locale };
  const name = readSession()?.name;
  const account = snapshotKeyOf('').slice(0, -1);
  const orders =
    shown.state === 'list'
      ? shown.list.data.map((order) => withQueuedChanges('orders', { ...order, ...answered.get(order.id) }, account))
      : [];
  const waiting = new Set(queuedFor(account).flatMap((queued) => (queued.resource === 'orders' ? [queued.id] : [])));
  return (
    <div className="fs-screen">
      <header className="fs-bar">
        <div className="fs-title">
          <h1>{t('partner.shell.title')}</h1>
          {name && <div className="fs-caption">{name}</div>}
        </div>
        <span className="fs-chip fs-bar-chip">
          ○ {t(navigator.onLine ? 'partner.shell.connecting' : 'partner.shell.noNetwork')}
        </span>
        <Waiting className="fs-bar-text">{locale === 'hi' ? 'English' : 'हिंदी'}</Waiting>
        <Waiting className="fs-bar-icon" label={t('partner.announcements.open')}>
          <Icon name="bell" />
        </Waiting>
        <Waiting className="fs-bar-icon" label={t('partner.shell.soundOn')}>
          <Icon name="volumeUp" />
        </Waiting>
        <Waiting className="fs-bar-icon" label={t('partner.shell.logout')}>
          <Icon name="logout" />
        </Waiting>
      </header>
      <main className="fs-main">
        {shown.state === 'list' && (shown.keptAt !== null || shown.offline) && (
          <div className="fs-alert fs-alert-outlined" role="status">
            <Icon name="warning" />
            <div>
              {t(shown.offline && !navigator.onLine ? 'partner.offline.offline' : 'partner.offline.staleOnline')}
              {shown.keptAt !== null &&
                ` ${t('partner.offline.asOf', { time: formatTime(new Date(shown.keptAt).toISOString(), locale) })}`}
            </div>
          </div>
        )}
        {role === 'vendor' && (
          <div className="fs-tabs" role="group">
            {KITCHEN_TABS.map((tab) => (
              <button
                type="button"
                key={tab}
                className={`fs-tab${tab === 'all' ? ' fs-selected' : ''}`}
                aria-pressed={tab === 'all'}
                aria-disabled="true"
                data-testid={`kitchen-tab-${tab}`}
              >
                {t(`resources.orders.filters.${tab}`)}
              </button>
            ))}
          </div>
        )}
        {shown.state === 'error' && <div className="fs-alert fs-alert-error">{shown.message}</div>}
        {refusal && (
          <div className="fs-alert fs-alert-error" role="alert">
            {refusal}
          </div>
        )}
        {shown.state === 'list' && orders.length === 0 && <p className="fs-empty">{t('resources.orders.empty')}</p>}
        <div className="fs-cards">
          {orders.map((order) => (
            <Card
              key={order.id}
              order={order}
              ui={ui}
              onTap={(command) => void tap(order, command)}
              busy={sending.has(order.id)}
              queued={waiting.has(order.id)}
            />
          ))}
        </div>
      </main>
      <nav className="fs-nav">
        {NAV[role].map((item, i) => (
          <span key={item.label} className={`fs-nav-item${i === 0 ? ' fs-selected' : ''}`}>
            <Icon name={item.icon} />
            <span>{t(item.label)}</span>
          </span>
        ))}
      </nav>
    </div>
  );
}
