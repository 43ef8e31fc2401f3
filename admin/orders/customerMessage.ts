/**
 * The WhatsApp message the desk sends after taking an order by phone, in the customer's own
 * language (chosen on the form, whatever language the admin reads): what was ordered, the total,
 * how it is paid (with UPI, the pay link the tracking page shows) and the tracking link.
 */
import { formatRupees } from '../common';
import type { Order } from './types';

export type CustomerLanguage = 'hi' | 'en';
export const CUSTOMER_LANGUAGES: readonly CustomerLanguage[] = ['hi', 'en'];

export interface PlacedPhoneOrder extends Order {
  /** "/track/ORD-000123?t=…" */
  trackingUrl: string;
  upiLink?: string;
}

const TEXTS = {
  en: {
    hello: (name: string) => `Namaste ${name}!`,
    placed: (orderId: string, kitchen: string) => `Your ${kitchen} order ${orderId} is placed:`,
    total: (total: string) => `Total ${total}`,
    cash: { delivery: 'cash on delivery', pickup: 'cash at pickup' },
    upi: (total: string) => `Pay ${total} by UPI with this link:`,
    track: 'Follow your order here:',
  },
  hi: {
    hello: (name: string) => `नमस्ते ${name}!`,
    placed: (orderId: string, kitchen: string) => `आपका ${kitchen} ऑर्डर ${orderId} हो गया है:`,
    total: (total: string) => `कुल ${total}`,
    cash: { delivery: 'डिलीवरी पर नकद', pickup: 'लेते समय नकद' },
    upi: (total: string) => `${total} UPI से इस लिंक पर भेजें:`,
    track: 'अपना ऑर्डर यहाँ देखें:',
  },
} as const;

/** The message, with absolute links (`origin`: the site's address, e.g. https://gaonrasoi.in). */
export function customerMessage(
  order: PlacedPhoneOrder,
  language: CustomerLanguage,
  kitchen: { name: string; nameHi?: string | null },
  origin: string,
): string {
  const t = TEXTS[language];
  const hindi = language === 'hi';
  const total = formatRupees(order.totalAmount, 'en-IN');
  const lines = (order.items ?? []).map((item) => `• ${item.quantity} × ${(hindi && item.nameHi) || item.name}`);
  const upi = order.paymentMethod === 'upi';
  return [
    t.hello(order.customerInfo?.name ?? ''),
    t.placed(order.orderId, (hindi && kitchen.nameHi) || kitchen.name),
    ...lines,
    upi ? t.total(total) : `${t.total(total)}, ${t.cash[order.fulfilment === 'pickup' ? 'pickup' : 'delivery']}`,
    ...(upi && order.upiLink ? [t.upi(total), order.upiLink] : []),
    t.track,
    new URL(order.trackingUrl, origin).toString(),
  ].join('\n');
}
