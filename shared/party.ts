/**
 * Party orders (a wedding, a puja, a bhoj for 150): the rules the server, the admin's forms and
 * the site's party pages apply alike. Pure, no imports beyond other pure rules, so the site's
 * party chunk can carry it. Money in paise; dates are India dates (YYYY-MM-DD).
 */
import { digitsOf, isMobileNumber, PHONE_LENGTH_MESSAGE, PHONE_MOBILE_MESSAGE, visibleName } from './contact';
import { isWithinHours, ORDER_LIMITS } from './ordering';
import { DAY_MS, istDate, istDateStart, IST_OFFSET_MS } from './indiaTime';

export const PARTY_LIMITS = {
  /** A village wedding may feed a thousand and more; past this it is a typing slip. */
  maxGuests: 2000,
  nameLength: ORDER_LIMITS.nameLength,
  addressLength: ORDER_LIMITS.addressLength,
  notesLength: 1000,
  /** A party is asked for at most a year ahead. */
  maxDaysAhead: 366,
  maxItems: 40,
  itemNameLength: 120,
  maxItemQuantity: 10_000,
  /** Rupees: a plate, a line's price or the delivery charge above this is a typing slip. */
  maxPrice: 100_000,
} as const;

/** "PTY-000012": a party request's number (the UPI reference of its advance). */
export const formatPartyCode = (id: number): string => `PTY-${String(id).padStart(6, '0')}`;

/** "HH:MM", 00:00 to 23:59. */
export const isClockTime = (value: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/** What the customer (or the owner, from a phone call) asks for. */
export interface PartyRequestInput {
  name?: string | null;
  phone?: string | null;
  date?: string | null;
  time?: string | null;
  guests?: number | null;
  villageId?: number | null;
  address?: string | null;
  notes?: string | null;
}

export interface CleanPartyRequest {
  name: string;
  phone: string;
  date: string;
  time: string | null;
  guests: number;
  villageId: number | null;
  address: string | null;
  notes: string | null;
}

export const PARTY_MESSAGES = {
  dateFormat: 'Date must be a day, YYYY-MM-DD',
  datePast: 'Choose a date from tomorrow on',
  dateFar: 'Choose a date within the next year',
  time: 'Time must be HH:MM, e.g. 13:30',
  guests: `Guests must be a whole number from 1 to ${PARTY_LIMITS.maxGuests}`,
  notesLong: `Notes must be at most ${PARTY_LIMITS.notesLength} characters`,
};

const clean = (v: string | null | undefined): string => (v ?? '').trim();

/** The phone as stored: its 10 digits (a leading +91 or 0 dropped). */
export function partyPhone(phone: string): string {
  const digits = digitsOf(phone);
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** Why `date` cannot be a party's day at `now`, or null: an India date from tomorrow to a year ahead. */
export function partyDateError(date: string, now: number): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(istDateStart(date))) return PARTY_MESSAGES.dateFormat;
  const today = istDate(now);
  if (date <= today) return PARTY_MESSAGES.datePast;
  if (istDateStart(date) - istDateStart(today) > PARTY_LIMITS.maxDaysAhead * DAY_MS) return PARTY_MESSAGES.dateFar;
  return null;
}

/**
 * A request checked field by field (the checkout's phone and name rules): the clean values, or
 * the message of each refused field. `partial`: only the fields given are checked (an edit).
 */
export function checkPartyRequest(
  input: PartyRequestInput,
  now: number,
  partial = false,
): { ok: true; value: CleanPartyRequest } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const given = (k: keyof PartyRequestInput) => !partial || input[k] !== undefined;
  const name = visibleName(clean(input.name));
  if (given('name')) {
    if (!name) errors.name = 'Name is required';
    else if (name.length > PARTY_LIMITS.nameLength)
      errors.name = `Name must be at most ${PARTY_LIMITS.nameLength} characters`;
  }
  const phone = partyPhone(clean(input.phone));
  if (given('phone')) {
    if (phone.length !== 10) errors.phone = PHONE_LENGTH_MESSAGE;
    else if (!isMobileNumber(phone)) errors.phone = PHONE_MOBILE_MESSAGE;
  }
  const date = clean(input.date);
  if (given('date')) {
    const refusal = partyDateError(date, now);
    if (refusal) errors.date = refusal;
  }
  const time = clean(input.time);
  if (time && !isClockTime(time)) errors.time = PARTY_MESSAGES.time;
  const guests = input.guests;
  if (
    given('guests') &&
    (typeof guests !== 'number' || !Number.isInteger(guests) || guests < 1 || guests > PARTY_LIMITS.maxGuests)
  )
    errors.guests = PARTY_MESSAGES.guests;
  const address = clean(input.address);
  if (address.length > PARTY_LIMITS.addressLength)
    errors.address = `Address must be at most ${PARTY_LIMITS.addressLength} characters`;
  const notes = clean(input.notes);
  if (notes.length > PARTY_LIMITS.notesLength) errors.notes = PARTY_MESSAGES.notesLong;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name,
      phone,
      date,
      time: time || null,
      guests: guests as number,
      villageId: input.villageId ?? null,
      address: address || null,
      notes: notes || null,
    },
  };
}

