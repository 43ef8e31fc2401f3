/** Money is integer paise in the database and rupees (numbers) on the wire. */
export const toRupees = (paise: number | null | undefined): number => Math.round(Number(paise ?? 0)) / 100;
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
/** What is still to pay at the door or the counter: the total less an advance paid before (a party order's; 0 for the others). */
export const dueAtDoor = (o: { totalAmount: number; advance?: number | null }): number =>
  Math.max(Math.round((o.totalAmount - (o.advance ?? 0)) * 100), 0) / 100;

/**
 * A percentage as integer basis points (12.5 → 1250), rounded half up exactly as its decimal
 * reads: 1.005 → 101. `rate * 100` would round the float 1.005 (a little below it) to 100, so
 * the point is moved in the decimal text instead ("1.005e2" is exactly 100.5).
 */
export function percentToBasisPoints(rate: number): number {
  const [mantissa, exponent = '0'] = String(rate).split('e');
  return Math.round(Number(`${mantissa}e${Number(exponent) + 2}`));
}

/** Flat delivery charge put on every new order (₹30). */
export const DELIVERY_CHARGE_PAISE = 3000;
