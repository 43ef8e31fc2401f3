import { count, eq } from 'drizzle-orm';
import type { AppDatabase } from './client';
import {
  applications,
  contactMessages,
  coupons,
  menuItems,
  notifications,
  orders,
  restaurants,
  tickets,
  users,
  villageDeliveryRestaurants,
  villages,
  type OrderStatus,
  type StaffStatus,
} from './schema';
import { insertOrder } from './orders/insert';
import { markFake } from './orders/commands';
import { holdToConfirm, parkBillNumbers, setBillNumber } from './orders/stamps';
import { hashPassword } from './password';
import { seededRandom } from './random';
import { SEED_DISHES } from '../shared/menuSeed';
import { DELIVERY_CHARGE_PAISE } from '../shared/money';
import { istDate, istDayStart } from '../shared/indiaTime';
import { formatBillNumber } from '../shared/tax';
import type { NotificationTarget } from '../shared/statuses';
import {
  acceptParty,
  changePartyRequest,
  confirmAdvance,
  createPartyRequest,
  customerPaidParty,
  getPartyRequest,
} from './partyRequests';
import { randomBytes } from 'node:crypto';

/**
 * Fills an empty database with believable demo data: village kitchens around Prayagraj,
 * their menus, vendors, delivery staff, customers, about 450 orders over the last 60 days
 * in all six statuses, onboarding applications, coupons, tickets and notifications.
 * Deterministic (seeded random) so every fresh start looks the same. It runs only on the
 * first start (DEMO_DATA not "0") and refuses to touch a database that already has data.
 * Demo marketplace accounts share the password "demo-pass-123".
 */
export const DEMO_USER_PASSWORD = 'demo-pass-123';
const DAY = 86_400_000;
/**
 * The storefront's UPI ID in the demo. Its handle "@example" belongs to no bank, so a UPI app
 * scanning a demo QR refuses it: nobody can pay a stranger's real UPI ID by trying the demo.
 */
export const DEMO_UPI_ID = 'gaonrasoi.demo@example';

const VILLAGES: Array<[string, string]> = [
  ['Janghai', 'Zone A (Janghai–Mungra road)'],
  ['Saidabad', 'Zone A (Janghai–Mungra road)'],
  ['Handia', 'Zone B (GT Road east)'],
  ['Phulpur', 'Zone C (North)'],
  ['Soraon', 'Zone C (North)'],
  ['Jhunsi', 'Zone D (Sangam side)'],
  ['Naini', 'Zone D (Sangam side)'],
  ['Karchana', 'Zone E (South)'],
  ['Meja', 'Zone E (South)'],
  ['Kaurihar', 'Zone F (West)'],
];

/** The names in Hindi, as the Hindi pages and apps show them. */
const VILLAGES_HI: Record<string, string> = {
  Janghai: 'जंघई',
  Saidabad: 'सैदाबाद',
  Handia: 'हंडिया',
  Phulpur: 'फूलपुर',
  Soraon: 'सोरांव',
  Jhunsi: 'झूँसी',
  Naini: 'नैनी',
  Karchana: 'करछना',
  Meja: 'मेजा',
  Kaurihar: 'कौड़िहार',
};
const DISHES_HI: Record<string, string> = {
  ...Object.fromEntries(SEED_DISHES.map((d) => [d.name, d.nameHi])),
  'Makke ki Roti': 'मक्के की रोटी',
  'Puri (4 pcs)': 'पूरी (4 पीस)',
  'Baingan Bharta': 'बैंगन भर्ता',
  'Aloo Tamatar': 'आलू टमाटर',
  'Sarson ka Saag': 'सरसों का साग',
  'Kadhi Pakora': 'कढ़ी पकौड़ा',
  'Chana Dal': 'चना दाल',
  'Litti Chokha': 'लिट्टी चोखा',
  'Matar Pulao': 'मटर पुलाव',
  Khichdi: 'खिचड़ी',
  Malpua: 'मालपुआ',
  'Jalebi (250 g)': 'जलेबी (250 ग्राम)',
  Rabri: 'रबड़ी',
  Thekua: 'ठेकुआ',
};
const RESTAURANTS_HI: Record<string, string> = {
  'Gaon Rasoi Janghai': 'गाँव रसोई जंघई',
  'Maa Sharda Bhojnalaya': 'माँ शारदा भोजनालय',
  'Saidabad Chulha Kitchen': 'सैदाबाद चूल्हा किचन',
  'Handia Dhaba': 'हंडिया ढाबा',
  'Phulpur Litti Ghar': 'फूलपुर लिट्टी घर',
  'Soraon Desi Swad': 'सोरांव देसी स्वाद',
  'Sangam Kinare Rasoi': 'संगम किनारे रसोई',
  'Naini Annapurna Bhojan': 'नैनी अन्नपूर्णा भोजन',
  'Karchana Kisan Dhaba': 'करछना किसान ढाबा',
  'Meja Mitti Handi': 'मेजा मिट्टी हांडी',
  'Kaurihar Choolha': 'कौड़िहार चूल्हा',
  'Ganga Tat Mithai Bhandar': 'गंगा तट मिठाई भंडार',
};

