/**
 * The chat page's requests: every in-app navigation to a chat link is a new request (the page
 * used to read its link once, on arrival).
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import type { Channel } from 'stream-chat';
import { withChannelListed } from './channel-list-shape';
import { targetFromLink, useChatTargetRequests } from './chat-target';

function inRouter(path: string) {
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
}

describe('useChatTargetRequests', () => {
  it('takes the arrival link, then each later link, also to the same address', () => {
    const first = '/chat?channel=messaging%3Adm-1&message=m1';
    const { result } = renderHook(() => ({ targets: useChatTargetRequests(), go: useNavigate() }), {
      wrapper: inRouter(first),
    });
    const arrival = result.current.targets.arrival;
    expect(arrival).toMatchObject({ channelId: 'dm-1', messageId: 'm1' });
    expect(result.current.targets.target).toBe(arrival);

    act(() => {
      void result.current.go('/chat?channel=team%3Alaunch&message=m2');
    });
    const second = result.current.targets.target;
    expect(second).toMatchObject({ channelId: 'launch', messageId: 'm2' });
    expect(second?.key).not.toBe(arrival?.key);
    // The arrival stays what the channel list opened by itself.
    expect(result.current.targets.arrival).toBe(arrival);

    // The same link followed again (the user has moved on inside the page) opens again.
    act(() => {
      void result.current.go('/chat?channel=team%3Alaunch&message=m2');
    });
    expect(result.current.targets.target?.key).not.toBe(second?.key);

    // Chat without a link keeps what is open.
    const kept = result.current.targets.target;
    act(() => {
      void result.current.go('/chat');
    });
    expect(result.current.targets.target).toBe(kept);
  });

  it('takes a search result as a request of its own', () => {
    const { result } = renderHook(() => useChatTargetRequests(), { wrapper: inRouter('/chat') });
    expect(result.current.target).toBeUndefined();
    act(() => result.current.open({ channelId: 'crew', messageId: 'r1', parentId: 'p1' }));
    const picked = result.current.target;
    expect(picked).toMatchObject({ channelId: 'crew', messageId: 'r1', parentId: 'p1' });
    act(() => result.current.open({ channelId: 'crew', messageId: 'r1', parentId: 'p1' }));
    expect(result.current.target?.key).not.toBe(picked?.key);
  });
});

describe('targetFromLink', () => {
  it('reads a chat link and ignores an address without a well-formed channel', () => {
    expect(targetFromLink('?channel=messaging%3Aa&message=m', 'k')).toEqual({
      channelId: 'a',
      messageId: 'm',
      key: 'k',
    });
    expect(targetFromLink('?channel=nonsense', 'k')).toBeUndefined();
    expect(targetFromLink('', 'k')).toBeUndefined();
  });
});

describe('withChannelListed', () => {
  const channel = (cid: string) => ({ cid }) as Channel;
  it('leaves a listed channel where it is and puts a new one first', () => {
    const [a, b, c] = [channel('messaging:a'), channel('team:b'), channel('community:c')];
    const list = [a, b];
    expect(withChannelListed(list, b)).toBe(list);
    expect(withChannelListed(list, c).map((x) => x.cid)).toEqual([c.cid, a.cid, b.cid]);
  });
});
