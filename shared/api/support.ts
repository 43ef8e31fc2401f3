/** Support tickets: the admin resource `support` (table `tickets`). */
import { Type, type Static } from '@sinclair/typebox';
import { TICKET_STATUSES, TICKET_TYPES } from '../statuses';
import { IsoTime, ListQuery, NullableIsoTime, Str } from './common';
import { literals } from './users';

export const Ticket = Type.Object({
  id: Type.Integer(),
  _id: Type.Integer(),
  customer: Type.String(),
  email: Type.String(),
  /** A number to call back ('' when none was given). */
  phone: Type.String(),
  type: literals(TICKET_TYPES),
  message: Type.String(),
  status: literals(TICKET_STATUSES),
  response: Type.String(),
  createdAt: IsoTime,
  closedAt: NullableIsoTime,
});
export type Ticket = Static<typeof Ticket>;

export const TICKET_SORT_FIELDS = ['createdAt', 'status', 'type', 'customer'] as const;
export const TicketListQuery = ListQuery(TICKET_SORT_FIELDS, {
  status: Type.Optional(literals(TICKET_STATUSES)),
  type: Type.Optional(literals(TICKET_TYPES)),
});
export type TicketListQuery = Static<typeof TicketListQuery>;

export const TicketReplyBody = Type.Object({ response: Type.Optional(Str(5000)) });
export type TicketReplyBody = Static<typeof TicketReplyBody>;

export const ContactBody = Type.Object({
  name: Type.Optional(Str(100)),
  email: Type.Optional(Str(254)),
  phone: Type.Optional(Str(20)),
  message: Type.Optional(Str(5000)),
});
export type ContactBody = Static<typeof ContactBody>;
export const ContactReceipt = Type.Object({ id: Type.Integer() });

/** POST /api/village-requests: delivery asked for a village the checkout does not list (opens a VillageRequest ticket). */
export const VillageRequestBody = Type.Object({
  village: Type.Optional(Str(100)),
  phone: Type.Optional(Str(20)),
  name: Type.Optional(Str(100)),
});
export type VillageRequestBody = Static<typeof VillageRequestBody>;