/** Delivery costs ₹30 (the column's default) except farther out; two villages ask a minimum order. */
const VILLAGE_CHARGES: Record<string, { deliveryChargePaise: number; minimumOrderPaise?: number }> = {
  Saidabad: { deliveryChargePaise: 4000, minimumOrderPaise: 15000 },
  Handia: { deliveryChargePaise: 5000, minimumOrderPaise: 20000 },
  Jhunsi: { deliveryChargePaise: 4000 },
  Naini: { deliveryChargePaise: 5000 },
};

/** The neighbouring villages the storefront kitchen (in Janghai) delivers to besides its own. */
const STOREFRONT_ALSO_DELIVERS_TO = ['Saidabad', 'Handia', 'Jhunsi'];

type Dish = [string, number];
const THALIS: Dish[] = [
  ['Village Thali', 180],
  ['Rajasthani Thali', 220],
  ['Punjabi Thali', 200],
  ['Dal Baati Churma', 220],
];
const BREADS: Dish[] = [
  ['Tandoori Roti', 25],
  ['Aloo Paratha', 45],
  ['Gobi Paratha', 40],
  ['Makke ki Roti', 30],
  ['Puri (4 pcs)', 35],
];
const SABJI: Dish[] = [
  ['Mixed Vegetables', 120],
  ['Palak Paneer', 140],
  ['Baingan Bharta', 110],
  ['Aloo Tamatar', 90],
  ['Sarson ka Saag', 130],
  ['Kadhi Pakora', 100],
];
const DAL: Dish[] = [
  ['Dal Tadka', 80],
  ['Dal Makhani', 100],
  ['Chana Dal', 85],
  ['Litti Chokha', 90],
];
const RICE: Dish[] = [
  ['Jeera Rice', 60],
  ['Veg Biryani', 150],
  ['Matar Pulao', 90],
  ['Khichdi', 70],
];
const SWEETS: Dish[] = [
  ['Gulab Jamun', 40],
  ['Kheer', 50],
  ['Malpua', 45],
  ['Jalebi (250 g)', 60],
  ['Rabri', 70],
  ['Thekua', 35],
];

const RESTAURANTS: Array<{
  name: string;
  village: number;
  street: string;
  cuisine: string;
  commission: number;
  active: boolean;
}> = [
  {
    name: 'Gaon Rasoi Janghai',
    village: 0,
    street: 'Station Road',
    cuisine: 'Village Thali',
    commission: 1000,
    active: true,
  },
  {
    name: 'Maa Sharda Bhojnalaya',
    village: 0,
    street: 'Bazar Chauraha',
    cuisine: 'North Indian',
    commission: 1200,
    active: true,
  },
  {
    name: 'Saidabad Chulha Kitchen',
    village: 1,
    street: 'Tehsil Road',
    cuisine: 'Awadhi',
    commission: 1000,
    active: true,
  },
  { name: 'Handia Dhaba', village: 2, street: 'GT Road', cuisine: 'Punjabi', commission: 1500, active: true },
  {
    name: 'Phulpur Litti Ghar',
    village: 3,
    street: 'Sikandra Road',
    cuisine: 'Bhojpuri',
    commission: 800,
    active: true,
  },
  {
    name: 'Soraon Desi Swad',
    village: 4,
    street: 'Main Market',
    cuisine: 'Village Thali',
    commission: 1000,
    active: true,
  },
  { name: 'Sangam Kinare Rasoi', village: 5, street: 'Old Jhunsi', cuisine: 'Sattvik', commission: 1250, active: true },
  {
    name: 'Naini Annapurna Bhojan',
    village: 6,
    street: 'Mirzapur Road',
    cuisine: 'North Indian',
    commission: 1000,
    active: true,
  },
  {
    name: 'Karchana Kisan Dhaba',
    village: 7,
    street: 'Rewa Road',
    cuisine: 'Rajasthani',
    commission: 1100,
    active: true,
  },
  {
    name: 'Meja Mitti Handi',
    village: 8,
    street: 'Kohdar Ghat Road',
    cuisine: 'Village Thali',
    commission: 900,
    active: false,
  },
  {
    name: 'Kaurihar Choolha',
    village: 9,
    street: 'Kaurihar Chauraha',
    cuisine: 'Awadhi',
    commission: 1000,
    active: true,
  },
  {
    name: 'Ganga Tat Mithai Bhandar',
    village: 5,
    street: 'Hanuman Mandir Road',
    cuisine: 'Sweets',
    commission: 1300,
    active: true,
  },
];

