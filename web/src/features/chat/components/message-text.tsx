/**
 * How a chat message's text reads on screen: its Markdown (message-markdown.ts) as elements, with
 * the addresses and emails in its plain text made links, and mentions and emoji marked up as
 * stream-chat-react marks them, so the library's styles and its mention clicks keep working.
 * The chat page hands `renderMessageText` to its message lists; the build also puts it, and
 * `MessagePreviewMarkdown`, where the library would use its own Markdown stack
 * (web/vite.config.ts, PACKAGE_PART_REPLACEMENTS), which then stays out of the chat page.
 */
import { Component, type ReactNode } from 'react';
import { find } from 'linkifyjs';
import type { UserResponse } from 'stream-chat';
import type { RenderTextMentionEntity, RenderTextOptions } from 'stream-chat-react';
import { oneLine, parseMarkdown, type Block, type Inline } from './message-markdown';

/** The mentions of one message, by the text that shows them (`@Alice Smith`). */
interface Mentions {
  pattern?: RegExp;
  byText: ReadonlyMap<string, RenderTextMentionEntity>;
}

// As the library reads a mention: its text ends at a space, the end or punctuation.
const MENTION_END = String.raw`(?=$|\s|[!,.?;:'")\]}])`;
/**
 * An emoji as it shows: one drawn as an emoji by default (not ©, ™ or ✔ unless asked with
 * U+FE0F), a keycap, a flag, with skin tones, tags (the flag of England) and ZWJ sequences.
 */
