/**
 * `npm run seed:large -- --orders 1000000 [--force]`: fills the database at DATABASE_PATH
 * (default data/app.db; or `--db <file>`) with a large, believable data set for load tests:
 * 200 villages, about 2,000 restaurants (each with an owner, a village and a menu), 20,000
 * marketplace users (customers, vendors, delivery staff) and the given number of orders
 * (1-4 items each, status history, all six statuses) spread over the last two years.
 *
 * The database is opened with openDatabase(), so it has the real schema (every migration).
 * Rows go in through prepared statements in a few large transactions. Secondary indexes and
 * triggers of the order tables are set aside during the bulk insert and put back at the end;
 * then every derived table (full-text index, counters, rollups) is rebuilt from the rows,
 * exactly as the migrations that introduced them fill them, so figures are consistent.
 *
 * Refuses a database that already holds marketplace data unless `--force` (which deletes it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { rebuildDerivedData } from '../db/derived';
import { hashPassword } from '../db/password';
import { bulkInsertStatements, itemsSummary } from '../db/orders';
import { readConfig } from '../server/config';
import { ORDER_FLOW } from '../shared/orderStatus';
import { seededRandom } from '../db/random';
import { DELIVERY_CHARGE_PAISE } from '../shared/money';
import { SEED_DISHES } from '../shared/menuSeed';

const DAY = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq?.slice(name.length + 3);
}
const flag = (name: string) => process.argv.includes(`--${name}`);

function fail(message: string): never {
  process.stderr.write(`seed:large: ${message}\n`);
  process.exit(1);
}

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
  'Mukesh',
  'Lalita',
  'Rajesh',
  'Poonam',
  'Sanjay',
  'Usha',
  'Ashok',
  'Sarita',
  'Vinod',
  'Mamta',
  'Ravi',
  'Jyoti',
  'Alok',
  'Radha',
  'Hemant',
  'Sushma',
  'Naveen',
  'Archana',
  'Gopal',
  'Babita',
  'Prakash',
  'Shanti',
  'Umesh',
  'Kusum',
  'Harish',
  'Pushpa',
  'Yogesh',
  'Bindu',
  'Kamlesh',
  'Asha',
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
  'Chaurasia',
  'Bind',
  'Saroj',
  'Prajapati',
  'Rawat',
  'Chauhan',
  'Sonkar',
  'Kesarwani',
  'Jaiswal',
  'Agrahari',
  'Bharti',
  'Gautam',
  'Rajbhar',
  'Kannaujia',
];
const VILLAGE_ROOTS = [
  'Jang',
  'Said',
  'Hand',
  'Phul',
  'Sora',
  'Jhun',
  'Nain',
  'Karch',
  'Mej',
  'Kauri',
  'Bahr',
  'Manda',
  'Koraon',
  'Shank',
  'Bara',
  'Meh',
  'Dhoom',
  'Chak',
  'Lal',
  'Ganga',
];
const VILLAGE_ENDS = ['hai', 'abad', 'ia', 'pur', 'on', 'si', 'ganj', 'ana', 'auli', 'garh'];
const KITCHEN_WORDS = [
  'Rasoi',
  'Bhojnalaya',
  'Dhaba',
  'Chulha Kitchen',
  'Litti Ghar',
  'Desi Swad',
  'Annapurna Bhojan',
  'Mitti Handi',
  'Choolha',
  'Mithai Bhandar',
  'Thali House',
  'Kisan Dhaba',
];
const KITCHEN_PREFIX = [
  'Maa Sharda',
  'Gaon',
  'Shri Ram',
  'Annapurna',
  'Ganga Tat',
  'Sangam',
  'Kisan',
  'Desi',
  'Apna',
  'Bhole Baba',
  'Hanuman',
  'Lakshmi',
  'Durga',
  'Saraswati',
  'Krishna',
];
const CUISINES = ['Village Thali', 'North Indian', 'Awadhi', 'Punjabi', 'Bhojpuri', 'Sattvik', 'Rajasthani', 'Sweets'];
const DISHES: Array<[string, number]> = [
  ['Village Thali', 180],
  ['Rajasthani Thali', 220],
  ['Punjabi Thali', 200],
  ['Dal Baati Churma', 220],
  ['Tandoori Roti', 25],
  ['Aloo Paratha', 45],
  ['Gobi Paratha', 40],
  ['Makke ki Roti', 30],
  ['Puri (4 pcs)', 35],
  ['Mixed Vegetables', 120],
  ['Palak Paneer', 140],
  ['Baingan Bharta', 110],
  ['Aloo Tamatar', 90],
  ['Sarson ka Saag', 130],
  ['Kadhi Pakora', 100],
  ['Dal Tadka', 80],
  ['Dal Makhani', 100],
  ['Chana Dal', 85],
  ['Litti Chokha', 90],
  ['Jeera Rice', 60],
  ['Veg Biryani', 150],
  ['Matar Pulao', 90],
  ['Khichdi', 70],
  ['Gulab Jamun', 40],
  ['Kheer', 50],
  ['Malpua', 45],
  ['Jalebi (250 g)', 60],
  ['Rabri', 70],
  ['Thekua', 35],
];

async function main(): Promise<void> {
  const started = Date.now();
  const orderCount = Number(arg('orders') ?? 1_000_000);
  if (!Number.isInteger(orderCount) || orderCount < 1) fail('--orders must be a positive whole number');
  const restaurantCount = Number(arg('restaurants') ?? 2000);
  const userCount = Number(arg('users') ?? 20_000);
  const villageCount = Number(arg('villages') ?? 200);
  const file = arg('db') ?? readConfig().databasePath;

  if (flag('force')) for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
  const database = openDatabase(file);
  const { sqlite } = database;
  const existing = sqlite
    .prepare(
      'select (select count(*) from users) + (select count(*) from restaurants) + (select count(*) from villages) + (select count(*) from orders) as n',
    )
    .get() as { n: number };
  if (existing.n > 0) {
    database.close();
    fail(`${file} already holds data; run with --force to delete it and seed from scratch`);
  }
  console.log(
    `Seeding ${path.resolve(file)}: ${villageCount} villages, ${restaurantCount} restaurants, ${userCount} users, ${orderCount} orders...`,
  );

  // A fresh file that is rebuilt on any failure: no journal, no fsync, a big page cache.
  sqlite.pragma('journal_mode = OFF');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('cache_size = -1000000');
  sqlite.pragma('temp_store = MEMORY');
  sqlite.pragma('foreign_keys = OFF');

  const rnd = seededRandom(20250101);
  const now = Date.now();
  const span = 730 * DAY;
  const passwordHash = await hashPassword('seed-pass-123');

  // Indexes and triggers of the big tables go aside during the bulk insert.
  const bigTables = ['orders', 'order_items', 'order_status_history'];
  const marks = bigTables.map((t) => `'${t}'`).join(',');
  const setAside = sqlite
    .prepare(
      `select type, name, sql from sqlite_master where type in ('index','trigger') and tbl_name in (${marks}) and sql is not null`,
    )
    .all() as Array<{ type: string; name: string; sql: string }>;
  for (const o of setAside) sqlite.exec(`drop ${o.type} "${o.name}"`);

  // ---- villages, users, restaurants, menus
  const villages: Array<{ id: number; name: string }> = [];
  const customers: Array<{ id: number; name: string; phone: string }> = [];
  const staff: Array<{ id: number; name: string }> = [];
  const restaurants: Array<{ id: number; name: string; commissionBp: number; menu: Array<[string, number]> }> = [];
  sqlite.transaction(() => {
    const insVillage = sqlite.prepare('insert into villages (name, delivery_zone, created_at) values (?, ?, ?)');
    const usedVillage = new Set<string>();
    for (let i = 0; villages.length < villageCount; i++) {
      let name = `${VILLAGE_ROOTS[i % VILLAGE_ROOTS.length]}${VILLAGE_ENDS[Math.floor(i / VILLAGE_ROOTS.length) % VILLAGE_ENDS.length]}`;
      if (i >= VILLAGE_ROOTS.length * VILLAGE_ENDS.length)
        name += ` ${Math.floor(i / (VILLAGE_ROOTS.length * VILLAGE_ENDS.length)) + 1}`;
      if (usedVillage.has(name.toLowerCase())) continue;
      usedVillage.add(name.toLowerCase());
      const id = Number(
        insVillage.run(name, `Zone ${String.fromCharCode(65 + (i % 8))}`, now - span - rnd.int(1, 60) * DAY)
          .lastInsertRowid,
      );
      villages.push({ id, name });
    }

    const insUser = sqlite.prepare(
      'insert into users (name, email, phone, password_hash, role, vehicle_number, status, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const vendorCount = restaurantCount;
    const deliveryCount = Math.max(1, Math.round(userCount * 0.05));
    const customerCount = Math.max(1, userCount - vendorCount - deliveryCount);
    const vendors: number[] = [];
    for (let i = 0; i < vendorCount + deliveryCount + customerCount; i++) {
      const name = `${rnd.pick(FIRST)} ${rnd.pick(LAST)}`;
      const email = `${name.toLowerCase().replace(/\s+/g, '.')}.${i}@example.in`;
      const phone = `${rnd.pick(['9', '8', '7'])}${String(rnd.int(100000000, 999999999))}`;
      // Sign-ups grow over the two years; a few are from this week.
      const createdAt =
        i % 500 === 0 ? now - rnd.int(0, 6 * 24) * 3_600_000 : now - Math.floor(Math.pow(rnd.next(), 0.7) * span);
      if (i < vendorCount) {
        vendors.push(
          Number(insUser.run(name, email, phone, passwordHash, 'vendor', null, null, createdAt).lastInsertRowid),
        );
      } else if (i < vendorCount + deliveryCount) {
        const status = rnd.pick(['active', 'active', 'active', 'on_delivery', 'on_leave'] as const);
        const vehicle = `UP70 ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + ((i * 7) % 26))} ${String(1000 + (i % 9000))}`;
        staff.push({
          id: Number(
            insUser.run(name, email, phone, passwordHash, 'delivery', vehicle, status, createdAt).lastInsertRowid,
          ),
          name,
        });
      } else {
        customers.push({
          id: Number(insUser.run(name, email, phone, passwordHash, 'customer', null, null, createdAt).lastInsertRowid),
          name,
          phone,
        });
      }
    }

    const insRestaurant = sqlite.prepare(
      `insert into restaurants (name, address, street, city, state, pincode, cuisine, is_active, commission_bp, owner_id, village_id, created_at)
       values (?, ?, ?, ?, 'Uttar Pradesh', ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insMenu = sqlite.prepare(
      'insert into menu_items (restaurant_id, name, price_paise, position) values (?, ?, ?, ?)',
    );
    for (let i = 0; i < restaurantCount; i++) {
      const village = villages[i % villages.length];
      const name = `${KITCHEN_PREFIX[i % KITCHEN_PREFIX.length]} ${KITCHEN_WORDS[Math.floor(i / KITCHEN_PREFIX.length) % KITCHEN_WORDS.length]} ${village.name}`;
      const street = rnd.pick([
        'Station Road',
        'Bazar Chauraha',
        'Tehsil Road',
        'GT Road',
        'Main Market',
        'Mandir Road',
        'Canal Road',
      ]);
      const cuisine = rnd.pick(CUISINES);
      const active = rnd.next() < 0.95 ? 1 : 0;
      // Its orders are taken at this rate (orders.commission_bp).
      const commissionBp = rnd.pick([800, 900, 1000, 1000, 1000, 1100, 1200, 1250, 1500]);
      const id = Number(
        insRestaurant.run(
          name,
          `${street}, ${village.name}, Prayagraj, Uttar Pradesh`,
          street,
          village.name,
          String(212100 + (i % 400)),
          cuisine,
          active,
          commissionBp,
          vendors[i],
          village.id,
          now - span - rnd.int(1, 30) * DAY,
        ).lastInsertRowid,
      );
      const menu: Array<[string, number]> = [];
      // The first kitchen is the storefront: it sells the site's menu, with every dish field.
      if (i === 0) {
        sqlite.prepare('update restaurants set is_storefront = 1 where id = ?').run(id);
        const insDish = sqlite.prepare(
          'insert into menu_items (restaurant_id, name, price_paise, position, category, description, image, popular, spicy, featured) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        );
        SEED_DISHES.forEach((d, k) => {
          insDish.run(
            id,
            d.name,
            d.price * 100,
            k,
            d.category,
            d.description,
            d.image,
            d.popular ? 1 : 0,
            d.spicy,
            d.featured ? 1 : 0,
          );
          menu.push([d.name, d.price * 100]);
        });
        restaurants.push({ id, name, commissionBp, menu });
        continue;
      }
      const first = rnd.int(0, DISHES.length - 1);
      for (let k = 0; k < 10; k++) {
        const [dish, rupees] = DISHES[(first + k * 3) % DISHES.length];
        const pricePaise = (rupees + ((i + k) % 5) * 5) * 100;
        insMenu.run(id, dish, pricePaise, k);
        menu.push([dish, pricePaise]);
      }
      restaurants.push({ id, name, commissionBp, menu });
    }

    // Every restaurant delivers to its own village (its village_id); the storefront also to three villages
    // around Janghai (Jangabad, Jangia, Jangpur at the default size), each at its own charge.
    // No minimum order there: the benchmark's orders of 1–4 dishes go to every delivery area.
    const storefrontId = restaurants[0]?.id;
    const neighbours: Array<[number, number]> = [
      [VILLAGE_ROOTS.length, 3500],
      [VILLAGE_ROOTS.length * 2, 4000],
      [VILLAGE_ROOTS.length * 3, 5000],
    ];
    for (const [index, chargePaise] of neighbours) {
      const village = villages[index];
      if (!village || storefrontId === undefined) continue;
      sqlite.prepare('update villages set delivery_charge_paise = ? where id = ?').run(chargePaise, village.id);
      sqlite
        .prepare('insert or ignore into village_delivery_restaurants (village_id, restaurant_id) values (?, ?)')
        .run(village.id, storefrontId);
    }
  })();
  console.log(`  people, villages, restaurants and menus: ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // ---- orders: times over two years, busier lately, lunch and dinner peaks (IST)
  const times = new Float64Array(orderCount);
  const HOURS = [11, 12, 12, 13, 13, 14, 15, 18, 19, 20, 20, 21, 21, 22];
  for (let i = 0; i < orderCount; i++) {
    const age = Math.floor(Math.pow(rnd.next(), 1.3) * span);
    const t = now - age;
    const istDay = t + IST_OFFSET_MS - ((t + IST_OFFSET_MS) % DAY) - IST_OFFSET_MS;
    let at = istDay + rnd.pick(HOURS) * 3_600_000 + rnd.int(0, 3_599_999);
    if (at > now) at = now - rnd.int(60_000, 6 * 3_600_000);
    times[i] = at;
  }
  times.sort();

  const { order: insOrder, item: insItem, history: insHistory } = bulkInsertStatements({ sqlite });
  const firstOrderId = ((sqlite.prepare('select max(id) as m from orders').get() as { m: number | null }).m ?? 0) + 1;
  const inFlight = ['placed', 'accepted', 'preparing', 'out_for_delivery'] as const;
  const counts: Record<string, number> = {};
  const BATCH = 100_000;
  let itemRows = 0;
  let historyRows = 0;
  for (let from = 0; from < orderCount; from += BATCH) {
    sqlite.transaction(() => {
      for (let i = from; i < Math.min(orderCount, from + BATCH); i++) {
        const createdAt = times[i];
        const ageDays = (now - createdAt) / DAY;
        // Old orders are finished; the last two months still have orders in every state,
        // so a load test has orders to move forward.
        let status: string;
        const r = rnd.next();
        if (ageDays > 60) status = r < 0.92 ? 'delivered' : 'cancelled';
        else status = r < 0.5 ? 'delivered' : r < 0.58 ? 'cancelled' : inFlight[Math.floor(((r - 0.58) / 0.42) * 4)];
        counts[status] = (counts[status] ?? 0) + 1;
        const restaurant = restaurants[Math.floor(Math.pow(rnd.next(), 1.5) * restaurants.length)];
        // Regulars order often: half the orders come from a tenth of the customers.
        const customer =
          rnd.next() < 0.5 ? customers[rnd.int(0, Math.floor(customers.length / 10))] : rnd.pick(customers);
        const courier = status === 'delivered' || status === 'out_for_delivery' ? rnd.pick(staff) : null;
        const id = firstOrderId + i;
        const lines = new Map<string, [number, number]>();
        for (let k = rnd.int(1, 4); k > 0; k--) {
          const [dish, price] = rnd.pick(restaurant.menu);
          const line = lines.get(dish) ?? [0, price];
          line[0] += rnd.int(1, 2);
          lines.set(dish, line);
        }
        let subtotal = 0;
        for (const [q, p] of lines.values()) subtotal += q * p;
        const steps =
          status === 'cancelled'
            ? ['placed', 'cancelled']
            : ORDER_FLOW.slice(0, ORDER_FLOW.indexOf(status as (typeof ORDER_FLOW)[number]) + 1);
        const stepAt = (k: number) => Math.min(now, createdAt + k * 9 * 60_000);
        insOrder.run(
          id,
          customer.id,
          customer.name,
          customer.phone,
          restaurant.id,
          restaurant.name,
          courier?.id ?? null,
          courier?.name ?? null,
          status,
          subtotal,
          DELIVERY_CHARGE_PAISE,
          subtotal + DELIVERY_CHARGE_PAISE,
          restaurant.commissionBp,
          createdAt,
          steps.length > 1 ? stepAt(steps.length - 1) : null,
          itemsSummary([...lines].map(([name, [quantity]]) => ({ name, quantity }))),
        );
        for (const [dish, [q, p]] of lines) insItem.run(id, dish, q, p);
        itemRows += lines.size;
        for (let k = 0; k < steps.length; k++) insHistory.run(id, steps[k], stepAt(k));
        historyRows += steps.length;
      }
    })();
    process.stdout.write(
      `\r  orders: ${Math.min(orderCount, from + BATCH)} / ${orderCount} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  process.stdout.write('\n');

  let t = Date.now();
  for (const o of setAside.filter((x) => x.type === 'index')) sqlite.exec(o.sql);
  console.log(`  indexes rebuilt: ${((Date.now() - t) / 1000).toFixed(1)} s`);
  t = Date.now();
  for (const o of setAside.filter((x) => x.type === 'trigger')) sqlite.exec(o.sql);
  const rebuilt = rebuildDerivedData(sqlite);
  console.log(`  derived data rebuilt (${rebuilt.join(', ') || 'none'}): ${((Date.now() - t) / 1000).toFixed(1)} s`);
  t = Date.now();
  sqlite.exec('analyze');
  sqlite.pragma('foreign_keys = ON');
  const problems = sqlite.pragma('foreign_key_check') as unknown[];
  if (problems.length > 0) fail(`foreign key check failed (${problems.length} rows)`);
  sqlite.pragma('journal_mode = WAL');
  database.close();
  console.log(`  analyze + checks: ${((Date.now() - t) / 1000).toFixed(1)} s`);
  console.log(
    `  rows: ${orderCount} orders (${Object.entries(counts)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}), ${itemRows} items, ${historyRows} history rows`,
  );
  console.log(
    `Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s (${(fs.statSync(file).size / 1048576).toFixed(0)} MB).`,
  );
}

main().catch((err) => fail((err as Error).stack ?? String(err)));
