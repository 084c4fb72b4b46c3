/**
 * The command palette (Ctrl-K / ⌘-K): finds projects, canvases, videos, events, members and chat
 * channels in the current workspace (or all the user's workspaces), recents and actions when
 * nothing is typed, and Stream's message search on request. A combobox over a grouped listbox:
 * arrows move, Tab / Shift+Tab jump between groups, Enter opens, Escape closes. Its index stays
 * warm (and live) after the first opening, so opening it again reads nothing.
 */
import { chatChannelPath, workspaceHref } from '@crewspace/common/links';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useChatState } from '@/features/chat';
import { useTheme } from '@/features/theme';
import { useUploads } from '@/features/videos';
import { useWorkspace } from '@/features/workspaces';
import { useMessageSearch } from '../api/use-message-search';
import { useWorkspaceFindSources } from '../api/use-find-sources';
import { createFindIndex, type FindIndex } from '../find-index';
import { readRecentItems, rememberRecentItem } from '../recent-items';
import {
  buildGroups,
  moveActive,
  moveGroup,
  type PaletteAction,
  type PaletteOption,
} from './palette-options';
import { Dialog } from '@/components/ui/dialog';
import { HighlightedText } from '@/components/ui/highlighted-text';
import styles from './find-palette.module.css';

/** Hits shown per kind. */
export const HITS_PER_KIND = 5;

export interface FindPaletteProps {
  open: boolean;
  uid: string;
  onClose(): void;
}

function WorkspaceSources(props: {
  index: FindIndex;
  workspaceId: string;
  place: string;
  onChange(): void;
}) {
  useWorkspaceFindSources(props);
  return null;
}

function ChannelSources({ index, onChange }: { index: FindIndex; onChange(): void }) {
  const channels = useChatState((state) => state.channels);
  useEffect(() => {
    index.replaceSource(
      'channel',
      Object.values(channels)
        .flat()
        .map((channel) => ({
          kind: 'channel' as const,
          id: channel.cid,
          workspaceId: null,
          place: 'Chat',
          title: channel.name ?? 'Direct message',
          detail: channel.kind,
          href: chatChannelPath(channel.cid),
          changedAt: 0,
        })),
    );
    onChange();
  }, [index, channels, onChange]);
  return null;
}

