/** The computed answers: dashboard figures, earnings and analytics. */
import { Type, type Static } from '@sinclair/typebox';
import { EARNINGS_PERIODS, FULFILMENTS, ORDER_STATUSES, type Fulfilment } from '../statuses';
import { literals } from './users';
import { defaulted, Nullable } from './common';
import { ReceivedMoney } from './received';

const FulfilmentDay = () => Type.Object({ orders: Type.Integer(), amount: Type.Number() });

export const Dashboard = Type.Object({
  totalRestaurants: Type.Integer(),
  totalVendors: Type.Integer(),
  totalDeliveryPersons: Type.Integer(),
  totalUsers: Type.Integer(),
  totalOrders: Type.Integer(),
  totalRevenue: Type.Number(),
  todayRevenue: Type.Number(),
  thisMonthRevenue: Type.Number(),
  totalAdminEarnings: Type.Number(),
  todayAdminEarnings: Type.Number(),
  thisMonthAdminEarnings: Type.Number(),
  orderStatusCounts: Type.Object(
    Object.fromEntries(ORDER_STATUSES.map((s) => [s, Type.Integer()])) as Record<
      (typeof ORDER_STATUSES)[number],
      ReturnType<typeof Type.Integer>
    >,
  ),
  partnersWaiting: Type.Integer({
    description: "kitchens and riders who signed up themselves and wait for an admin's approval",
  }),
  /** Today (India day) and the desk's work in hand; additive, the fields above are the spec's. */
  today: Type.Optional(
    Type.Object({
      date: Type.String({ description: 'the India day, YYYY-MM-DD' }),
      orders: Type.Integer({
        description: 'all orders due today (placed today, or for later today), cancelled ones included',
      }),
      delivered: Type.Integer({ description: 'orders due today and delivered' }),
      takings: Type.Number({ description: 'rupees: totals of the orders due today and delivered' }),
      cashTakings: Type.Number({
        description: 'rupees: of those takings, the orders paid in cash (cashTakings + upiTakings = takings)',
      }),
      upiTakings: Type.Number({ description: 'rupees: of those takings, the orders paid by UPI, confirmed or not' }),
      received: Type.Optional(ReceivedMoney),
      upiAwaiting: Type.Number({
        description: 'rupees: the part of upiTakings not yet confirmed as received (no UTR seen)',
      }),
      refundsDue: Type.Object(
        { count: Type.Integer(), amount: Type.Number() },
        {
          description: 'orders paid and then cancelled whose money is still owed back (any day), and its sum in rupees',
        },
      ),
      advances: Type.Object(
        { count: Type.Integer(), amount: Type.Number() },
        {
          description:
            'party advances received today (UPI the owner saw), whatever day their parties are, and their sum in rupees',
        },
      ),
      onKhata: Type.Object(
        { amount: Type.Number(), people: Type.Integer() },
        { description: 'udhaar: rupees owed on every khata with a balance, and how many people owe it' },
      ),
      waiting: Type.Integer({
        description:
          'orders placed and not yet accepted (any day); an order for later counts from when its kitchen is rung',
      }),
      oldestWaitingAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
        description: 'when the longest-waiting of those was placed',
      }),
      inPreparation: Type.Integer({ description: 'orders accepted or preparing (any day)' }),
      outForDelivery: Type.Integer({ description: 'orders out for delivery (any day)' }),
      byFulfilment: Type.Optional(
        Type.Object(
          Object.fromEntries(FULFILMENTS.map((f) => [f, FulfilmentDay()])) as Record<
            Fulfilment,
            ReturnType<typeof FulfilmentDay>
          >,
          {
            description:
              'orders placed today and not cancelled, by delivery, pickup and dine_in: how many and their total in rupees',
          },
        ),
      ),
    }),
  ),
  portions: Type.Optional(
    Type.Array(
      Type.Object({
        dishId: Type.Integer(),
        restaurantId: Type.Integer(),
        restaurantName: Type.String(),
        name: Type.String(),
        nameHi: Type.Union([Type.String(), Type.Null()]),
        portionsLeft: Type.Integer({ minimum: 0 }),
        lowAt: Type.Union([Type.Integer(), Type.Null()]),
      }),
      { description: "today's plates left of every dish whose plates are counted, fewest first" },
    ),
  ),
});
export type Dashboard = Static<typeof Dashboard>;

