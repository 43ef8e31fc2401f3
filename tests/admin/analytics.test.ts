import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { PIE_COLORS, counters, dailyChartData, dayLabel, dishSlices, hasOrders } from '../../admin/analytics/analytics';

describe('analytics', () => {
  it('has a four-colour pie palette and colours each dish', () => {
    expect(new Set(PIE_COLORS).size).toBe(4);
    const slices = dishSlices([
      { name: 'Village Thali', orders: 9 },
      { name: 'Dal Tadka', orders: 5 },
      { name: 'Aloo Paratha', orders: 4 },
      { name: 'Kheer', orders: 2 },
      { name: 'Extra', orders: 1 },
    ]);
    expect(slices.map((s) => s.fill)).toEqual([...PIE_COLORS, PIE_COLORS[0]]);
  });

  it('labels days by their calendar date', () => {
    expect(dayLabel('2026-03-10')).toBe('Tue, 10 Mar');
    expect(dailyChartData([{ date: '2026-03-10', orders: 2, revenue: 392.5 }])).toEqual([
      { date: '2026-03-10', orders: 2, revenue: 392.5, label: 'Tue, 10 Mar' },
    ]);
    expect(dailyChartData(undefined)).toEqual([]);
  });

  it('tells an empty series from a drawable one', () => {
    expect(hasOrders([{ orders: 0, revenue: 0 }])).toBe(false);
    expect(hasOrders([])).toBe(false);
    expect(hasOrders([{ orders: 0, revenue: 10 }])).toBe(true);
    expect(hasOrders([{ orders: 1 }])).toBe(true);
  });

  it('shows the three counters of the spec', () => {
    const list = counters({ activeUsers: 1234, newSignups: 5, repeatCustomers: 0 });
    expect(list.map((c) => c.key)).toEqual(['activeUsers', 'newSignups', 'repeatCustomers']);
    expect(list.map((c) => c.value)).toEqual(['1,234', '5', '0']);
  });

  it('keeps recharts out of the other part-2 screens (it loads lazily with analytics)', () => {
    const adminDir = path.resolve(import.meta.dirname, '../../admin');
    const folders = ['daily-order', 'earnings', 'onboarding', 'coupons', 'support', 'notifications', 'common'].map(
      (f) => path.join(adminDir, f),
    );
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && /from ['"]recharts['"]/.test(fs.readFileSync(full, 'utf8')))
          offenders.push(full);
      }
    };
    folders.forEach(walk);
    expect(offenders).toEqual([]);
    expect(fs.readFileSync(path.join(adminDir, 'App.tsx'), 'utf8')).toMatch(/lazy\(\(\) => import\('\.\/analytics'\)/);
  });
});
