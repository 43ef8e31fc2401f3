/**
 * The API shapes the partner app relies on, from the contract the server
 * validates with (shared/api/). Amounts are rupees as numbers, as everywhere in the API.
 */
import type { Static } from '@sinclair/typebox';
import type {
  DeliverySummary as DeliverySummarySchema,
  Dish as DishSchema,
  LiveOrder,
  VendorRestaurant as VendorRestaurantSchema,
  VendorSummary as VendorSummarySchema,
} from '../../shared/api/live';
import type { User } from '../../shared/api/users';

export type PartnerRole = 'vendor' | 'delivery';

/** An order as GET /api/vendor/orders, GET /api/delivery/orders and the event streams answer it. */
export type PartnerOrder = Static<typeof LiveOrder>;
/** A dish of a kitchen's menu (GET /api/vendor/restaurants). */
export type Dish = Static<typeof DishSchema>;
/** One of the vendor's kitchens (GET /api/vendor/restaurants), `isActive` = Online. */
export type VendorRestaurant = Static<typeof VendorRestaurantSchema>;
/** GET /api/vendor/summary: today's (India time) orders and takings. */
export type VendorSummary = Static<typeof VendorSummarySchema>;
/** GET /api/delivery/summary: today's deliveries and the cash collected. */
export type DeliverySummary = Static<typeof DeliverySummarySchema>;
/** The `user` of the /api/auth/{vendor,delivery}/login answer. */
export type PartnerUser = User;

/** The answer envelope of every API call. */
export type { ApiEnvelope } from '../../shared/browser/httpClient';