const FIRST = [
  'Ramesh',
  'Suresh',
  'Sunita',
  'Geeta',
  'Rakesh',
  'Pooja',
  'Anil',
  'Kavita',
  'Manoj',
  'Rekha',
  'Vijay',
  'Neha',
  'Santosh',
  'Priya',
  'Dinesh',
  'Anita',
  'Ajay',
  'Meena',
  'Pankaj',
  'Savita',
  'Shivam',
  'Khushboo',
  'Rahul',
  'Nisha',
  'Amit',
  'Seema',
  'Arvind',
  'Kiran',
  'Deepak',
  'Shalini',
];
const LAST = [
  'Yadav',
  'Mishra',
  'Tiwari',
  'Pandey',
  'Maurya',
  'Patel',
  'Verma',
  'Shukla',
  'Dubey',
  'Singh',
  'Pal',
  'Gupta',
  'Kushwaha',
  'Nishad',
  'Srivastava',
  'Tripathi',
];

/** True when the database holds no marketplace data yet. */
export function isEmptyForDemo(database: AppDatabase): boolean {
  const { db } = database;
  const n = (table: typeof users | typeof restaurants | typeof orders | typeof villages) =>
    db.select({ n: count() }).from(table).all()[0].n;
  return n(users) === 0 && n(restaurants) === 0 && n(orders) === 0 && n(villages) === 0;
}

export interface DemoOptions {
  /** The secret of a party request's private link (server/lib/partyLinks.ts), so the owner's screen can send the demo's links; random otherwise. */
  partyToken?: (id: number) => string;
}