/**
 * A line of a quote: what is served. Without a price it is part of every plate (`quantity`: how
 * many on each plate, e.g. 4 puris; optional); with a price it is charged on top of the plates,
 * quantity × price (quantity 1 when not given), e.g. 150 extra gulab jamuns or a tent.
 */
export interface PartyItem {
  name: string;
  quantity: number | null;
  /** Rupees, or null for a part of the plate. */
  price: number | null;
}

export interface PartyQuoteMoney {
  /** Plates (per plate × guests) and the priced lines. */
  subtotalPaise: number;
  deliveryChargePaise: number;
  /** GST added on top for a kitchen whose prices exclude it (5 %), else 0. */
  taxPaise: number;
  totalPaise: number;
  advancePaise: number;
}

const paise = (rupees: number) => Math.round(rupees * 100);

/** What a quote comes to: plates, priced lines, delivery, GST on top (`gstOnTopPercent`: 5 or 0), and the advance (rounded to the paisa). */
export function partyQuoteMoney(q: {
  guests: number;
  perPlate: number;
  items: PartyItem[];
  deliveryCharge: number;
  advancePercent: number;
  gstOnTopPercent?: number;
}): PartyQuoteMoney {
  const lines = q.items.reduce((sum, i) => sum + (i.price === null ? 0 : paise(i.price) * (i.quantity ?? 1)), 0);
  const subtotalPaise = paise(q.perPlate) * q.guests + lines;
  const deliveryChargePaise = paise(q.deliveryCharge);
  const taxPaise = Math.round(((subtotalPaise + deliveryChargePaise) * (q.gstOnTopPercent ?? 0)) / 100);
  const totalPaise = subtotalPaise + deliveryChargePaise + taxPaise;
  return {
    subtotalPaise,
    deliveryChargePaise,
    taxPaise,
    totalPaise,
    advancePaise: Math.round((totalPaise * q.advancePercent) / 100),
  };
}

/** The lunch hour a party is served at when neither the owner nor the customer named a time. */
export const DEFAULT_SERVE_TIME = '13:00';

/**
 * When the party's food is due ("HH:MM"): the owner's time as quoted (taken as given: a party
 * may fall outside the kitchen's daily hours), else the customer's, else 1:00 PM, or the
 * kitchen's opening time when 1 PM is outside its hours.
 */
export function serveTimeOf(
  p: { serveAt: string | null; time: string | null; date: string },
  kitchen: { opensAt: string; closesAt: string },
): string {
  if (p.serveAt) return p.serveAt;
  if (p.time) return p.time;
  const lunch = indiaMoment(p.date, DEFAULT_SERVE_TIME);
  return isWithinHours(kitchen.opensAt, kitchen.closesAt, lunch)
    ? DEFAULT_SERVE_TIME
    : kitchen.opensAt === '24:00'
      ? '00:00'
      : kitchen.opensAt;
}

/** UTC ms of an India date at "HH:MM". */
export const indiaMoment = (date: string, hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return istDateStart(date) + (h * 60 + m) * 60_000;
};

/**
 * When a quote stops holding (UTC ms, exclusive): an India date holds through that day, a
 * date-time with its zone until then. NaN for anything else.
 */
export function parseValidUntil(value: string): number {
  const v = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) {
    const start = istDateStart(v);
    return Number.isNaN(start) ? Number.NaN : start + DAY_MS;
  }
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(v) ? Date.parse(v) : Number.NaN;
}

/** "2026-12-05" of the India day a quote's end falls in (its last valid day for a whole-day end). */
export const lastValidDay = (validUntil: number): string => istDate(validUntil - 1);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "5 Dec 2026": a day in the server's messages. */
export function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** The India day of a moment (re-exported for the party screens). */
export const indiaDayOf = (ms: number): string => new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);

export const blockedDateMessage = (date: string): string =>
  `We take no more parties on ${dayLabel(date)}: please choose another date`;
export const guestCapMessage = (date: string, left: number): string =>
  left <= 0
    ? `We are fully booked for parties on ${dayLabel(date)}: please choose another date`
    : `We can take only ${left} more guests on ${dayLabel(date)}: choose fewer guests or another date`;

/**
 * A party order's note in the app's language. The server writes it once, in English, from fixed
 * words around the party's own ("Party PTY-000007: 120 guests. Each plate: Dal, Puri ×4. Customer:
 * …", db/partyRequests.ts); in Hindi those fixed words are said in Hindi, the dishes and the
 * customer's words stay as written. Any other note is left as it is.
 */
export function partyNoteIn(note: string, lang: string): string {
  if (lang !== 'hi') return note;
  return note
    .replace(/^Party (PTY-\d+): (\d+) guests/, 'पार्टी $1: $2 मेहमान')
    .replace(/(^|\. )Each plate: /, '$1हर थाली में: ')
    .replace(/(^|\. )Customer: /, '$1ग्राहक की बात: ');
}
