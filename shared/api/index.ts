/**
 * The record types of the API, for `import type` in the admin (no runtime code comes along).
 * Resource names follow the admin: `onboarding` answers Application records (table
 * `applications`), `support` answers Ticket records (table `tickets`), `delivery-staff` is
 * `users?role=delivery`.
 */
export type { User, StaffGroups } from './users';
export type { Admin, AdminLogin, UserSession } from './auth';
export type { Restaurant, MenuItem } from './restaurants';
export type { Order } from './orders';
export type { Village } from './villages';
export type { Application } from './onboarding';
export type { Coupon } from './coupons';
export type { Ticket } from './support';
export type { Notification } from './notifications';
export type { Dashboard, Earnings, Analytics } from './reports';
export type { Failure } from './common';
