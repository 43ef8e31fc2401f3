// @vitest-environment jsdom
/**
 * The partner app's announcements: the list (newest first, the ones since it was last opened on
 * this phone marked new) and the app bar's button with the count of new ones, kept per account
 * on the device.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { createI18nProvider } from '../../partner/i18n';
import { englishTranslations } from '../../partner/i18n/en';
import { AnnouncementList } from '../../partner/announcements/AnnouncementList';
import { AnnouncementsButton } from '../../partner/announcements/AnnouncementsButton';
import { isNew, lastSeen, markSeen } from '../../partner/announcements/seen';
import { saveSession } from '../../partner/providers/session';
import type { Announcement } from '../../shared/api/notifications';

const i18nProvider = createI18nProvider('en', englishTranslations);

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const announcements: Announcement[] = [
  { id: 3, _id: 3, message: 'Helmet check on Monday, 10 AM.', sentAt: '2026-03-10T04:30:00.000Z' },
  { id: 2, _id: 2, message: 'Carry change for ₹500 notes.', sentAt: '2026-03-09T04:30:00.000Z' },
  { id: 1, _id: 1, message: 'Welcome to Gaon Rasoi.', sentAt: '2026-03-01T04:30:00.000Z' },
];

function fakeProvider(
  unread = vi.fn(async (since: string | null) => announcements.filter((a) => isNew(a.sentAt, since)).length),
) {
  return {
    getList: vi.fn(async (resource: string) => {
      if (resource !== 'notifications') throw new Error(`no ${resource}`);
      return { data: announcements, total: announcements.length };
    }),
    getOne: vi.fn(),
    getMany: vi.fn(),
    getManyReference: vi.fn(),
    update: vi.fn(),
    updateMany: vi.fn(),
    create: vi.fn(),
    delete: vi.fn(),
    deleteMany: vi.fn(),
    countAnnouncements: unread,
  } as unknown as DataProvider & { countAnnouncements: typeof unread };
}

const signIn = (id: number) => saveSession({ token: 'token', role: 'delivery', name: 'Ramesh', id });

function renderApp(dataProvider: DataProvider) {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <AnnouncementsButton />
      <Routes>
        <Route path="/" element={<p>Orders</p>} />
        <Route path="/notifications" element={<AnnouncementList />} />
      </Routes>
    </AdminContext>,
  );
}

describe('what this phone has seen', () => {
  it('is kept per account and never moves back', () => {
    signIn(7);
    expect(lastSeen()).toBeNull();
    markSeen('2026-03-10T04:30:00.000Z');
    markSeen('2026-03-01T04:30:00.000Z');
    expect(lastSeen()).toBe('2026-03-10T04:30:00.000Z');
    signIn(8);
    expect(lastSeen()).toBeNull();
    expect(isNew('2026-03-10T04:30:00.000Z', null)).toBe(true);
    expect(isNew('2026-03-10T04:30:00.000Z', '2026-03-10T04:30:00.000Z')).toBe(false);
  });
});

describe('announcements in the partner app', () => {
  it('the app bar counts the ones since the list was last opened; opening the list marks them seen', async () => {
    signIn(7);
    markSeen('2026-03-05T00:00:00.000Z');
    const dataProvider = fakeProvider();
    renderApp(dataProvider);
    const button = await screen.findByRole('link', { name: 'Announcements: 2 new' });
    expect(dataProvider.countAnnouncements).toHaveBeenCalledWith('2026-03-05T00:00:00.000Z');
    expect(within(button).getByText('2')).toBeTruthy();

    fireEvent.click(button);
    await screen.findByText('Helmet check on Monday, 10 AM.');
    const cards = screen.getAllByTestId('announcement');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Helmet check'),
      expect.stringContaining('Carry change'),
      expect.stringContaining('Welcome'),
    ]);
    // Marked new while the list is open: the two that came since the last visit.
    expect(within(cards[0]!).getByText('New')).toBeTruthy();
    expect(within(cards[1]!).getByText('New')).toBeTruthy();
    expect(within(cards[2]!).queryByText('New')).toBeNull();
    expect(within(cards[0]!).getByText(/10 Mar/)).toBeTruthy();
    await waitFor(() => expect(lastSeen()).toBe('2026-03-10T04:30:00.000Z'));
    await screen.findByRole('link', { name: 'Announcements' });
    await waitFor(() => expect(dataProvider.countAnnouncements).toHaveBeenLastCalledWith('2026-03-10T04:30:00.000Z'));
  });

  it('shows no count when nothing is new, nor when the server cannot be reached', async () => {
    signIn(7);
    markSeen('2026-03-10T04:30:00.000Z');
    renderApp(fakeProvider());
    await waitFor(() => expect(screen.getByRole('link', { name: 'Announcements' })).toBeTruthy());
    cleanup();
    const offline = vi.fn(async () => Promise.reject(new Error('offline')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(fakeProvider(offline));
    await waitFor(() => expect(offline).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Announcements' })).toBeTruthy();
    vi.mocked(console.error).mockRestore();
  });
});
