/**
 * What a push says, in the account's app language (kitchens and riders read Hindi first; admins
 * English). The service worker shows `title` and `body` as they come and opens `url` on a tap.
 */
import { formatOrderCode } from '../../shared/ordering';
import type { WatchedOrder } from '../../db/push';

export type OrderPushType = 'order.new' | 'order.unaccepted' | 'order.assigned' | 'order.cancelled';
export type PushType = OrderPushType | 'kitchen.paused' | 'announcement' | 'order.status' | 'order.codeLocked';

export interface OrderPushPayload {
  type: OrderPushType;
  orderId: string;
  title: string;
  body: string;
  url: string;
}

/** An admin's announcement: `id` is the notification's; the full text stays in the app's list. */
export interface AnnouncementPayload {
  type: 'announcement';
  id: number;
  title: string;
  body: string;
  url: string;
}

/** A kitchen paused itself after orders went unaccepted: the kitchen and the admins hear why. */
export interface KitchenPausedPayload {
  type: 'kitchen.paused';
  restaurantId: number;
  title: string;
  body: string;
  url: string;
}

/** A customer's order moved: the tracking page's worker shows it and opens the order's page on a tap. */
export interface OrderStatusPayload {
  type: 'order.status';
  orderId: string;
  status: CustomerPushStatus;
  title: string;
  body: string;
  url: string;
}

/** The statuses a customer following an order is told of; the last two end the following. */
export const CUSTOMER_PUSH_STATUSES = ['accepted', 'out_for_delivery', 'delivered', 'cancelled'] as const;
export type CustomerPushStatus = (typeof CUSTOMER_PUSH_STATUSES)[number];

const CUSTOMER_TEXT: Record<CustomerPushStatus, Record<'en' | 'hi', string>> = {
  accepted: { en: 'Accepted — your food is being prepared', hi: 'स्वीकार — आपका खाना बन रहा है' },
  out_for_delivery: { en: 'Out for delivery', hi: 'डिलीवरी के लिए निकल चुका है' },
  delivered: { en: 'Delivered — enjoy your meal', hi: 'पहुँच गया — खाने का आनंद लें' },
  cancelled: { en: 'Cancelled', hi: 'रद्द' },
};

/** An order out for delivery with a delivery code: the customer's push says it, to tell the rider at the door. */
const CODE_TEXT = {
  en: (code: string) => `delivery code ${code}: tell it to the rider`,
  hi: (code: string) => `डिलीवरी कोड ${code}: राइडर को बताएँ`,
};

export function orderStatusPayload(
  order: { id: number; restaurantName: string },
  status: CustomerPushStatus,
  language: 'hi' | 'en',
  deliveryCode: string | null = null,
): OrderStatusPayload {
  const orderId = formatOrderCode(order.id);
  const code = deliveryCode === null ? '' : ` — ${CODE_TEXT[language](deliveryCode)}`;
  return {
    type: 'order.status',
    orderId,
    status,
    title: language === 'hi' ? `ऑर्डर ${orderId}` : `Order ${orderId}`,
    body: `${CUSTOMER_TEXT[status][language]}${code} · ${order.restaurantName}`,
    // The tracking secret stays on the phone: the worker opens the page with it (site/public/track-sw.js).
    url: `${language === 'hi' ? '/hi' : ''}/track/${orderId}`,
  };
}

/** A delivery code locked after its wrong tries: the owner (the admins) hears it, to call and deliver with a reason. */
export interface CodeLockedPayload {
  type: 'order.codeLocked';
  orderId: string;
  title: string;
  body: string;
  url: string;
}

export function codeLockedPayload(
  lock: { orderId: number; restaurantName: string; riderName: string | null },
  tries: number,
): CodeLockedPayload {
  const orderId = formatOrderCode(lock.orderId);
  return {
    type: 'order.codeLocked',
    orderId,
    title: `Order ${orderId}: delivery code locked`,
    body: `${lock.riderName ?? 'The rider'} typed ${tries} wrong codes (${lock.restaurantName}). Call the customer; if the food arrived, deliver it with a reason.`,
    url: `/admin/orders/${lock.orderId}/show`,
  };
}

export type PushPayload =
  OrderPushPayload | AnnouncementPayload | KitchenPausedPayload | OrderStatusPayload | CodeLockedPayload;

