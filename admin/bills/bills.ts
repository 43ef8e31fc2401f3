/** The Bills screen's choice (restaurant and India days) read from its address, and the totals of the issued bills. */
import type { BillRegisterEntry } from '../../shared/api/bills';

export interface BillsFilter {
  restaurantId?: number;
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** ?restaurantId=3&from=2026-03-01&to=2026-03-31; what is missing or malformed: every restaurant, this month so far. */
export function billsQuery(search: URLSearchParams, today: string): BillsFilter {
  const day = (key: string) => {
    const value = search.get(key) ?? '';
    return DAY.test(value) ? value : undefined;
  };
  const id = Number(search.get('restaurantId'));
  const from = day('from') ?? `${today.slice(0, 7)}-01`;
  return {
    ...(Number.isInteger(id) && id > 0 ? { restaurantId: id } : {}),
    from,
    // From a day on: through today (or that day, if it is later), as the API reads it.
    to: day('to') ?? (from > today ? from : today),
  };
}

const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * The issued bills added up (a cancelled bill keeps its number, not its money), in paise so the
 * rupees are exact; and what the ledger says was paid and given back on every bill listed (money
 * moves on a cancelled bill too: its refund).
 */
export function issuedTotals(bills: readonly BillRegisterEntry[]) {
  const issued = bills.filter((b) => b.status === 'issued');
  const sum = (
    of: readonly BillRegisterEntry[],
    key: 'taxableValue' | 'cgst' | 'sgst' | 'total' | 'paid' | 'refunded',
  ) => of.reduce((total, b) => total + paise(b[key]), 0) / 100;
  return {
    count: issued.length,
    taxableValue: sum(issued, 'taxableValue'),
    cgst: sum(issued, 'cgst'),
    sgst: sum(issued, 'sgst'),
    total: sum(issued, 'total'),
    paid: sum(bills, 'paid'),
    refunded: sum(bills, 'refunded'),
  };
}
