import { describe, expect, it } from 'vitest';
import { countUpValue, COUNT_STEPS, COUNT_STEP_MS } from '../../admin/dashboard/useCountUp';

describe('dashboard count cards', () => {
  it('count cards animate in 30 steps of 20 ms, ending exactly on the target', () => {
    expect([COUNT_STEPS, COUNT_STEP_MS]).toEqual([30, 20]);
    expect(countUpValue(300, 0)).toBe(0);
    expect(countUpValue(300, 15)).toBe(150);
    expect(countUpValue(301, 30)).toBe(301);
  });
});
