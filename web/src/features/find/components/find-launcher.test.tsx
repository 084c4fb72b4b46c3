// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The launcher, with the palette's code fetched or failing as a lost connection makes it. */
async function renderLauncher({ paletteFails = false } = {}) {
  vi.resetModules();
  vi.doMock('./find-palette', () => {
    if (paletteFails) throw new Error('Failed to fetch dynamically imported module');
    return { default: ({ open }: { open: boolean }) => (open ? <p>The palette</p> : null) };
  });
  const { FindLauncher } = await import('./find-launcher');
  render(<FindLauncher uid="alice" />);
  return userEvent.setup();
}

describe('the find launcher', () => {
  afterEach(() => {
    vi.doUnmock('./find-palette');
    vi.restoreAllMocks();
  });

  it('opens the palette on Ctrl-K', async () => {
    const user = await renderLauncher();
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByText('The palette')).toBeInTheDocument();
  });

  it('says search is not saved on this device when its code cannot be fetched offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = await renderLauncher({ paletteFails: true });
    await user.click(screen.getByRole('button', { name: /Search/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Search could not be loaded' });
    expect(dialog).toHaveTextContent('It opens once you are back online.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
