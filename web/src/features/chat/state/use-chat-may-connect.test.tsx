// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { CHAT_CONNECT_LATEST_MS, useChatMayConnect } from './use-chat-may-connect';

function inRouter(path: string) {
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
}

function renderGate(path: string, pageDataArrived: boolean) {
  return renderHook(({ arrived }) => ({ may: useChatMayConnect(arrived), go: useNavigate() }), {
    wrapper: inRouter(path),
    initialProps: { arrived: pageDataArrived },
  });
}

describe('when the chat may connect', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('connects at once on the chat page', () => {
    expect(renderGate('/chat', false).result.current.may).toBe(true);
  });

  it('elsewhere waits for the page’s data, 2 s while the page draws it, then idle time', () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { result, rerender } = renderGate('/w/ws1', false);
    expect(result.current.may).toBe(false);
    expect(idle).toHaveLength(0);
    rerender({ arrived: true });
    act(() => vi.advanceTimersByTime(1_999));
    expect(idle).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.may).toBe(false);
    expect(idle).toHaveLength(1);
    act(() => idle[0]!({ didTimeout: false, timeRemaining: () => 10 }));
    expect(result.current.may).toBe(true);
  });

  it('connects after 5 s when the page’s data never comes', () => {
    expect(CHAT_CONNECT_LATEST_MS).toBe(5_000);
    const { result } = renderGate('/w/ws1', false);
    act(() => vi.advanceTimersByTime(4_999));
    expect(result.current.may).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.may).toBe(true);
  });

  it('stays connected when the person moves on from the chat page', () => {
    const { result } = renderGate('/chat', false);
    act(() => result.current.go('/w/ws1'));
    expect(result.current.may).toBe(true);
  });
});