export const Period = literals(EARNINGS_PERIODS);
export const EarningsQuery = defaulted(
  Type.Object({
    period: Type.Union(
      EARNINGS_PERIODS.map((p) => Type.Literal(p)),
      { default: 'all' },
    ),
  }),
);
export type EarningsQuery = Static<typeof EarningsQuery>;

export const EarningsBreakdown = Type.Object({
  restaurantId: Type.Integer(),
  restaurantName: Type.String(),
  totalOrders: Type.Integer(),
  totalRevenue: Type.Number(),
  commissionRate: Type.Number(),
  totalCommission: Type.Number(),
  totalDeliveryCharges: Type.Number(),
  totalEarnings: Type.Number(),
});
export const Earnings = Type.Object({
  period: Period,
  totalEarnings: Type.Number(),
  totalRevenue: Type.Number(),
  totalOrders: Type.Integer(),
  summary: Type.Object({
    totalCommissionEarnings: Type.Number(),
    totalDeliveryCharges: Type.Number(),
    averageCommissionRate: Type.Number(),
    deliveryChargePerOrder: Type.Number(),
  }),
  earningsBreakdown: Type.Array(EarningsBreakdown),
});
export type Earnings = Static<typeof Earnings>;

export const Analytics = Type.Object({
  dailyOrders: Type.Array(Type.Object({ date: Type.String(), orders: Type.Integer(), revenue: Type.Number() })),
  topRestaurants: Type.Array(Type.Object({ name: Type.String(), orders: Type.Integer() })),
  topDishes: Type.Array(Type.Object({ name: Type.String(), orders: Type.Integer() })),
  ordersByVillage: Type.Array(Type.Object({ village: Type.String(), orders: Type.Integer() })),
  activeUsers: Type.Integer(),
  newSignups: Type.Integer(),
  repeatCustomers: Type.Integer(),
  windowDays: Type.Integer(),
});
export type Analytics = Static<typeof Analytics>;

export const Health = Type.Object({
  status: Type.Literal('ok'),
  version: Type.String(),
  /** The git commit of the running code, when it runs from a clone. */
  commit: Nullable(Type.String()),
  time: Type.String(),
  /** "ok", or what is wrong with the database (the answer is then a 503). */
  database: Type.String(),
  diskFreeBytes: Type.Integer(),
  diskTotalBytes: Type.Integer(),
  lastBackupAt: Nullable(Type.String()),
  /** Whether the latest backup attempt worked; null when none is known. */
  lastBackupOk: Nullable(Type.Boolean()),
  /** When the latest attempt failed (null unless it did). */
  lastBackupFailedAt: Nullable(Type.String()),
  /**
   * What went wrong, in fixed words anyone may read ("The disk is full.", "No permission to
   * write the backup folder.", "The backup failed."): the system's own message names paths
   * and may quote the owner's command, so it is only in the super admin's backup status.
   */
  lastBackupProblem: Nullable(Type.String()),
  /** Whether the last off-box copy (BACKUP_COMMAND) worked; null when none has run. */
  lastCopyOk: Nullable(Type.Boolean()),
  lastCopyAt: Nullable(Type.String()),
  /**
   * The continuous replica (REPLICA_URL, Litestream): its URL without password or keys, how many
   * seconds the newest change has waited unshipped (0: all shipped), and Litestream's last write
   * to it since the app started. Null when the database is not replicated.
   */
  replica: Nullable(
    Type.Object({ url: Type.String(), lagSeconds: Type.Integer({ minimum: 0 }), lastSyncAt: Nullable(Type.String()) }),
  ),
});
export type Health = Static<typeof Health>;
