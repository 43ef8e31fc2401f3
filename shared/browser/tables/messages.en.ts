import { ORDER_STATUS_LABELS } from '../../orderStatus';

/**
 * The texts of the dining hall's screens that the admin and the kitchen's app share (the table
 * tile, the round picker, a table's bill and its payment lines, a walk-in), in English: each app puts
 * them under `dining` in its messages, so the shared components read `dining.<key>` in either.
 * One file per language, so each app's language chunk carries its own only.
 */
export const diningEnglish = {
  free: 'Free',
  eating: 'Eating',
  billAsked: 'Bill asked',
  minutes: '%{minutes} min',
  rounds: '%{smart_count} round |||| %{smart_count} rounds',
  closeTable: 'Close / bill',
  search: 'Dish name or number',
  soldOut: 'sold out',
  emptyRound: 'Nothing added yet.',
  quantity: 'Quantity',
  less: 'One less',
  more: 'One more',
  send: 'Send to kitchen',
  total: 'Total',
  noRounds: 'Nothing ordered yet.',
  statuses: ORDER_STATUS_LABELS,
  method: 'Paid by',
  methods: { cash: 'Cash', upi: 'UPI', credit: 'Khata' },
  amount: 'Amount (₹)',
  utr: 'UTR (12 digits, optional)',
  phone: 'Khata phone',
  addLine: 'Another payer',
  removeLine: 'Remove this payment',
  left: 'Left to split: %{amount}',
  close: 'Close the table',
  closed: 'Table closed: bill %{bill}.',
  printBill: 'Print the bill',
  walkIn: 'Walk-in (pickup at the counter)',
  walkInName: 'Walk-in',
  customerName: 'Name',
  customerPhone: 'Phone',
} as const;
