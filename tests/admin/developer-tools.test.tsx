// @vitest-environment jsdom
/**
 * The seed's developer test buttons act on real data (Test Delete deletes the first rider):
 * only a super_admin sees them, folded under "Developer tools" with a warning.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { i18nProvider } from '../../admin/i18n';
import { DeveloperTools } from '../../admin/delivery-staff/StaffTestButtons';
import { authAs, fakeDataProvider } from './renderAdmin';

function renderAs(role: string) {
  return render(
    <MemoryRouter>
      <AdminContext
        dataProvider={fakeDataProvider()}
        authProvider={authAs(role)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <p>Delivery staff</p>
        <DeveloperTools staff={[]} deleting={false} onDelete={async () => true} />
      </AdminContext>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('Developer tools on Delivery Staff', () => {
  it('a super_admin finds them folded away, with the warning, and opens them', async () => {
    renderAs('super_admin');
    const summary = await screen.findByRole('button', { name: 'Developer tools' });
    expect(screen.queryByRole('button', { name: 'Test Delete' })).toBeNull();
    fireEvent.click(summary);
    expect(await screen.findByRole('button', { name: 'Test Delete' })).toBeTruthy();
    expect(screen.getByText(/Test Delete deletes the first rider/)).toBeTruthy();
  });

  it('a restaurant manager or an admin never sees them', async () => {
    for (const role of ['restaurant_manager', 'admin']) {
      const { unmount } = renderAs(role);
      await screen.findByText('Delivery staff');
      await new Promise((r) => setTimeout(r, 50));
      expect(screen.queryByRole('button', { name: 'Developer tools' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Test API' })).toBeNull();
      unmount();
    }
  });
});
