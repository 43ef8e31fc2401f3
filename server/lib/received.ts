/** The ledger's money of a day as the answers give it (rupees, ISO times): shared/api/received.ts. */
import type { AdvanceReceived as AdvanceRow, ReceivedSums } from '../../db/ledger';
import type { AdvanceReceived, ReceivedMoney } from '../../shared/api/received';
import { formatOrderCode } from '../../shared/ordering';
import { formatPartyCode } from '../../shared/party';
import { toRupees } from '../../shared/money';

export const receivedAnswer = (s: ReceivedSums): ReceivedMoney => ({
  cash: toRupees(s.cashPaise),
  upi: toRupees(s.upiPaise),
  upiToCheck: toRupees(s.upiToCheckPaise),
  credit: toRupees(s.creditPaise),
  refunded: toRupees(s.refundedPaise),
});

export const advanceAnswer = (a: AdvanceRow): AdvanceReceived => ({
  id: a.orderId,
  orderId: formatOrderCode(a.orderId),
  partyRequestId: a.partyRequestId,
  partyCode: formatPartyCode(a.partyRequestId),
  method: a.method,
  amount: toRupees(a.amountPaise),
  utr: a.utr,
  at: new Date(a.at).toISOString(),
  checked: a.method !== 'upi' || a.checkedAt !== null,
  partyAt: a.scheduledFor === null ? null : new Date(a.scheduledFor).toISOString(),
});
