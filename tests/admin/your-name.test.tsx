// @vitest-environment jsdom
/** The first admin is "Super Admin": the owner sets their own name from the top bar's "Your name?". */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { YourName } from '../../admin/layout/YourName';
import { fakeDataProvider, renderAdmin } from './renderAdmin';

afterEach(cleanup);

describe("the admin's own name", () => {
  it('is asked for beside the greeting and saved trimmed; the greeting is then read again', async () => {
    const setMyName = vi.fn(async (name: string) => ({ name }));
    const onSaved = vi.fn();
    renderAdmin(<YourName onSaved={onSaved} />, fakeDataProvider({ setMyName }));
    fireEvent.click(await screen.findByRole('button', { name: 'Your name?' }));
    const save = await screen.findByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Your name' }), { target: { value: '  Ramesh Yadav ' } });
    fireEvent.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(setMyName).toHaveBeenCalledWith('Ramesh Yadav');
  });
});