export default function FindPalette({ open, uid, onClose }: FindPaletteProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const workspace = useWorkspace();
  const messages = useMessageSearch();
  const { toggleTheme } = useTheme();
  const { openUploader } = useUploads();
  const [index] = useState(createFindIndex);
  const [version, setVersion] = useState(0);
  const bump = useCallback(() => setVersion((n) => n + 1), []);
  const [everywhere, setEverywhere] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [recents, setRecents] = useState(() => readRecentItems(uid));
  const listId = useId();
  const currentId = workspace.currentId;

  // Pages opened any way count as recent, once the index knows them (each visit once).
  const recorded = useRef('');
  const here = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (recorded.current === here) return;
    const known = index.byHref(here);
    if (!known) return;
    recorded.current = here;
    setRecents(rememberRecentItem(uid, known));
  }, [index, here, uid, version]);

  const actions = useMemo<PaletteAction[]>(() => {
    const list: PaletteAction[] = [];
    if (currentId) {
      list.push(
        { label: 'New project', run: () => navigate(workspaceHref(currentId, 'projects')) },
        { label: 'New canvas', run: () => navigate(workspaceHref(currentId, 'canvases')) },
        { label: 'Upload video', run: openUploader },
        { label: 'New event', run: () => navigate(workspaceHref(currentId, 'calendar')) },
      );
    }
    for (const member of workspace.memberships) {
      if (member.workspaceId === currentId) continue;
      list.push({
        label: `Switch workspace: ${member.workspaceName}`,
        run: () => workspace.selectWorkspace(member.workspaceId),
      });
    }
    list.push({ label: 'Toggle dark mode', run: toggleTheme });
    return list;
  }, [currentId, workspace, navigate, openUploader, toggleTheme]);

  const trimmed = query.trim();
  const groups = useMemo(
    () =>
      buildGroups({
        query,
        hits: index.search(query, {
          workspaceId: everywhere ? null : currentId,
          perKind: HITS_PER_KIND,
        }),
        recents,
        actions,
        messages: messages.hits,
        messagesFor: messages.query,
        chatAvailable: messages.available,
        canSearchEverywhere: !everywhere && workspace.memberships.length > 1,
      }),
    // version: the index changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      index,
      query,
      everywhere,
      currentId,
      recents,
      actions,
      messages.hits,
      messages.query,
      messages.available,
      version,
      workspace.memberships.length,
    ],
  );
  const options = groups.flatMap((group) => group.options);
  const activeIndex = Math.min(active, options.length - 1);
  const optionId = (n: number) => `${listId}-${n}`;

  function close() {
    onClose();
    setQuery('');
    setActive(0);
  }

  function choose(option: PaletteOption) {
    switch (option.type) {
      case 'item':
        setRecents(rememberRecentItem(uid, option.entry));
        close();
        navigate(option.entry.href);
        return;
      case 'action':
        close();
        option.run();
        return;
      case 'message':
        close();
        navigate(option.hit.href);
        return;
      case 'search-messages':
        messages.run(option.query);
        return;
      case 'search-everywhere':
        setEverywhere(true);
        setActive(0);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(moveActive(groups, activeIndex, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Tab' && groups.length > 1) {
      // Tab moves between groups here; the dialog's own Tab trap must not move focus too.
      event.preventDefault();
      event.stopPropagation();
      setActive(moveGroup(groups, activeIndex, event.shiftKey ? -1 : 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[activeIndex];
      if (option) choose(option);
    }
  }

  let position = -1;
  return (
    <>
      {/* Mounted from the first opening on, open or not: the index stays live and warm. */}
      {currentId ? (
        <WorkspaceSources
          index={index}
          workspaceId={currentId}
          place={workspace.current?.name ?? ''}
          onChange={bump}
        />
      ) : null}
      {everywhere
        ? workspace.memberships
            .filter((member) => member.workspaceId !== currentId)
            .map((member) => (
              <WorkspaceSources
                key={member.workspaceId}
                index={index}
                workspaceId={member.workspaceId}
                place={member.workspaceName}
                onChange={bump}
              />
            ))
        : null}
      {messages.available ? <ChannelSources index={index} onChange={bump} /> : null}
      {open ? (
        <Dialog title="Find anything" size="lg" onClose={close}>
          <div className={styles.bar}>
            <div className={styles.scope} role="group" aria-label="Where to look">
              <button type="button" aria-pressed={!everywhere} onClick={() => setEverywhere(false)}>
                This workspace
              </button>
              <button type="button" aria-pressed={everywhere} onClick={() => setEverywhere(true)}>
                All my workspaces
              </button>
            </div>
            <input
              data-autofocus
              className={styles.input}
              type="text"
              role="combobox"
              aria-label="Find"
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
              placeholder="Find projects, canvases, videos, events, people…"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
            />
          </div>
          <div id={listId} role="listbox" aria-label="Results" className={styles.results}>
            {groups.map((group) => (
              <div key={group.id} role="group" aria-labelledby={`${listId}-${group.id}`}>
                <div id={`${listId}-${group.id}`} className={styles.groupLabel} role="presentation">
                  {group.label}
                </div>
                {group.options.map((option) => {
                  position += 1;
                  const n = position;
                  return (
                    <div
                      key={option.key}
                      id={optionId(n)}
                      role="option"
                      aria-selected={n === activeIndex}
                      className={styles.option}
                      onMouseMove={() => setActive(n)}
                      onClick={() => choose(option)}
                    >
                      <OptionContent option={option} />
                    </div>
                  );
                })}
              </div>
            ))}
            {trimmed &&
            groups.every((group) => ['everywhere', 'messages', 'actions'].includes(group.id)) ? (
              <p className={styles.empty}>
                Nothing in {everywhere ? 'your workspaces' : 'this workspace'} matches “{trimmed}”.
              </p>
            ) : null}
            {messages.error ? (
              <p className={styles.empty} role="alert">
                {messages.error}
              </p>
            ) : null}
            {messages.hits?.length === 0 && messages.query === trimmed ? (
              <p className={styles.empty}>No messages match “{trimmed}”.</p>
            ) : null}
          </div>
          <p className={styles.hint}>
            ↑↓ to move · Tab to jump between groups · Enter to open · Esc to close
          </p>
        </Dialog>
      ) : null}
    </>
  );
}

function OptionContent({ option }: { option: PaletteOption }) {
  switch (option.type) {
    case 'item':
      return (
        <>
          <span className={styles.title}>
            <HighlightedText text={option.entry.title} terms={option.matched} />
          </span>
          <span className={styles.where}>{option.entry.place}</span>
        </>
      );
    case 'action':
      return <span className={styles.title}>{option.label}</span>;
    case 'search-messages':
      return <span className={styles.title}>Search messages for “{option.query}”</span>;
    case 'search-everywhere':
      return <span className={styles.title}>Search all my workspaces for “{option.query}”</span>;
    case 'message':
      return (
        <>
          <span className={styles.title}>{option.hit.text}</span>
          <span className={styles.where}>
            {option.hit.author} in {option.hit.channelName}
          </span>
        </>
      );
  }
}
