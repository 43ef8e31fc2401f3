import { describe, expect, it } from 'vitest';
import { formatIndiaTime, isFinished, orderSummaryText, paymentWords, timeline } from '../../site/track';

const at = (ist: string) => new Date(`2026-11-22T${ist}:00+05:30`).toISOString();

describe('tracking timeline', () => {
  it('shows the five steps of a delivery with times of those reached', () => {
    const steps = timeline({
      status: 'preparing',
      fulfilment: 'delivery',
      history: [
        { status: 'placed', at: at('19:30') },
        { status: 'accepted', at: at('19:33') },
        { status: 'preparing', at: at('19:40') },
      ],
    });
    expect(steps.map((s) => [s.label, s.state])).toEqual([
      ['Order placed', 'done'],
      ['Accepted', 'done'],
      ['Being prepared', 'current'],
      ['Out for delivery', 'todo'],
      ['Delivered', 'todo'],
    ]);
    expect(steps[0].at).toBe(at('19:30'));
    expect(steps[3].at).toBeNull();
  });

  it('skips "out for delivery" for pickup and ends cancelled orders at "Cancelled"', () => {
    expect(timeline({ status: 'delivered', fulfilment: 'pickup', history: [] }).map((s) => s.label)).toEqual([
      'Order placed',
      'Accepted',
      'Being prepared',
      'Picked up',
    ]);
    const c = timeline({
      status: 'cancelled',
      fulfilment: 'delivery',
      history: [
        { status: 'placed', at: at('19:30') },
        { status: 'cancelled', at: at('19:31'), by: 'customer' },
      ],
    });
    expect(c.map((s) => s.label)).toEqual(['Order placed', 'Cancelled']);
    expect(isFinished('cancelled') && isFinished('delivered') && !isFinished('out_for_delivery')).toBe(true);
  });

  it('writes times in India time like 7:45 pm', () => {
    const now = new Date('2026-11-22T15:00:00Z');
    expect(formatIndiaTime(at('19:45'), now)).toBe('7:45 pm');
    expect(formatIndiaTime(new Date('2026-11-21T06:05:00Z').getTime(), now)).toBe('21 Nov, 11:35 am');
    expect(formatIndiaTime('garbage', now)).toBe('');
  });

  it('summarises the order for WhatsApp', () => {
    const text = orderSummaryText({
      orderId: 'ORD-000042',
      fulfilment: 'delivery',
      totalAmount: 490,
      items: [
        { name: 'Village Thali', quantity: 2, price: 180 },
        { name: 'Tandoori Roti', quantity: 4, price: 25 },
      ],
    });
    expect(text).toBe(
      'Hello Gaon Rasoi! About my order ORD-000042: 2 × Village Thali, 4 × Tandoori Roti. Total ₹490.00 (cash on delivery).',
    );
  });

  it('says how the order is paid: a UPI order never says cash, in the summary as after the total', () => {
    const upi = {
      orderId: 'ORD-000043',
      fulfilment: 'delivery' as const,
      totalAmount: 378.5,
      items: [{ name: 'Village Thali', quantity: 2, price: 180 }],
      paymentMethod: 'upi' as const,
    };
    expect(orderSummaryText({ ...upi, paymentStatus: 'awaiting_upi' })).toBe(
      'Hello Gaon Rasoi! About my order ORD-000043: 2 × Village Thali. Total ₹378.50 (UPI).',
    );
    expect(orderSummaryText({ ...upi, paymentStatus: 'paid' })).toBe(
      'Hello Gaon Rasoi! About my order ORD-000043: 2 × Village Thali. Total ₹378.50 (paid by UPI).',
    );
    expect(paymentWords({ fulfilment: 'pickup', paymentMethod: 'upi', paymentStatus: 'awaiting_upi' })).toBe('UPI');
    expect(paymentWords({ fulfilment: 'pickup', paymentMethod: 'cash', paymentStatus: 'cash_on_delivery' })).toBe(
      'cash at pickup',
    );
    expect(paymentWords({ fulfilment: 'delivery', paymentMethod: 'cash', paymentStatus: 'cash_on_delivery' })).toBe(
      'cash on delivery',
    );
    // A rider who took the money by UPI at the door makes a cash order paid.
    expect(paymentWords({ fulfilment: 'delivery', paymentMethod: 'upi', paymentStatus: 'paid' })).toBe('paid by UPI');
  });
});
