/** Number formats of SPEC section 9: rupees in en-IN. */
const rupees2 = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "₹1,23,456.50" (two decimals, as on the earnings screens). */
export function formatRupees(value: number | null | undefined): string {
  return `₹${rupees2.format(Number(value ?? 0))}`;
}

/** Date and time in India for tables: "21 Nov 2026, 7:05 pm". */
export function formatDateTime(iso: string | number | Date): string {
  return new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}