export function pausedPayload(
  restaurant: { id: number; name: string; missedRun: number },
  audience: 'kitchen' | 'admin',
  language: 'hi' | 'en',
): KitchenPausedPayload {
  const n = restaurant.missedRun;
  if (audience === 'admin') {
    return {
      type: 'kitchen.paused',
      restaurantId: restaurant.id,
      title: `${restaurant.name} paused`,
      body: `${n} orders in a row were not accepted in time: it takes no new orders until it is started again.`,
      url: `/admin/restaurants/${restaurant.id}`,
    };
  }
  const hi = language === 'hi';
  return {
    type: 'kitchen.paused',
    restaurantId: restaurant.id,
    title: hi ? 'रसोई रोकी गई' : 'Kitchen paused',
    body: hi
      ? `${n} ऑर्डर समय पर स्वीकार नहीं हुए। नए ऑर्डर लेने के लिए ऐप में फिर से शुरू करें।`
      : `${n} orders were not accepted in time. Open the app and resume to take orders again.`,
    url: '/partner/kitchen',
  };
}

/**
 * A push message must fit one 4 KB record once encrypted: Hindi takes three bytes a letter, so
 * the body keeps its first 400 characters (the list in the app shows all of it).
 */
const BODY_MAX = 400;

export function announcementPayload(
  notification: { id: number; message: string },
  language: 'hi' | 'en',
  url: string,
): AnnouncementPayload {
  // By code points: a cut never splits an emoji in two.
  const letters = [...notification.message.trim()];
  return {
    type: 'announcement',
    id: notification.id,
    title: language === 'hi' ? 'गाँव रसोई की सूचना' : 'Gaon Rasoi announcement',
    body: letters.length > BODY_MAX ? `${letters.slice(0, BODY_MAX - 1).join('')}…` : letters.join(''),
    url,
  };
}

const rupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

export function pushPayload(
  type: OrderPushType,
  order: WatchedOrder,
  language: 'hi' | 'en',
  now: number,
): OrderPushPayload {
  const orderId = formatOrderCode(order.id);
  const hi = language === 'hi';
  const items = order.itemCount;
  const where = order.fulfilment === 'pickup' ? (hi ? 'पिकअप' : 'pickup') : (order.villageName ?? '');
  const summary = [rupees(order.totalPaise), hi ? `${items} आइटम` : `${items} item${items === 1 ? '' : 's'}`, where]
    .filter(Boolean)
    .join(' · ');
  if (type === 'order.new') {
    const held = order.holdReason !== null && order.confirmedAt === null;
    return {
      type,
      orderId,
      title: hi ? `नया ऑर्डर ${orderId}` : `New order ${orderId}`,
      body: held
        ? `${summary} — ${hi ? 'पुष्टि करें: ग्राहक को फ़ोन करें' : 'to confirm: call the customer'}`
        : `${summary} — ${hi ? 'स्वीकार करने के लिए खोलें' : 'open to accept'}`,
      url: `/partner/orders?open=${orderId}`,
    };
  }
  if (type === 'order.cancelled') {
    return {
      type,
      orderId,
      title: hi ? `ऑर्डर ${orderId} रद्द` : `Order ${orderId} cancelled`,
      body: `${summary} — ${hi ? 'इसे न बनाएँ' : 'stop making it'}`,
      url: `/partner/orders?open=${orderId}`,
    };
  }
  if (type === 'order.assigned') {
    return {
      type,
      orderId,
      title: hi ? `ऑर्डर ${orderId} आपका है` : `Order ${orderId} is yours`,
      body: `${hi ? 'उठाएँ' : 'Pick up at'} ${order.restaurantName} · ${summary}`,
      url: `/partner/orders?open=${orderId}`,
    };
  }
  const minutes = Math.max(1, Math.round((now - (order.ringStartedAt ?? order.createdAt)) / 60_000));
  return {
    type,
    orderId,
    title: `Order ${orderId} not accepted`,
    body: `${order.restaurantName} has not accepted it for ${minutes} min · ${summary}`,
    url: `/admin/orders?filter=${encodeURIComponent(JSON.stringify({ status: 'placed' }))}`,
  };
}
