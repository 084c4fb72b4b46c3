import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { updateStore } from '../update-store';
import { UpdatePrompt } from './update-prompt';

afterEach(() => updateStore.setState({ waiting: false, activate: null }));

describe('UpdatePrompt', () => {
  it('says nothing until a new version waits', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByRole('region', { name: 'App update' })).not.toBeInTheDocument();
  });

  it('offers the waiting version, and Reload lets it take over', async () => {
    const activate = vi.fn(async () => undefined);
    render(<UpdatePrompt />);
    act(() => updateStore.setState({ waiting: true, activate }));
    const prompt = screen.getByRole('region', { name: 'App update' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'A new version of Crewspace is available.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(activate).toHaveBeenCalledOnce();
    expect(prompt).toBeInTheDocument();
  });

  it('lets the user try again when the new version could not take over', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const activate = vi.fn(async () => Promise.reject(new Error('no worker')));
    render(<UpdatePrompt />);
    act(() => updateStore.setState({ waiting: true, activate }));
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeEnabled();
    expect(warn).toHaveBeenCalledOnce();
  });
});
