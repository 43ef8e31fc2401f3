/** Money is integer paise in the database and rupees (numbers) on the wire. */
export const toRupees = (paise: number | null | undefined): number => Math.round(Number(paise ?? 0)) / 100;
export const toPaise = (rupees: number): number => Math.round(rupees * 100);

/** Flat delivery charge put on every new order (₹30). */
export const DELIVERY_CHARGE_PAISE = 3000;
