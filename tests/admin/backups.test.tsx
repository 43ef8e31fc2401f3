// @vitest-environment jsdom
/**
 * Backups are the whole shop's data: only a super_admin sees the sidebar link and the
 * dashboard's backups-and-disk card; the card warns when a backup is missing, old, not copied
 * off the box, or the disk is nearly full.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { i18nProvider } from '../../admin/i18n';
import { AppMenu } from '../../admin/layout/AppMenu';
import { BackupHealthCard } from '../../admin/backups';
import { backupWarnings } from '../../admin/backups/useBackupHealth';
import { authAs, fakeDataProvider } from './renderAdmin';

/** The resources the menu asked about, so a test knows the access check has answered. */
let asked: string[] = [];

function renderAs(role: string) {
  return render(
    <MemoryRouter>
      <AdminContext
        dataProvider={fakeDataProvider()}
        authProvider={authAs(role, (resource) => asked.push(resource))}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <AppMenu />
        <BackupHealthCard />
      </AdminContext>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  asked = [];
});

describe('who sees backups', () => {
  it('a super_admin has the Backups link', async () => {
    renderAs('super_admin');
    expect(await screen.findByRole('menuitem', { name: 'Backups' }, { timeout: 5000 })).toBeTruthy();
  });

  it('other admin roles have neither the link nor the card', async () => {
    for (const role of ['admin', 'restaurant_manager', 'delivery_manager']) {
      renderAs(role);
      await screen.findByRole('menuitem', { name: 'Order Management' });
      await waitFor(() => expect(asked).toContain('backups'));
      // One more turn for the answer to render.
      await act(async () => undefined);
      expect(screen.queryByRole('menuitem', { name: 'Backups' }), role).toBeNull();
      expect(screen.queryByTestId('box-health'), role).toBeNull();
      cleanup();
    }
  });
});

describe('the dashboard warnings', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');
  const healthy = {
    lastBackupAt: '2026-11-23T21:30:00Z',
    lastBackupOk: true,
    diskFreeBytes: 50e9,
    diskTotalBytes: 100e9,
    lastCopyOk: true,
  };
  it('none when a backup is fresh, copied and the disk has room', () => {
    expect(backupWarnings(healthy, now)).toEqual({
      noBackup: false,
      backupFailed: false,
      staleBackup: false,
      lowDisk: false,
      copyFailed: false,
    });
  });
  it('a backup older than 26 hours, none at all, a failed attempt, a failed copy, under 10% disk free', () => {
    expect(backupWarnings({ ...healthy, lastBackupOk: false }, now).backupFailed).toBe(true);
    expect(backupWarnings({ ...healthy, lastBackupOk: null }, now).backupFailed).toBe(false);
    expect(backupWarnings({ ...healthy, lastBackupAt: '2026-11-23T07:59:00Z' }, now).staleBackup).toBe(true);
    expect(backupWarnings({ ...healthy, lastBackupAt: '2026-11-23T08:01:00Z' }, now).staleBackup).toBe(false);
    expect(backupWarnings({ ...healthy, lastBackupAt: null }, now).noBackup).toBe(true);
    expect(backupWarnings({ ...healthy, lastCopyOk: false }, now).copyFailed).toBe(true);
    expect(backupWarnings({ ...healthy, lastCopyOk: null }, now).copyFailed).toBe(false);
    expect(backupWarnings({ ...healthy, diskFreeBytes: 9.9e9 }, now).lowDisk).toBe(true);
  });
});