export async function seedDemoData(
  database: AppDatabase,
  now = Date.now(),
  options: DemoOptions = {},
): Promise<boolean> {
  if (!isEmptyForDemo(database)) return false;
  const passwordHash = await hashPassword(DEMO_USER_PASSWORD);
  const rnd = seededRandom(20240601);
  const { db, sqlite } = database;

  sqlite.transaction(() => {
    const villageIds = VILLAGES.map(
      ([name, deliveryZone], i) =>
        db
          .insert(villages)
          .values({
            name,
            nameHi: VILLAGES_HI[name] ?? null,
            deliveryZone,
            ...VILLAGE_CHARGES[name],
            createdAt: now - (120 - i) * DAY,
          })
          .returning({ id: villages.id })
          .get().id,
    );

    const usedEmails = new Set<string>();
    const person = (i: number) => {
      const name = `${FIRST[(i * 7) % FIRST.length]} ${LAST[(i * 5 + Math.floor(i / FIRST.length)) % LAST.length]}`;
      let email = `${name.toLowerCase().replace(/\s+/g, '.')}@example.in`;
      for (let k = 2; usedEmails.has(email); k++) email = `${name.toLowerCase().replace(/\s+/g, '.')}${k}@example.in`;
      usedEmails.add(email);
      return { name, email, phone: `${rnd.pick(['9', '8', '7'])}${String(rnd.int(100000000, 999999999))}` };
    };
    let personIndex = 0;

    // One vendor per restaurant.
    const vendorIds = RESTAURANTS.map(
      () =>
        db
          .insert(users)
          .values({ ...person(personIndex++), passwordHash, role: 'vendor', createdAt: now - rnd.int(70, 110) * DAY })
          .returning({ id: users.id })
          .get().id,
    );

    const STAFF_STATUS: StaffStatus[] = [
      'active',
      'active',
      'active',
      'on_delivery',
      'on_delivery',
      'on_leave',
      'active',
      'on_delivery',
      'active',
      'on_leave',
    ];
    const staff = STAFF_STATUS.map((status, i) => {
      const p = person(personIndex++);
      const id = db
        .insert(users)
        .values({
          ...p,
          passwordHash,
          role: 'delivery',
          status,
          vehicleNumber: `UP70 ${String.fromCharCode(65 + i)}${String.fromCharCode(75 + (i % 10))} ${String(1000 + i * 371).slice(0, 4)}`,
          createdAt: now - rnd.int(2, 90) * DAY,
        })
        .returning({ id: users.id })
        .get().id;
      return { id, name: p.name, status };
    });

    const customers = Array.from({ length: 80 }, (_, i) => {
      const p = person(personIndex++);
      // A few signed up this week so "New Signups" is not zero.
      const createdAt = i < 6 ? now - rnd.int(0, 3) * DAY - rnd.int(1, 3600) * 1000 : now - rnd.int(5, 100) * DAY;
      const id = db
        .insert(users)
        .values({ ...p, passwordHash, role: 'customer', createdAt })
        .returning({ id: users.id })
        .get().id;
      return { id, ...p };
    });

    const menus = RESTAURANTS.map((r, i) => {
      const id = db
        .insert(restaurants)
        .values({
          name: r.name,
          nameHi: RESTAURANTS_HI[r.name] ?? null,
          address: `${r.street}, ${VILLAGES[r.village][0]}, Prayagraj, Uttar Pradesh`,
          street: r.street,
          city: VILLAGES[r.village][0],
          state: 'Uttar Pradesh',
          pincode: String(212100 + ((i * 37) % 400)),
          cuisine: r.cuisine,
          isActive: r.active,
          commissionBp: r.commission,
          ownerId: vendorIds[i],
          villageId: villageIds[r.village],
          // The first kitchen is the one the public site sells from.
          isStorefront: i === 0,
          // A made-up FSSAI licence number in the real format, so demo bills show one.
          fssaiNumber: String(12722999000100 + i),
          // The storefront takes UPI, so the demo shows the UPI checkout, QR and confirmations.
          ...(i === 0 ? { upiId: DEMO_UPI_ID, upiName: 'Gaon Rasoi' } : {}),
          createdAt: now - rnd.int(80, 115) * DAY,
        })
        .returning({ id: restaurants.id })
        .get().id;
      // The storefront sells the site's menu, with every dish field.
      if (i === 0) {
        const seeded = SEED_DISHES.map((d, position) => ({ ...d, pricePaise: d.price * 100, position }));
        for (const { price: _price, ...m } of seeded)
          db.insert(menuItems)
            .values({ restaurantId: id, ...m })
            .run();
        return {
          id,
          name: r.name,
          village: r.village,
          dishes: seeded.map(({ name, nameHi, pricePaise, position }) => ({ name, nameHi, pricePaise, position })),
        };
      }
      const dishes: Dish[] =
        r.cuisine === 'Sweets'
          ? SWEETS
          : [
              THALIS[i % THALIS.length],
              THALIS[(i + 1) % THALIS.length],
              ...BREADS.slice(0, 3),
              SABJI[i % SABJI.length],
              SABJI[(i + 2) % SABJI.length],
              DAL[i % DAL.length],
              RICE[i % RICE.length],
              SWEETS[i % SWEETS.length],
            ];
      // Prices vary a little by kitchen (±₹10), like real menus.
      const priced = dishes.map(([name, price], position) => ({
        name,
        nameHi: DISHES_HI[name] ?? null,
        pricePaise: (price + ((i * 3 + position) % 5) * 5 - 10) * 100,
        position,
      }));
      for (const m of priced)
        db.insert(menuItems)
          .values({ restaurantId: id, ...m })
          .run();
      return { id, name: r.name, village: r.village, dishes: priced };
    });

    // Every kitchen delivers to its own village (its village_id); the storefront also to its neighbours, at their charges.
    for (const name of STOREFRONT_ALSO_DELIVERS_TO) {
      db.insert(villageDeliveryRestaurants)
        .values({ villageId: villageIds[VILLAGES.findIndex(([v]) => v === name)], restaurantId: menus[0].id })
        .run();
    }
    const deliveriesOf = new Map<number, number>();
    const deliversTo = (restaurant: (typeof menus)[number]) => [
      restaurant.village,
      ...(restaurant === menus[0]
        ? STOREFRONT_ALSO_DELIVERS_TO.map((name) => VILLAGES.findIndex(([v]) => v === name))
        : []),
    ];

    /**
     * Where a demo order goes: a quarter are picked up at the counter, the rest delivered to a
     * village the kitchen delivers to (at that village's charge) with an address and often a
     * landmark; a mix of sources, as the site, phone calls and the old demo data would leave them.
     */
    const destination = (restaurant: (typeof menus)[number], roll: number) => {
      const source = (['online', 'online', 'phone', 'demo'] as const)[Math.floor(roll * 4) % 4];
      const note =
        roll < 0.15
          ? rnd.pick([
              'Less spicy please',
              'Extra onion, no chilli',
              'Call when outside',
              'Please pack the roti separately',
            ])
          : null;
      if (roll > 0.75) return { source, fulfilment: 'pickup' as const, deliveryChargePaise: 0, note };
      // Every other delivery to the kitchen's own village, the rest to the others it delivers to
      // in turn (counted, not drawn, so the random sequence and the rest of the demo stay as they were).
      const areas = deliversTo(restaurant);
      const turn = deliveriesOf.get(restaurant.id) ?? 0;
      deliveriesOf.set(restaurant.id, turn + 1);
      const village = turn % 2 === 0 || areas.length === 1 ? areas[0] : areas[1 + ((turn >> 1) % (areas.length - 1))];
      const [villageName] = VILLAGES[village];
      return {
        source,
        fulfilment: 'delivery' as const,
        villageId: villageIds[village],
        villageName,
        deliveryChargePaise: VILLAGE_CHARGES[villageName]?.deliveryChargePaise ?? DELIVERY_CHARGE_PAISE,
        address: `House ${1 + Math.floor(roll * 180)}, ${rnd.pick(['Purab Tola', 'Paschim Tola', 'Bazar Gali', 'School Road', 'Harijan Basti', 'Mandir Marg'])}, ${villageName}`,
        landmark:
          roll < 0.5
            ? rnd.pick([
                'Near the Shiv temple',
                'Opposite the primary school',
                'Behind the post office',
                'Blue gate next to the hand pump',
              ])
            : null,
        note,
      };
    };

    // Orders: more recent days are busier; old orders are finished, today's are in flight.
    const ORDER_COUNT = 460;
    for (let i = 0; i < ORDER_COUNT; i++) {
      const age = Math.floor(Math.pow(rnd.next(), 1.4) * 60 * DAY);
      // Lunch and dinner peaks (IST), stored in UTC.
      const dayStart = now - age - ((now - age + 19_800_000) % DAY);
      const hour = rnd.pick([11, 12, 12, 13, 13, 14, 19, 20, 20, 21, 21, 22]);
      let createdAt = dayStart + hour * 3_600_000 + rnd.int(0, 59) * 60_000;
      if (createdAt > now) createdAt = now - rnd.int(5, 90) * 60_000;
      const ageMinutes = (now - createdAt) / 60_000;
      let status: OrderStatus;
      if (ageMinutes < 20) status = rnd.pick(['placed', 'placed', 'accepted']);
      else if (ageMinutes < 45) status = rnd.pick(['accepted', 'preparing', 'preparing']);
      else if (ageMinutes < 90) status = rnd.pick(['preparing', 'out_for_delivery', 'out_for_delivery', 'delivered']);
      else status = rnd.next() < 0.1 ? 'cancelled' : 'delivered';
      const restaurant = menus[rnd.int(0, menus.length - 1)];
      // A third of the customers order often (repeat customers), the rest now and then.
      const customer = customers[rnd.next() < 0.5 ? rnd.int(0, 25) : rnd.int(0, customers.length - 1)];
      const lines = new Map<string, { name: string; nameHi: string | null; quantity: number; pricePaise: number }>();
      for (let k = rnd.int(1, 4); k > 0; k--) {
        const dish = rnd.pick(restaurant.dishes);
        const line = lines.get(dish.name) ?? {
          name: dish.name,
          nameHi: dish.nameHi,
          quantity: 0,
          pricePaise: dish.pricePaise,
        };
        line.quantity += rnd.int(1, 2);
        lines.set(dish.name, line);
      }
      const where = destination(restaurant, rnd.next());
      // A pickup never goes out for delivery: it waits at the counter.
      if (where.fulfilment === 'pickup' && status === 'out_for_delivery') status = 'preparing';
      const courier =
        where.fulfilment === 'pickup'
          ? null
          : status === 'out_for_delivery'
            ? rnd.pick(staff.filter((s) => s.status === 'on_delivery'))
            : status === 'delivered'
              ? rnd.pick(staff)
              : null;
      insertOrder(database, {
        ...where,
        customerId: customer.id,
        customerName: customer.name,
        customerPhone: customer.phone,
        restaurantId: restaurant.id,
        restaurantName: restaurant.name,
        deliveryPersonId: courier?.id ?? null,
        deliveryPersonName: courier?.name ?? null,
        status,
        items: [...lines.values()],
        createdAt,
      });
    }
    // Make sure every status shows up on a fresh demo, whatever the clock says.
    for (const [k, status] of (['placed', 'accepted', 'preparing', 'out_for_delivery'] as const).entries()) {
      const restaurant = menus[k];
      const customer = customers[k];
      const courier = status === 'out_for_delivery' ? staff.find((s) => s.status === 'on_delivery')! : null;
      insertOrder(database, {
        ...destination(restaurant, k / 4),
        source: 'online',
        customerId: customer.id,
        customerName: customer.name,
        customerPhone: customer.phone,
        restaurantId: restaurant.id,
        restaurantName: restaurant.name,
        deliveryPersonId: courier?.id ?? null,
        deliveryPersonName: courier?.name ?? null,
        status,
        items: [
          { ...restaurant.dishes[0], quantity: 1 },
          { ...restaurant.dishes[2], quantity: 2 },
        ].map(({ name, nameHi, quantity, pricePaise }) => ({ name, nameHi, quantity, pricePaise })),
        createdAt: now - (k + 1) * 6 * 60_000,
      });
    }

    // Every payment and trust state on the screens: UPI awaiting its money (one out with a rider,
    // who can show its QR at the door), UPI paid with the UTR the customer showed (one delivered
    // today, one cooking), a new number's cash order held "to confirm", and one the kitchen
    // marked fake (cancelled, a strike on the number: the Block list shows it).
    const storefront = menus[0];
    const twoDishes = [
      { ...storefront.dishes[0], quantity: 1 },
      { ...storefront.dishes[1], quantity: 2 },
    ].map(({ name, nameHi, quantity, pricePaise }) => ({ name, nameHi, quantity, pricePaise }));
    const rider = staff.find((s) => s.status === 'on_delivery')!;
    const trustDemo = (
      k: number,
      customer: { id: number | null; name: string; phone: string },
      more: Partial<Parameters<typeof insertOrder>[1]> & { status: OrderStatus; minutesAgo: number },
    ) => {
      const { minutesAgo, ...order } = more;
      return insertOrder(database, {
        ...destination(storefront, 0.1 + k / 20),
        source: 'online',
        customerId: customer.id,
        customerName: customer.name,
        customerPhone: customer.phone,
        restaurantId: storefront.id,
        restaurantName: storefront.name,
        items: twoDishes,
        createdAt: now - minutesAgo * 60_000,
        ...order,
      });
    };
    trustDemo(0, customers[10], {
      status: 'out_for_delivery',
      deliveryPersonId: rider.id,
      deliveryPersonName: rider.name,
      paymentMethod: 'upi',
      minutesAgo: 35,
    });
    trustDemo(1, customers[11], {
      status: 'delivered',
      deliveryPersonId: rider.id,
      deliveryPersonName: rider.name,
      paymentMethod: 'upi',
      paymentStatus: 'paid',
      utr: '433012345678',
      minutesAgo: Math.min(150, Math.max(60, (now - istDayStart(now)) / 60_000 - 5)),
    });
    trustDemo(2, customers[12], {
      status: 'accepted',
      paymentMethod: 'upi',
      paymentStatus: 'paid',
      utr: '433087654321',
      minutesAgo: 12,
    });
    trustDemo(3, customers[13], { status: 'placed', paymentMethod: 'upi', minutesAgo: 4 });
    const held = trustDemo(
      4,
      { id: null, name: 'Mohit Saroj', phone: '9005512340' },
      { status: 'placed', minutesAgo: 3 },
    );
    holdToConfirm(database, held, 'first_order');
    const prank = trustDemo(
      5,
      { id: null, name: 'Bablu Kumar', phone: '9005567890' },
      { status: 'placed', minutesAgo: 55 },
    );
    holdToConfirm(database, prank, 'first_order');
    const kitchenOwner = db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.id, vendorIds[0]))
      .get()!;
    markFake(
      database,
      prank,
      { by: 'vendor', userId: kitchenOwner.id, name: kitchenOwner.name },
      'Phone switched off, no such house in the village',
      now - 40 * 60_000,
    );

    // Party orders in every state the owner meets: a new request, a quote sent, one accepted
    // whose customer says they paid the advance, one whose advance is confirmed (an order for
    // later on its day), one declined.
    const day = (days: number) => istDate(now + days * DAY);
    const janghai = villageIds[0];
    const party = (
      name: string,
      phone: string,
      days: number,
      guests: number,
      notes: string,
      extra: { time?: string; villageId?: number | null; address?: string } = {},
    ) =>
      createPartyRequest(database, {
        value: {
          name,
          phone,
          date: day(days),
          time: extra.time ?? null,
          guests,
          villageId: extra.villageId === undefined ? janghai : extra.villageId,
          address: extra.address ?? 'Near the panchayat bhawan',
          notes,
        },
        source: 'online',
        now: now - 2 * DAY,
        tokenFor: options.partyToken ?? (() => randomBytes(18).toString('base64url')),
      }).id;
    const quote = (
      id: number,
      perPlate: number,
      advancePercent: number,
      validDays: number,
      items: Array<{ name: string; quantity: number | null; price: number | null }>,
    ) =>
      changePartyRequest(
        database,
        id,
        {
          quote: {
            perPlate,
            items,
            deliveryCharge: 500,
            advancePercent,
            validUntil: istDayStart(now + validDays * DAY) + DAY,
            serveAt: null,
          },
        },
        'Owner',
        now - DAY,
      );
    const plate = [
      { name: 'Puri', quantity: 4, price: null },
      { name: 'Aloo sabzi', quantity: null, price: null },
      { name: 'Dal makhani', quantity: null, price: null },
      { name: 'Jeera rice', quantity: null, price: null },
      { name: 'Gulab jamun', quantity: 2, price: null },
    ];
    party('Sunil Maurya', '9005523411', 12, 150, 'Tilak ceremony lunch: puri, sabzi, dal, rice, raita and a sweet.');
    quote(
      party('Anjali Tripathi', '9005523412', 20, 300, 'Wedding dinner, pure veg, no onion or garlic.', {
        time: '20:00',
      }),
      180,
      25,
      7,
      plate,
    );
    const accepted = party('Rajendra Pal', '9005523413', 9, 80, 'Birthday lunch for my father.', {
      villageId: villageIds[1],
      address: 'Pal Tola, Saidabad',
    });
    quote(accepted, 220, 20, 5, [...plate, { name: 'Paneer tikka (starter)', quantity: 80, price: 40 }]);
    const acceptedRow = acceptParty(database, getPartyRequest(database, accepted)!, now - 20 * 3_600_000);
    customerPaidParty(database, acceptedRow, '433055554444', now - 19 * 3_600_000);
    const booked = party('Kusum Yadav', '9005523414', 4, 120, 'Griha pravesh bhoj.', { time: '13:30' });
    quote(booked, 200, 30, 3, plate);
    acceptParty(database, getPartyRequest(database, booked)!, now - 22 * 3_600_000);
    confirmAdvance(database, booked, '433066667777', { id: null, name: 'Owner' }, now - 18 * 3_600_000);
    changePartyRequest(
      database,
      party('Kamla Devi', '9005523415', 6, 500, 'Bhandara at the temple.'),
      { close: { status: 'declined', reason: 'Kitchen booked for another wedding that day' } },
      'Owner',
      now - DAY,
    );

    const apps: Array<[string, string, string, string, string, 'pending' | 'approved' | 'rejected', number]> = [
      [
        'Bhola Ki Rasoi',
        'Bhola Nath Yadav',
        '9415012345',
        'Mungra Badshahpur Road, Saidabad, Prayagraj',
        'Village Thali',
        'pending',
        2,
      ],
      ['Amma Ka Chulha', 'Shanti Devi', '9839123456', 'Near Shiv Mandir, Phulpur, Prayagraj', 'Awadhi', 'pending', 4],
      ['Sarson Kheti Kitchen', 'Harpal Singh', '7355123890', 'Canal Road, Soraon, Prayagraj', 'Punjabi', 'pending', 6],
      [
        'Pandey Ji Ka Dhaba',
        'Umesh Pandey',
        '9026543210',
        'Highway 19, Handia, Prayagraj',
        'North Indian',
        'rejected',
        20,
      ],
      ['Thekua Ghar', 'Lalita Kushwaha', '8004567123', 'Sabzi Mandi, Karchana, Prayagraj', 'Sweets', 'rejected', 35],
    ];
    for (const [name, owner, phone, address, cuisine, status, ageDays] of apps) {
      db.insert(applications)
        .values({
          name,
          owner,
          phone,
          address,
          cuisine,
          status,
          decidedAt: status === 'pending' ? null : now - (ageDays - 2) * DAY,
          createdAt: now - ageDays * DAY,
        })
        .run();
    }

    const iso = (ms: number) => new Date(ms + 19_800_000).toISOString().slice(0, 10);
    const couponRows = [
      {
        code: 'GAON10',
        discount: 10,
        validFrom: iso(now - 30 * DAY),
        validTo: iso(now + 60 * DAY),
        usageLimit: 500,
        used: 143,
        applicableVillages: [],
        applicableRestaurants: [],
        status: 'active' as const,
      },
      {
        code: 'JANGHAI20',
        discount: 20,
        validFrom: iso(now - 10 * DAY),
        validTo: iso(now + 20 * DAY),
        usageLimit: 100,
        used: 37,
        applicableVillages: ['Janghai', 'Saidabad'],
        applicableRestaurants: [],
        status: 'active' as const,
      },
      {
        code: 'THALI15',
        discount: 15,
        validFrom: iso(now - 5 * DAY),
        validTo: iso(now + 25 * DAY),
        usageLimit: 200,
        used: 12,
        applicableVillages: [],
        applicableRestaurants: ['Gaon Rasoi Janghai', 'Soraon Desi Swad'],
        status: 'active' as const,
      },
      {
        code: 'HOLI25',
        discount: 25,
        validFrom: iso(now - 90 * DAY),
        validTo: iso(now - 80 * DAY),
        usageLimit: 300,
        used: 300,
        applicableVillages: [],
        applicableRestaurants: [],
        status: 'inactive' as const,
      },
      // Once per phone number, on a first order worth ₹199 or more.
      {
        code: 'NEWUSER',
        discount: 30,
        validFrom: iso(now - 60 * DAY),
        validTo: iso(now + 120 * DAY),
        usageLimit: 1000,
        used: 0,
        applicableVillages: [],
        applicableRestaurants: [],
        status: 'active' as const,
        perPhoneLimit: 1,
        minimumOrderPaise: 19_900,
      },
    ];
    for (const c of couponRows) db.insert(coupons).values(c).run();

    const ticketRows: Array<[string, 'Complaint' | 'Feedback', string, 'open' | 'closed', string | null, number]> = [
      ['Sunita Verma', 'Complaint', 'My thali arrived cold and the roti was missing.', 'open', null, 1],
      [
        'Rakesh Tiwari',
        'Feedback',
        'The dal baati from Gaon Rasoi Janghai tastes just like home. Thank you!',
        'closed',
        'Thank you, Rakesh ji! We have passed your words to the kitchen.',
        6,
      ],
      ['Pooja Mishra', 'Complaint', 'Delivery took more than an hour to Jhunsi.', 'open', null, 2],
      [
        'Manoj Patel',
        'Complaint',
        'Charged twice for one order.',
        'closed',
        'Sorry for the trouble. The extra charge has been refunded and will reach you in 3-5 business days.',
        12,
      ],
      ['Kavita Shukla', 'Feedback', 'Please add more sweets like malpua on the menu.', 'open', null, 4],
      ['Vijay Dubey', 'Feedback', 'Very polite delivery staff.', 'closed', null, 20],
    ];
    for (const [customer, type, message, status, response, ageDays] of ticketRows) {
      db.insert(tickets)
        .values({
          customer,
          email: `${customer.toLowerCase().replace(' ', '.')}@example.in`,
          type,
          message,
          status,
          response,
          closedAt: status === 'closed' ? now - (ageDays - 1) * DAY : null,
          createdAt: now - ageDays * DAY,
        })
        .run();
    }
    // A contact form message, as the public site would have sent it.
    const contact = db
      .insert(contactMessages)
      .values({
        name: 'Neha Gupta',
        email: 'neha.gupta@example.in',
        phone: '9936012345',
        message: 'Do you cater for weddings in Phulpur?',
        createdAt: now - 3 * 3_600_000,
      })
      .returning({ id: contactMessages.id })
      .get();
    db.insert(tickets)
      .values({
        customer: 'Neha Gupta',
        email: 'neha.gupta@example.in',
        type: 'Feedback',
        message: 'Do you cater for weddings in Phulpur?',
        contactMessageId: contact.id,
        createdAt: now - 3 * 3_600_000,
      })
      .run();

    // Announcements to the partner apps: the past ones went out (the recent ones pushed to a few
    // demo phones), the future ones wait for their time.
    const notes: Array<[string, NotificationTarget, string | null, number, number | null]> = [
      ['Holi special thalis go live tomorrow: expect orders from 10 AM.', 'all', null, -20 * DAY, null],
      ['Gaon Rasoi Janghai now serves Litti Chokha every Sunday.', 'restaurant', 'Gaon Rasoi Janghai', -5 * DAY, null],
      ['Delivery to Jhunsi may be slow today because of the Magh Mela crowd.', 'village', 'Jhunsi', -2 * DAY, 2],
      ['Riders: carry change for ₹500 notes this weekend.', 'riders', null, -DAY, 3],
      [
        'Kitchens: mark a dish sold out as soon as it runs short, so no order waits for it.',
        'vendors',
        null,
        -3 * 3_600_000,
        4,
      ],
      ['Navratri vrat thali menu starts next week.', 'all', null, 4 * DAY, null],
      ['Free delivery in Saidabad this weekend.', 'village', 'Saidabad', 2 * DAY, null],
    ];
    for (const [message, target, targetValue, offset, reached] of notes) {
      const scheduledAt = now + offset;
      const sent = offset <= 0;
      db.insert(notifications)
        .values({
          message,
          target,
          targetValue,
          scheduledAt,
          status: sent ? 'sent' : 'scheduled',
          sentAt: sent ? scheduledAt : null,
          reached,
          createdAt: now - Math.max(DAY, -offset + DAY),
        })
        .run();
    }
    numberBillsByDate(database);
  })();
  return true;
}

