/** Web Push: the server's VAPID key and a browser's PushSubscription as `subscription.toJSON()` gives it. */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Str } from './common';

export const PushKey = Type.Object({
  publicKey: Type.String({
    description: 'The VAPID public key (base64url), for pushManager.subscribe({ applicationServerKey })',
  }),
});
export type PushKey = Static<typeof PushKey>;

export const PushSubscriptionBody = Type.Object({
  endpoint: Str(2048, {
    description:
      "The push service URL the browser gave: https on FCM, Mozilla, Windows or Apple's push service (or a PUSH_HOSTS host)",
  }),
  expirationTime: Type.Optional(Nullable(Type.Number())),
  keys: Type.Object({
    p256dh: Str(200, { description: 'The browser’s P-256 public key, base64url (65 bytes)' }),
    auth: Str(100, { description: 'The 16-byte auth secret, base64url' }),
  }),
});
export type PushSubscriptionBody = Static<typeof PushSubscriptionBody>;

export const PushUnsubscribeBody = Type.Object({ endpoint: Str(2048) });
export type PushUnsubscribeBody = Static<typeof PushUnsubscribeBody>;

/** What a push carries (JSON, encrypted for the one browser): the service worker shows it. */
export const PushMessage = Type.Object({
  type: Type.Union([
    Type.Literal('order.new'),
    Type.Literal('order.unaccepted'),
    Type.Literal('order.assigned'),
    Type.Literal('order.cancelled'),
  ]),
  orderId: Type.String({ description: 'ORD-…' }),
  title: Type.String(),
  body: Type.String(),
  url: Type.String({ description: 'Where a tap on the notification opens' }),
});
export type PushMessage = Static<typeof PushMessage>;

/** The tracking page's subscription: the PushSubscription, and the language its messages are in (default en). */
export const CustomerPushSubscriptionBody = Type.Object({
  ...PushSubscriptionBody.properties,
  language: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('hi')], { description: 'Default en' })),
  announcements: Type.Optional(
    Type.Boolean({
      description:
        "Also hear Gaon Rasoi's announcements for everyone or for customers, beyond this order (default false)",
    }),
  ),
});
export type CustomerPushSubscriptionBody = Static<typeof CustomerPushSubscriptionBody>;
