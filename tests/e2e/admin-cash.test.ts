/**
 * The owner's day close and refunds in the browser, against the real server with demo data: on
 * the Cash page at 375 px a rider's cash still out shows red, "Record hand-over" (prefilled with
 * what is out, the amount editable) records it in two taps and the row follows; the figure is the
 * rider's own Today. On an order's page "Refund due" is recorded as given back (a refund someone
 * recorded meanwhile is refused in the dialog), and the dashboard's "Refunds due" card follows.
 * Screens are photographed (screenshots/admin-cash-*.png, admin-refund-*.png).
 */
import { describe, expect } from 'vitest';
import { openStorefrontAllDay, photograph, still, type ApiCaller } from './harness';
import { test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';

const PHONE = { width: 375, height: 812 };
const RIDER = { name: 'Kamla Cashwali', email: 'kamla.cash@example.com', password: 'kamla-pass-1' };
let admin: ApiCaller;
let riderId: number;
let cashOrder: { id: number; totalAmount: number };
let menu: {
  kitchen: { id: number };
  dishes: Array<{ id: number; available: boolean }>;
  deliveryAreas: Array<{ id: number }>;
};

const rupees = (amount: number) =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;

let n = 0;
/** A phone order taken by the admin (never held "to confirm"). */
async function phoneOrder(
  paymentMethod: 'cash' | 'upi',
): Promise<{ id: number; orderId: string; totalAmount: number }> {
  const dish = menu.dishes.find((d) => d.available)!;
  n += 1;
  return admin(
    'POST',
    '/api/admin/orders',
    {
      customer: { name: `Cash Test ${n}`, phone: `98765${String(61000 + n).padStart(5, '0')}` },
      fulfilment: 'delivery',
      villageId: menu.deliveryAreas[0].id,
      address: 'House 7, Station Road',
      items: [{ dishId: dish.id, quantity: 2 }],
      paymentMethod,
    },
    { 'Idempotency-Key': `admin-cash-e2e-${Date.now()}-${n}` },
  );
}

/** A UPI order paid and then cancelled: its money is owed back. */
async function refundDue(): Promise<{ id: number; orderId: string; totalAmount: number }> {
  const order = await phoneOrder('upi');
  await admin('PUT', `/api/admin/orders/${order.id}`, { paymentStatus: 'paid' });
  await admin('PUT', `/api/admin/orders/${order.id}`, { status: 'cancelled' });
  return order;
}

// Orders placed from one address, as many as the tests need.
test.override('serverEnv', { ORDER_RATE_LIMIT: '0' });

test.beforeAll(async ({ server, admin: session }) => {
  admin = session.call;
  menu = await openStorefrontAllDay(server, admin);
  riderId = (
    await admin('POST', '/api/admin/users', {
      role: 'delivery',
      name: RIDER.name,
      email: RIDER.email,
      phone: '9876561999',
      password: RIDER.password,
      vehicleNumber: 'UP70 CA 1234',
    })
  ).id;
  // Today the rider delivers one cash order.
  cashOrder = await phoneOrder('cash');
  for (const change of [
    { status: 'accepted' },
    { deliveryPersonId: riderId },
    { status: 'preparing' },
    { status: 'out_for_delivery' },
    { status: 'delivered' },
  ]) {
    await admin('PUT', `/api/admin/orders/${cashOrder.id}`, change);
  }
});

describe('the Cash page at 375 px', () => {
  test("shows the rider's cash still out in red, records a hand-over in two taps (amount editable), and the row follows", async ({
    admin: session,
    partner,
  }) => {
    const context = await session.newContext({ viewport: PHONE, timezoneId: 'Asia/Kolkata' });
    const page = await session.open('/admin/cash', context);
    await page.getByRole('heading', { name: 'Cash', level: 1 }).waitFor();

    const card = page.getByTestId('cash-card').filter({ hasText: RIDER.name });
    const difference = card.getByTestId('cash-difference');
    await expect.poll(() => difference.textContent()).toBe(`${rupees(cashOrder.totalAmount)}still out`);
    await expect(difference.getAttribute('data-state')).resolves.toBe('out');
    // Red (the theme's error colour), and said in words too.
    const [r, g, b] = (await difference.evaluate((el) => getComputedStyle(el).color)).match(/\d+/g)!.map(Number);
    expect(r > 150 && g < 80 && b < 80, `rgb(${r}, ${g}, ${b}) is red`).toBe(true);
    // The same figure as the rider's own Today.
    const { call: riderCall } = await partner.signIn('delivery', RIDER.email, RIDER.password);
    const own = await riderCall('GET', '/api/delivery/summary');
    expect(own.cashCollected).toBe(cashOrder.totalAmount);
    await expectNoSeriousA11yViolations(page, 'the Cash page at 375 px');
    await photograph(page, 'admin-cash-out', { widths: [375] });

    // Tap 1: the button carries what is out; the dialog starts with it.
    await card
      .getByRole('button', { name: `Record hand-over ${rupees(cashOrder.totalAmount)}, ${RIDER.name}` })
      .click();
    const title = `Record hand-over: ${RIDER.name}`;
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    await still(page);
    const amount = dialog.getByLabel('Amount handed in (₹)');
    await expect(amount.inputValue().then(Number)).resolves.toBe(cashOrder.totalAmount);
    await expectNoSeriousA11yViolations(page, 'the hand-over dialog', '[role="dialog"]');
    await photograph(page, 'admin-cash-dialog', { widths: [375] });
    // Nothing, or less than a paisa, is refused before anything is sent.
    await amount.fill('0');
    await dialog.getByRole('button', { name: 'Record' }).click();
    await dialog.getByText('The amount must be more than ₹0').waitFor();
    // Part of it handed in now (edited), tap 2.
    await amount.fill('100.5');
    await dialog.getByRole('button', { name: 'Record' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`Hand-over of ₹100.50 recorded for ${RIDER.name}.`).waitFor();
    const rest = Math.round(cashOrder.totalAmount * 100 - 10050) / 100;
    await expect.poll(() => card.getByTestId('cash-handed').textContent()).toBe('₹100.50');
    await expect.poll(() => difference.textContent()).toBe(`${rupees(rest)}still out`);

    // The rest, as prefilled: two taps, and the day is settled.
    await card.getByRole('button', { name: `Record hand-over ${rupees(rest)}, ${RIDER.name}` }).click();
    await dialog.waitFor();
    await still(page);
    await expect(dialog.getByLabel('Amount handed in (₹)').inputValue().then(Number)).resolves.toBe(rest);
    await dialog.getByRole('button', { name: 'Record' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => difference.textContent()).toBe('₹0.00settled');
    await expect(difference.getAttribute('data-state')).resolves.toBe('settled');
    await card.getByRole('button', { name: `Record hand-over, ${RIDER.name}` }).waitFor();

    const day = await admin('GET', '/api/admin/cash');
    expect(day.riders.find((r: { riderId: number }) => r.riderId === riderId)).toEqual({
      riderId,
      name: RIDER.name,
      cashCollected: cashOrder.totalAmount,
      upiToCheck: 0,
      handedOver: cashOrder.totalAmount,
      difference: 0,
    });
    await expect.poll(() => page.getByTestId('cash-total').textContent()).toBe(rupees(day.total));
    await expect(page.getByTestId('cash-counter').textContent()).resolves.toBe(rupees(day.counterCash));

    // 375 px and 1366 px, nothing sticking out sideways; the wide screen is a table.
    await photograph(page, 'admin-cash', { widths: [375, 1366] });
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(page.getByRole('table').getByRole('columnheader').allTextContents()).resolves.toEqual([
      'Rider',
      'Collected',
      'Handed in',
      // UPI the rider said they took, not yet seen in the shop's account: beside the cash, not in it.
      'UPI to check',
      'Difference',
      'Actions',
    ]);
    await expectNoSeriousA11yViolations(page, 'the Cash page at 1366 px');
    await context.close();
  });
});

describe('refunds in the admin', () => {
  test("records a refund from the order's page; one recorded meanwhile is refused in the dialog; the dashboard card follows", async ({
    server,
    admin: session,
  }) => {
    const first = await refundDue();
    const second = await refundDue();
    const context = await session.newContext({ viewport: { width: 1366, height: 900 }, timezoneId: 'Asia/Kolkata' });
    const page = await context.newPage();

    const dueNow = (await admin('GET', '/api/admin/dashboard')).today.refundsDue as { count: number; amount: number };
    expect(dueNow.count).toBeGreaterThanOrEqual(2);
    await page.goto(`${server.baseUrl}/admin`);
    const card = page.getByTestId('today-refundsDue');
    await expect.poll(() => card.textContent()).toBe(String(dueNow.count));
    await page.getByText(`${rupees(dueNow.amount)} to give back`).waitFor();
    await photograph(page, 'admin-refund-dashboard', { widths: [1366, 375] });

    // The card opens the orders owed back, filtered on the server.
    await card.click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/admin/orders' && JSON.parse(url.searchParams.get('filter') ?? '{}').refundStatus === 'due',
    );
    await page.getByText(second.orderId).first().waitFor();
    await page.getByText(first.orderId).first().waitFor();

    // Someone else records the first one while its dialog is open: the refusal shows in the dialog.
    await page.goto(`${server.baseUrl}/admin/orders/${first.id}`);
    const details = page.getByRole('dialog', { name: `Order Details — ${first.orderId}` });
    await details.getByText(`Refund due ${rupees(first.totalAmount)}`).waitFor();
    await details.getByRole('button', { name: 'Record refund' }).click();
    const firstTitle = `Record refund: ${first.orderId}`;
    const refund = page.getByRole('dialog', { name: firstTitle });
    await refund.waitFor();
    await still(page);
    await expect(refund.getByRole('radio', { name: 'By UPI' }).isChecked()).resolves.toBe(true);
    await admin('PUT', `/api/admin/orders/${first.id}`, { refundStatus: 'refunded', refundMethod: 'cash' });
    await refund.getByRole('button', { name: 'Record refund' }).click();
    await expect.poll(() => refund.getByTestId('refund-error').textContent()).toMatch(/No refund is due on this order/);
    await expectNoSeriousA11yViolations(page, 'the refund dialog with a refusal', '[role="dialog"]:last-of-type');
    await photograph(page, 'admin-refund-refused', { widths: [1366] });
    await refund.getByRole('button', { name: 'Cancel' }).click();
    await refund.waitFor({ state: 'detached' });
    await details.getByTestId('refund-done').filter({ hasText: 'Refunded in cash' }).waitFor();

    // The second: by UPI with its reference, a wrong one caught first.
    await page.goto(`${server.baseUrl}/admin/orders/${second.id}`);
    const secondDetails = page.getByRole('dialog', { name: `Order Details — ${second.orderId}` });
    await secondDetails.getByText(`Refund due ${rupees(second.totalAmount)}`).waitFor();
    await secondDetails.getByRole('button', { name: 'Record refund' }).click();
    const secondTitle = `Record refund: ${second.orderId}`;
    const secondRefund = page.getByRole('dialog', { name: secondTitle });
    await secondRefund.waitFor();
    await still(page);
    const utr = secondRefund.getByLabel('UTR (12 digits, optional)');
    await utr.fill('12345');
    await secondRefund.getByRole('button', { name: 'Record refund' }).click();
    await secondRefund.getByText('A UTR is 12 digits').waitFor();
    await utr.fill('7000 3333 4444');
    await photograph(page, 'admin-refund-dialog', { widths: [1366, 375] });
    await secondRefund.getByRole('button', { name: 'Record refund' }).click();
    await secondRefund.waitFor({ state: 'detached' });
    await secondDetails.getByTestId('refund-done').filter({ hasText: 'Refunded by UPI (UTR 700033334444)' }).waitFor();
    await photograph(page, 'admin-refund-done', { widths: [1366, 375] });
    const saved = await admin('GET', `/api/admin/orders/${second.id}`);
    expect(saved).toMatchObject({ refundStatus: 'refunded', refundMethod: 'upi', refundUtr: '700033334444' });

    // The dashboard's card has both gone from it.
    await page.goto(`${server.baseUrl}/admin`);
    await expect.poll(() => page.getByTestId('today-refundsDue').textContent()).toBe(String(dueNow.count - 2));
    const after = Math.round(dueNow.amount * 100 - first.totalAmount * 100 - second.totalAmount * 100) / 100;
    await page.getByText(`${rupees(after)} to give back`).waitFor();
    await context.close();
  });
});
