import { formatRupees, mapsLink, telLink, whatsappLink } from '../common/formatPlain';
import { allowedNextStatuses } from '../../shared/orderStatus';
import { dueAtDoor } from '../../shared/money';
import { partyNoteIn } from '../../shared/party';
import { Chip, Header, Icon, Items, Line, LinkButton, MoneyLines, nameIn, Tap, Waiting, type CardProps } from './parts';

/**
 * A rider's order card on the light first screen: rider/RiderOrderCard.tsx's look and words.
 * Picked up works at once (FirstScreen.tsx sends it); Delivered, which asks how the customer paid
 * and offers an Undo, waits for the app, as does the fake mark. The kitchen's address and number
 * come with the app (they are asked for per kitchen).
 */
export function RiderCard({ order, ui, onTap, busy, queued }: CardProps) {
  const { t, locale } = ui;
  const allowed = allowedNextStatuses(order.status);
  const next =
    order.status === 'out_for_delivery'
      ? allowed.includes('delivered')
        ? 'delivered'
        : null
      : allowed.includes('out_for_delivery')
        ? 'out_for_delivery'
        : null;
  const phone = order.customerInfo?.phone;
  const tel = telLink(phone);
  const whatsapp = whatsappLink(phone);
  const maps = mapsLink([order.address, order.landmark, order.villageName]);
  const field = (name: string) => t(`resources.orders.fields.${name}`);
  const paid = order.paymentStatus === 'paid';
  const toCollect = paid
    ? 'paidNothingToCollect'
    : order.paymentStatus === 'awaiting_upi'
      ? 'upiToCollect'
      : 'cashToCollect';
  return (
    <article aria-label={order.orderId} className="fs-card">
      <div className="fs-content">
        <Header order={order} isNew={false} role="delivery" ui={ui} />
        {queued && (
          <Chip tone="default" outlined>
            {t('partner.offline.waiting')}
          </Chip>
        )}
        <p className="fs-subtitle">{order.customerInfo?.name}</p>
        {phone && <p className="fs-small fs-tight">{phone}</p>}
        <Line label={field('collectFrom')} value={order.restaurant ? nameIn(order.restaurant, locale) : undefined} />
        <Line
          label={field('villageName')}
          value={order.villageName && nameIn({ name: order.villageName, nameHi: order.villageNameHi }, locale)}
        />
        <Line label={field('address')} value={order.address} />
        <Line label={field('landmark')} value={order.landmark} />
        <Line label={field('note')} value={order.note && partyNoteIn(order.note, locale)} />
        <div className="fs-row fs-mt">
          {tel && (
            <LinkButton href={tel} className="fs-outlined-btn fs-flex" icon="phone">
              {t('resources.orders.actions.callCustomer')}
            </LinkButton>
          )}
          {whatsapp && (
            <LinkButton href={whatsapp} className="fs-outlined-btn fs-success fs-flex" icon="whatsapp" external>
              {t('resources.orders.actions.whatsapp')}
            </LinkButton>
          )}
        </div>
        {maps && (
          <LinkButton href={maps} className="fs-outlined-btn fs-full fs-mt" icon="place" external>
            {t('resources.orders.actions.maps')}
          </LinkButton>
        )}
        <hr />
        <Items order={order} ui={ui} />
        <MoneyLines order={order} ui={ui} />
        <div className={`fs-collect ${paid ? 'fs-pay-upiPaid' : 'fs-pay-cashDue'}`}>
          <strong>{field(toCollect)}</strong>
          <span className="fs-collect-amount">{formatRupees(dueAtDoor(order), locale)}</span>
        </div>
      </div>
      {next && (
        <div className="fs-actions">
          {next === 'delivered' ? (
            <Waiting className="fs-contained fs-large fs-full fs-bold fs-tall fs-success">
              {t('resources.orders.actions.delivered')}
            </Waiting>
          ) : (
            <Tap className="fs-contained fs-large fs-full fs-bold fs-tall" busy={busy} onTap={() => onTap('pick-up')}>
              {t('resources.orders.actions.pickedUp')}
            </Tap>
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
