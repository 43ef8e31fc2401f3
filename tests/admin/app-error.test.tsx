// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { i18nProvider } from '../../admin/i18n';
import { AppError } from '../../admin/layout/AppError';

afterEach(cleanup);

describe('the error page of a screen that crashes', () => {
  it('says "Unexpected Application Error!" with the message and a way back', () => {
    render(
      <MemoryRouter basename="/admin" initialEntries={['/admin/orders']}>
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
          <AppError error={new Error('Cannot read properties of undefined')} />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Cannot read properties of undefined')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/admin');
  });
});
