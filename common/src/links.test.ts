import { describe, expect, it } from 'vitest';
import {
  calendarHref,
  newCanvasHref,
  newEventHref,
  chatChannelPath,
  chatLinkTarget,
  canvasHref,
  invitationHref,
  projectHref,
  taskHref,
  videoHref,
  videoLinkTarget,
  workspaceHref,
  workspaceMemberHref,
  workspaceSettingsHref,
} from './links';

describe('links', () => {
  it('puts workspace content under /w/{workspaceId}', () => {
    expect(workspaceHref('ws1')).toBe('/w/ws1');
    expect(workspaceHref('ws1', 'canvases')).toBe('/w/ws1/canvases');
    expect(projectHref('ws1', 'p1')).toBe('/w/ws1/projects/p1');
    expect(canvasHref('ws1', 'c1')).toBe('/w/ws1/canvases/c1');
    expect(videoHref('ws1', 'v1')).toBe('/w/ws1/videos/v1');
    expect(workspaceSettingsHref('ws1')).toBe('/w/ws1/settings');
    expect(workspaceMemberHref('ws1', 'u 1')).toBe('/w/ws1/settings?member=u%201');
  });

  it('puts the task board at /w/{ws}/tasks and each task under it', () => {
    expect(workspaceHref('ws1', 'tasks')).toBe('/w/ws1/tasks');
    expect(taskHref('ws1', 't1')).toBe('/w/ws1/tasks/t1');
    expect(taskHref('ws 1', 't/1')).toBe('/w/ws%201/tasks/t%2F1');
  });

  it('opens the calendar on one event through ?event=', () => {
    expect(calendarHref('ws1')).toBe('/w/ws1/calendar');
    expect(calendarHref('ws1', 'e1')).toBe('/w/ws1/calendar?event=e1');
    expect(newCanvasHref('ws1', 'p 1')).toBe('/w/ws1/canvases?project=p%201');
    expect(newEventHref('ws1', 'p1')).toBe('/w/ws1/calendar?project=p1');
  });

  it('encodes ids so an odd one cannot change the path', () => {
    expect(canvasHref('a/b', 'c?d')).toBe('/w/a%2Fb/canvases/c%3Fd');
    expect(invitationHref('i#1')).toBe('/invitations/i%231');
  });
});

describe('chatChannelPath', () => {
  it('opens a channel, or a message in it', () => {
    expect(chatChannelPath('messaging:design')).toBe('/chat?channel=messaging%3Adesign');
    expect(chatChannelPath('team:ws-1', 'm 1')).toBe('/chat?channel=team%3Aws-1&message=m+1');
  });
});

describe('chatLinkTarget', () => {
  const target = (path: string) => chatLinkTarget(new URL(path, 'http://app').searchParams);

  it('reads back the channel and message a chatChannelPath link names', () => {
    expect(target(chatChannelPath('messaging:design'))).toEqual({ channelId: 'design' });
    expect(target(chatChannelPath('team:ws-1', 'm-1'))).toEqual({
      channelId: 'ws-1',
      messageId: 'm-1',
    });
  });

  it('ignores a missing or malformed channel', () => {
    expect(target('/chat')).toBeUndefined();
    expect(target('/chat?channel=design')).toBeUndefined();
    expect(target('/chat?channel=a:b:c')).toBeUndefined();
    expect(target('/chat?channel=messaging:has%20space')).toBeUndefined();
  });
});

describe('video review links', () => {
  const target = (path: string) => videoLinkTarget(new URL(path, 'http://app').searchParams);

  it('opens a video at a moment and on a comment, and reads both back', () => {
    const href = videoHref('ws1', 'v1', { time: 12.345, commentId: 'c1' });
    expect(href).toBe('/w/ws1/videos/v1?t=12.35&comment=c1');
    expect(target(href)).toEqual({ time: 12.35, commentId: 'c1' });
    expect(videoHref('ws1', 'v1', { time: 0 })).toBe('/w/ws1/videos/v1?t=0');
  });

  it('leaves out a time or comment id that is not one', () => {
    expect(videoHref('ws1', 'v1', { time: -1 })).toBe('/w/ws1/videos/v1');
    expect(target('/w/ws1/videos/v1?t=soon&comment=a/b')).toEqual({});
    expect(target('/w/ws1/videos/v1?t=-3')).toEqual({});
    expect(target('/w/ws1/videos/v1')).toEqual({});
  });

  it('opens a version, and leaves out one that is not a version id', () => {
    const href = videoHref('ws1', 'abc', { versionId: 'v2', time: 1, commentId: 'c1' });
    expect(href).toBe('/w/ws1/videos/abc?v=v2&t=1&comment=c1');
    expect(target(href)).toEqual({ versionId: 'v2', time: 1, commentId: 'c1' });
    expect(videoHref('ws1', 'abc', { versionId: 'v0' })).toBe('/w/ws1/videos/abc');
    expect(target('/w/ws1/videos/abc?v=2')).toEqual({});
    expect(target('/w/ws1/videos/abc?v=v1000')).toEqual({});
    expect(target('/w/ws1/videos/abc?v=v12')).toEqual({ versionId: 'v12' });
  });
});
