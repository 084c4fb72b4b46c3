/**
 * Every place where the web build swaps part of a library for a module of ours: what is swapped,
 * what takes its place, why, and what it saves (gzip, measured with `npm run size:web` when the
 * swap was made). vite.config.ts builds its aliases and its package-part resolver from this one
 * table; table.test.ts fails when a swapped path no longer exists in the installed package (a
 * library upgrade that moved or dropped it), before the size budgets notice by bytes.
 *
 * Two kinds of swap:
 * - `alias`: every import of a bare module (ours and the libraries') resolves to the stand-in.
 * - `part`: one library module's import of a part (often a relative path, which an alias cannot
 *   match) resolves to the stand-in; `importer` is the module's path inside node_modules (a
 *   folder ending in `/` covers every module under it).
 *
 * Each stand-in that replaces code the app never runs fails loudly if it is ever reached.
 */
export interface AliasSwap {
  kind: 'alias';
  /** The bare import specifier, matched whole. */
  specifier: RegExp;
  /**
   * Library modules (paths inside node_modules; a folder ending in `/` means any module under it)
   * known to import it, checked by the test. None: only the app's own code imports it.
   */
  importedBy: readonly string[];
}

export interface PartSwap {
  kind: 'part';
  /** The library module (path inside node_modules) whose import is swapped. */
  importer: string;
  /** The specifier it imports the part by. */
  source: RegExp;
}

export interface StandIn {
  swap: AliasSwap | PartSwap;
  /** The module that takes its place, relative to web/. */
  replacement: string;
  reason: string;
  saving: string;
}

const UNUSED_CHAT_PARTS = 'src/stand-ins/unused-chat-parts.ts';

export const STAND_INS: readonly StandIn[] = [
  {
    swap: {
      kind: 'alias',
      specifier: /^firebase\/(database|remote-config)$/,
      importedBy: ['reactfire/dist/index.js'],
    },
    replacement: 'src/stand-ins/unused-firebase-products.ts',
    reason:
      'reactfire imports its Realtime Database and Remote Config hooks, and both SDKs register ' +
      'themselves on import; the app uses neither product.',
    saving: '43 KiB before sign-in',
  },
  {
    swap: {
      kind: 'alias',
      specifier: /^re2js$/,
      importedBy: ['@firebase/firestore/dist/'],
    },
    replacement: 'src/stand-ins/unused-regex-engine.ts',
    reason:
      "Firestore's regular-expression engine serves only pipelines' regex expressions; the app " +
      'builds no pipeline.',
    saving: '44 KiB on every signed-in page',
  },
  {
    swap: {
      kind: 'alias',
      specifier: /^lodash\.uniqby$/,
      importedBy: [
        'stream-chat-react/dist/es/components/ChannelList/hooks/usePaginatedChannels.mjs',
      ],
    },
    replacement: 'src/stand-ins/unique-by-key.ts',
    reason: "stream-chat-react calls it only as uniqBy(items, 'cid' | 'id').",
    saving: '4 KiB of the chat page',
  },
  {
    swap: { kind: 'alias', specifier: /^zod$/, importedBy: [] },
    replacement: 'src/stand-ins/zod-jitless.ts',
    reason:
      "Zod probes for eval (new Function) when it builds a schema; the CSP has no 'unsafe-eval', " +
      'so every import gets Zod set to jitless first.',
    saving: 'none: no CSP violation report on every page',
  },
  {
    swap: {
      kind: 'part',
      importer: 'stream-chat-react/dist/es/i18n/Streami18n.mjs',
      source: /^(\.\/(?!en\.)[a-z]{2}\.mjs|dayjs\/locale\/(?!en\.)[a-z]{2}\.js)$/,
    },
    replacement: UNUSED_CHAT_PARTS,
    reason:
      "The chat's translations and Day.js locales besides English: the chat is pinned to " +
      'English like the rest of the app (features/chat/components/chat-i18n.ts).',
    saving: '119 KiB of the chat page',
  },
  {
    swap: {
      kind: 'part',
      importer: 'stream-chat-react/dist/es/components/Thread/Thread.mjs',
      source: /\/VirtualizedMessageList\.mjs$/,
    },
    replacement: UNUSED_CHAT_PARTS,
    reason:
      "The Thread's virtualized list (react-virtuoso): the chat page never passes `virtualized`.",
    saving: 'part of the chat page’s 60 KiB of unused parts',
  },
  {
    swap: {
      kind: 'part',
      importer:
        'stream-chat-react/dist/es/components/MessageComposer/hooks/useMessageComposerBindings.mjs',
      source: /\/MediaRecorder\/hooks\/useMediaRecorder\.mjs$/,
    },
    replacement: UNUSED_CHAT_PARTS,
    reason: 'Voice recording: the chat page never sets `audioRecordingEnabled`.',
    saving: 'part of the chat page’s 60 KiB of unused parts',
  },
  {
    swap: {
      kind: 'part',
      importer: 'stream-chat-react/dist/es/components/MessageComposer/MessageComposerUI.mjs',
      source: /\/MediaRecorder\/AudioRecorder\/AudioRecorder\.mjs$/,
    },
    replacement: UNUSED_CHAT_PARTS,
    reason: 'The voice recorder panel, which renders only while recording.',
    saving: 'part of the chat page’s 60 KiB of unused parts',
  },
  {
    swap: {
      kind: 'part',
      importer: 'stream-chat-react/dist/es/components/MessageComposer/MessageComposerActions.mjs',
      source: /\/MediaRecorder\/AudioRecorder\/AudioRecordingButtonWithNotification\.mjs$/,
    },
    replacement: UNUSED_CHAT_PARTS,
    reason: 'The record button, which renders only with voice recording enabled.',
    saving: 'part of the chat page’s 60 KiB of unused parts',
  },
  {
    swap: {
      kind: 'part',
      importer: 'stream-chat-react/dist/es/components/Message/MessageText.mjs',
      source: /\/renderText\/renderText\.mjs$/,
    },
    replacement: 'src/features/chat/components/message-text.tsx',
    reason:
      'Message text: the unified / micromark Markdown stack gives way to the chat feature’s own ' +
      'reader (features/chat/README.md, "Markdown").',
    saving: '50 KiB of the chat page (with the next row)',
  },
  {
    swap: {
      kind: 'part',
      importer: 'stream-chat-react/dist/es/components/ChannelListItem/utils.mjs',
      source: /^(react-markdown|remark-gfm|remark-parse|unified|mdast-util-to-string)$/,
    },
    replacement: 'src/features/chat/components/library-markdown.ts',
    reason: "The channel list's message previews, read by the same reader.",
    saving: '50 KiB of the chat page (with the row above)',
  },
  {
    swap: { kind: 'part', importer: '@excalidraw/excalidraw/dist/', source: /^pako$/ },
    replacement: 'src/stand-ins/zlib-for-excalidraw.ts',
    reason:
      "Excalidraw's zlib for scenes embedded in exported images: fflate reads and writes the " +
      'same format.',
    saving: '6.5 KiB of the canvas page',
  },
  {
    swap: {
      kind: 'part',
      importer: 'file-selector/dist/es2015/file-selector.js',
      source: /^\.\/file$/,
    },
    replacement: 'src/stand-ins/file-with-path.ts',
    reason:
      "react-dropzone's file reader, without its table of 1,200 file types: browsers name the " +
      'types people send; the stand-in keeps those the chat shows differently.',
    saving: '7 KiB of the chat page',
  },
];