/**
 * The demo's orders are made section by section, not in date order, and each got the next bill
 * number as it was made: the register is numbered again by date, per restaurant and financial
 * year, as a real one counts up (the same numbers, only in date order; the counters still hold
 * how many were issued). Call inside the seeding transaction.
 */
function numberBillsByDate(database: AppDatabase): void {
  const { sqlite } = database;
  const bills = sqlite
    .prepare(
      `select id, order_id as orderId, restaurant_id as restaurantId, financial_year as financialYear
         from bills order by restaurant_id, financial_year, issued_at, id`,
    )
    .all() as Array<{ id: number; orderId: number | null; restaurantId: number; financialYear: number }>;
  // Out of the way first: every number is unique per restaurant while they are moved.
  sqlite.prepare(`update bills set serial = -serial, bill_number = '~' || bill_number`).run();
  parkBillNumbers(database);
  const setBill = sqlite.prepare('update bills set serial = ?, bill_number = ? where id = ?');
  let series = '';
  let serial = 0;
  for (const bill of bills) {
    const key = `${bill.restaurantId}/${bill.financialYear}`;
    serial = key === series ? serial + 1 : 1;
    series = key;
    const number = formatBillNumber(bill.financialYear, serial);
    setBill.run(serial, number, bill.id);
    if (bill.orderId !== null) setBillNumber(database, bill.orderId, number);
  }
}
