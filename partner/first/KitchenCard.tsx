import { telLink, whatsappLink } from '../common/formatPlain';
import { allowedNextStatuses, handOverError, readyMarkError } from '../../shared/orderStatus';
import { lateMinutes } from '../../shared/lateOrders';
import { partyNoteIn } from '../../shared/party';
import {
  Chip,
  Header,
  Icon,
  Items,
  LinkButton,
  MoneyLines,
  nameIn,
  PaymentLine,
  Tap,
  Waiting,
  type CardProps,
} from './parts';
import { awaitsUpi } from '../common/payment';

/**
 * A kitchen's order card on the light first screen: kitchen/KitchenOrderCard.tsx's look and
 * words. Accept, Start preparing, Ready and Confirm work at once (FirstScreen.tsx sends them);
 * the buttons that ask a question first (cancel, hand-over, payment, fake) wait for the app. The
 * rider's name and number come with the order when the server gives them (`rider`); else the name
 * alone, without asking for it.
 */
export function KitchenCard({ order, ui, onTap, busy, queued }: CardProps) {
  const { t, locale } = ui;
  const allowed = allowedNextStatuses(order.status);
  const next =
    order.status === 'placed' && allowed.includes('accepted')
      ? 'accepted'
      : order.status === 'accepted' && allowed.includes('preparing')
        ? 'preparing'
        : null;
  const state = { status: order.status, fulfilment: order.fulfilment ?? 'delivery', readyAt: order.readyAt ?? null };
  const canMarkReady = order.status === 'preparing' && readyMarkError(state) === null;
  const canHandOver = handOverError(state) === null;
  const canCancel = allowed.includes('cancelled');
  const held = order.toConfirm === true;
  const waiting = order.status === 'placed' && !order.upcoming;
  const late = lateMinutes(order, Date.now());
  const tel = telLink(order.customerInfo?.phone);
  const whatsapp = whatsappLink(order.customerInfo?.phone);
  const rider = order.rider;
  const riderName = rider?.name ?? order.deliveryPerson?.name;
  const riderTel = telLink(rider?.phone);
  return (
    <article
      aria-label={order.orderId}
      className={`fs-card${late !== null ? ' fs-late' : waiting ? ' fs-waiting' : ''}`}
    >
      <div className="fs-content">
        <Header order={order} isNew={waiting} role="vendor" ui={ui} />
        {queued && (
          <Chip tone="default" outlined>
            {t('partner.offline.waiting')}
          </Chip>
        )}
        {late !== null && (
          <Chip tone="error" icon="alarm" testId="late-mark">
            {t('resources.orders.waitingMinutes', { smart_count: late })}
          </Chip>
        )}
        <p className="fs-line">
          <strong>{order.customerInfo?.name}</strong>
          {' · '}
          {t(`partner.fulfilment.${order.fulfilment ?? 'delivery'}`)}
          {order.fulfilment !== 'pickup' && order.villageName
            ? ` · ${nameIn({ name: order.villageName, nameHi: order.villageNameHi }, locale)}`
            : ''}
        </p>
        {order.restaurant?.name && <p className="fs-secondary fs-small fs-tight">{nameIn(order.restaurant, locale)}</p>}
        {order.fulfilment !== 'pickup' && riderName && (
          <div className="fs-rider" data-testid="order-rider">
            <Icon name="twoWheeler" />
            <span>
              {t('resources.orders.rider')}: <strong>{riderName}</strong>
            </span>
            {riderTel && (
              <LinkButton href={riderTel} className="fs-outlined-btn fs-small-btn" icon="phone">
                {t('resources.orders.actions.callRider')} {rider?.phone}
              </LinkButton>
            )}
          </div>
        )}
        {held && (
          <div className="fs-alert fs-alert-warning" data-testid="to-confirm">
            <Icon name="warning" />
            <div>
              <p className="fs-alert-title">
                {t('resources.orders.hold.title')} · {t(`resources.orders.hold.${order.holdReason ?? 'first_order'}`)}
              </p>
              {t('resources.orders.hold.how')}
            </div>
          </div>
        )}
        {held && whatsapp && (
          <LinkButton
            href={whatsapp}
            className="fs-outlined-btn fs-success fs-small-btn fs-mr"
            icon="whatsapp"
            external
          >
            {t('resources.orders.actions.whatsapp')}
          </LinkButton>
        )}
        {tel && (
          <LinkButton href={tel} className="fs-outlined-btn fs-small-btn" icon="phone">
            {t('resources.orders.actions.callCustomer')} {order.customerInfo?.phone}
          </LinkButton>
        )}
        <hr />
        <Items order={order} ui={ui} />
        {order.note && (
          <p className="fs-note">
            {t('resources.orders.fields.note')}: {partyNoteIn(order.note, locale)}
          </p>
        )}
        <MoneyLines order={order} ui={ui} />
        <PaymentLine order={order} ui={ui} />
        {awaitsUpi(order) && (
          <Waiting className="fs-outlined-btn fs-success fs-full fs-bold fs-mt">
            <Icon name="paid" />
            {t('resources.orders.actions.paymentReceived')}
          </Waiting>
        )}
        <Waiting
          className="fs-outlined-btn fs-small-btn fs-mt"
          label={t('resources.orders.bill.openAria', { orderId: order.orderId })}
        >
          <Icon name="receipt" />
          {t('resources.orders.bill.open')}
        </Waiting>
        {order.printCount > 0 && (
          <Chip tone="success" outlined testId="kot-printed">
            {t('resources.printers.kotPrinted')}
          </Chip>
        )}
      </div>
      {(next || canMarkReady || canHandOver || canCancel) && (
        <div className="fs-actions">
          {canCancel && (
            <Waiting className="fs-outlined-btn fs-error fs-large fs-flex">
              {t('resources.orders.actions.cancel')}
            </Waiting>
          )}
          {held && (
            <Tap
              className="fs-outlined-btn fs-success fs-large fs-flex fs-bold"
              busy={busy}
              onTap={() => onTap('confirm')}
            >
              {t('resources.orders.actions.confirm')}
            </Tap>
          )}
          {next && (
            <Tap
              className="fs-contained fs-large fs-flex fs-wide fs-bold"
              busy={busy}
              onTap={() => onTap(next === 'accepted' ? 'accept' : 'prepare')}
            >
              {t(next === 'accepted' ? 'resources.orders.actions.accept' : 'resources.orders.actions.prepare')}
            </Tap>
          )}
          {canMarkReady && (
            <Tap className="fs-contained fs-large fs-flex fs-bold" busy={busy} onTap={() => onTap('ready')}>
              {t('resources.orders.actions.ready')}
            </Tap>
          )}
          {canHandOver && (
            <Waiting
              className={`${canMarkReady ? 'fs-outlined-btn' : 'fs-contained'} fs-success fs-large fs-flex fs-bold`}
            >
              {t('resources.orders.actions.handedOver')}
            </Waiting>
          )}
        </div>
      )}
      {order.status !== 'delivered' && order.status !== 'cancelled' && (
        <div className="fs-actions fs-end">
          <Waiting className="fs-text-btn fs-error fs-large">
            <Icon name="report" />
            {t('resources.orders.actions.fake')}
          </Waiting>
        </div>
      )}
    </article>
  );
}