const EMOJI =
  /(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|[#*0-9]\uFE0F?\u20E3|\p{Regional_Indicator}{2})(?:\p{Emoji_Modifier}|\uFE0F|[\u{E0020}-\u{E007F}]+|\u200D(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F?))*/gu;

/** stream-chat-react's `renderText`, on the app's Markdown reader. */
export function renderMessageText(
  text?: string,
  mentionedUsers?: UserResponse[],
  options?: RenderTextOptions,
): ReactNode {
  if (!text) return null;
  if (text.trim().length === 1) return text;
  const entities =
    options?.messageMentionEntities ??
    (mentionedUsers ?? []).map((user) => ({ ...user, mentionType: 'user' as const }));
  return (
    <AsTypedOnError text={text}>
      <MarkdownText text={text} mentions={mentionsOf(entities)} />
    </AsTypedOnError>
  );
}

function MarkdownText({ text, mentions }: { text: string; mentions: Mentions }) {
  return <>{renderBlocks(parseMarkdown(text), mentions)}</>;
}

/** Should drawing a message ever fail, it shows as typed instead of taking the page down. */
class AsTypedOnError extends Component<{ text: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.text : this.props.children;
  }
}

/**
 * The latest message under a channel's name in the list: its words with their bold, italics
 * and code, on one line. Links stay text (the row is itself a link).
 */
export function MessagePreviewMarkdown({ children }: { children?: string }) {
  return <>{renderInlines(oneLine(parseMarkdown(children ?? '')), NO_MENTIONS, true)}</>;
}

const NO_MENTIONS: Mentions = { byText: new Map() };

/** The texts a mention shows as, as the library reads them: a person by name, a group also by id. */
function mentionTexts(entity: RenderTextMentionEntity): string[] {
  const texts =
    entity.mentionType === 'user' ||
    entity.mentionType === 'channel' ||
    entity.mentionType === 'here'
      ? [entity.name || entity.id]
      : [entity.name, entity.id];
  return texts.filter((text): text is string => Boolean(text));
}

function mentionsOf(entities: readonly RenderTextMentionEntity[]): Mentions {
  const byText = new Map<string, RenderTextMentionEntity>();
  for (const entity of entities) {
    for (const text of mentionTexts(entity)) {
      if (!byText.has(`@${text}`)) byText.set(`@${text}`, entity);
    }
  }
  if (!byText.size) return { byText };
  const texts = [...byText.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return { byText, pattern: new RegExp(`(?:${texts.join('|')})${MENTION_END}`, 'g') };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function renderBlocks(blocks: readonly Block[], mentions: Mentions): ReactNode[] {
  return blocks.map((block, key) => {
    switch (block.type) {
      case 'blank':
        return <br key={key} />;
      case 'paragraph':
        return <p key={key}>{renderInlines(block.children, mentions)}</p>;
      case 'heading': {
        const Heading = `h${block.depth}` as 'h1';
        return <Heading key={key}>{renderInlines(block.children, mentions)}</Heading>;
      }
      case 'code':
        return (
          <pre key={key}>
            <code>{block.value}</code>
          </pre>
        );
      case 'quote':
        return <blockquote key={key}>{renderBlocks(block.children, mentions)}</blockquote>;
      case 'list': {
        const items = block.items.map((item, index) => (
          <li key={index}>
            {/* A one-paragraph item is its words, as in a tight Markdown list. */}
            {item.length === 1 && item[0]?.type === 'paragraph'
              ? renderInlines(item[0].children, mentions)
              : renderBlocks(item, mentions)}
          </li>
        ));
        return block.ordered ? (
          <ol key={key} start={block.start === 1 ? undefined : block.start}>
            {items}
          </ol>
        ) : (
          <ul key={key}>{items}</ul>
        );
      }
    }
  });
}

function renderInlines(inlines: readonly Inline[], mentions: Mentions, plain = false): ReactNode[] {
  return inlines.map((inline, key) => {
    switch (inline.type) {
      case 'text':
        return <TextRun key={key} text={inline.value} mentions={mentions} linkify={!plain} />;
      case 'code':
        return <code key={key}>{inline.value}</code>;
      case 'strong':
        return <strong key={key}>{renderInlines(inline.children, mentions, plain)}</strong>;
      case 'emphasis':
        return <em key={key}>{renderInlines(inline.children, mentions, plain)}</em>;
      case 'delete':
        return <del key={key}>{renderInlines(inline.children, mentions, plain)}</del>;
      case 'insert':
        return <ins key={key}>{renderInlines(inline.children, mentions, plain)}</ins>;
      case 'link': {
        const words = renderInlines(inline.children, NO_MENTIONS, true);
        return plain ? (
          <span key={key}>{words}</span>
        ) : (
          <Anchor key={key} href={inline.href}>
            {words}
          </Anchor>
        );
      }
    }
  });
}

/** A link to a web address or an email; any other address (`javascript:`, a path) is text. */
function Anchor({ href, children }: { href: string; children: ReactNode }) {
  const isWeb = /^https?:\/\//i.test(href);
  if (!isWeb && !/^mailto:/i.test(href)) return <>{children}</>;
  return (
    <a
      className={isWeb ? 'str-chat__message-url-link' : undefined}
      href={href}
      rel="nofollow noreferrer noopener"
      target="_blank"
    >
      {children}
    </a>
  );
}

/** Plain text: the links in it (unless it is a preview), then its mentions, then its emoji. */
function TextRun({
  text,
  mentions,
  linkify,
}: {
  text: string;
  mentions: Mentions;
  linkify: boolean;
}) {
  const parts: ReactNode[] = [];
  let from = 0;
  const links = linkify ? find(text).filter(({ type }) => type === 'url' || type === 'email') : [];
  for (const link of links) {
    // An email written as a mention (`@bob@example.com` for a user named so) stays a mention.
    if (link.type === 'email' && mentions.byText.has(`@${link.value}`)) continue;
    parts.push(...markMentions(text.slice(from, link.start), mentions, parts.length));
    parts.push(
      <Anchor key={parts.length} href={link.href}>
        {link.value}
      </Anchor>,
    );
    from = link.end;
  }
  parts.push(...markMentions(text.slice(from), mentions, parts.length));
  return <>{parts}</>;
}

function markMentions(text: string, mentions: Mentions, firstKey: number): ReactNode[] {
  if (!mentions.pattern) return markEmoji(text, firstKey);
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(mentions.pattern)) {
    const entity = mentions.byText.get(match[0]);
    if (!entity) continue;
    parts.push(...markEmoji(text.slice(from, match.index), firstKey + parts.length));
    parts.push(
      <span
        key={firstKey + parts.length}
        className="str-chat__message-mention"
        data-mention-id={entity.id}
        data-mention-type={entity.mentionType}
        data-user-id={entity.mentionType === 'user' ? entity.id : undefined}
      >
        {match[0]}
      </span>,
    );
    from = match.index + match[0].length;
  }
  parts.push(...markEmoji(text.slice(from), firstKey + parts.length));
  return parts;
}

function markEmoji(text: string, firstKey: number): ReactNode[] {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(EMOJI)) {
    if (match.index > from) parts.push(text.slice(from, match.index));
    parts.push(
      <span key={firstKey + parts.length} className="inline-text-emoji">
        {match[0]}
      </span>,
    );
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

/** The name stream-chat-react's MessageText imports it by, where the build puts it (above). */
export { renderMessageText as renderText };
