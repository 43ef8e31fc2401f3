import { afterAll, describe, expect, it, vi } from 'vitest';
import { fakeFetch, memoryStorage } from './fakeFetch';

vi.stubGlobal('localStorage', memoryStorage());
const { dataProvider } = await import('../../admin/providers/dataProvider');
const { saveSession } = await import('../../admin/providers/session');
afterAll(() => vi.unstubAllGlobals());

describe('bodiless DELETE', () => {
  it('goes out as JSON, never text/plain (the API answers 415 to text/plain)', async () => {
    saveSession({ token: 'tok', name: 'Asha', role: 'super_admin' });
    const fake = fakeFetch([{ body: { success: true, data: { id: 3 }, message: 'Coupon deleted successfully.' } }]);
    vi.stubGlobal('fetch', fake.fn);
    await expect(dataProvider.delete('coupons', { id: 3, previousData: { id: 3 } })).resolves.toMatchObject({
      data: { id: 3 },
    });
    const [call] = fake.calls;
    expect(call!.method).toBe('DELETE');
    expect(call!.url).toMatch(/\/api\/admin\/coupons\/3$/);
    expect(call!.headers.get('Content-Type') ?? '').not.toMatch(/text\/plain/);
    expect(call!.headers.get('Authorization')).toBe('Bearer tok');
  });
});
