// @vitest-environment jsdom
import { watchMainMenuTriggers } from './main-menu-label';

function trigger(): HTMLButtonElement {
  const button = document.createElement('button');
  button.className = 'dropdown-menu-button main-menu-trigger';
  return button;
}

describe('watchMainMenuTriggers', () => {
  it('names the menu button Excalidraw renders, now and when it renders a new one', async () => {
    const root = document.createElement('div');
    const first = trigger();
    root.append(first);
    const stop = watchMainMenuTriggers(root);
    expect(first.getAttribute('aria-label')).toBe('Canvas menu');

    // The phone layout replaces the toolbar, and with it the button.
    first.remove();
    const second = trigger();
    root.append(second);
    await Promise.resolve();
    expect(second.getAttribute('aria-label')).toBe('Canvas menu');
    stop();
  });

  it('keeps a name the button already has', () => {
    const root = document.createElement('div');
    const named = trigger();
    named.setAttribute('aria-label', 'Menu');
    root.append(named);
    watchMainMenuTriggers(root)();
    expect(named.getAttribute('aria-label')).toBe('Menu');
  });
});
