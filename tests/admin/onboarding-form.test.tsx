// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OnboardingList } from '../../admin/onboarding/OnboardingList';
import { fakeDataProvider, renderAdmin } from './renderAdmin';

afterEach(cleanup);

describe('new restaurant application form', () => {
  it('shows "All fields are required." under each empty field and the phone rule, then sends the trimmed application', async () => {
    const dataProvider = fakeDataProvider();
    renderAdmin(<OnboardingList />, dataProvider);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Application' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Restaurant Application' });
    const submit = within(dialog).getAllByRole('button').at(-1)!;
    fireEvent.click(submit);
    await waitFor(() => expect(within(dialog).getAllByText('All fields are required.')).toHaveLength(5));
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill(/^Restaurant Name/, ' Bhola Ki Rasoi ');
    fill(/^Owner/, 'Bhola Nath');
    fill(/^Phone/, '98765');
    fill(/^Address/, 'Jhunsi');
    fill(/^Cuisine/, 'Thali');
    fireEvent.click(submit);
    await within(dialog).findByText('Phone must be 10 digits');
    expect(dataProvider.create).not.toHaveBeenCalled();
    fill(/^Phone/, '98765 43211');
    fireEvent.click(submit);
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(vi.mocked(dataProvider.create).mock.calls[0]![1].data).toEqual({
      name: 'Bhola Ki Rasoi',
      owner: 'Bhola Nath',
      phone: '9876543211',
      address: 'Jhunsi',
      cuisine: 'Thali',
    });
  });
});
