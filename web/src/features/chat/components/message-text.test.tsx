import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { UserResponse } from 'stream-chat';
import LibraryMarkdown, { toString, unified } from './library-markdown';
import { MessagePreviewMarkdown, renderMessageText } from './message-text';

const html = (node: ReactNode) => render(<div>{node}</div>).container.firstElementChild?.innerHTML;

const bob = { id: 'bob', name: 'Bob Stone' } as UserResponse;

describe('renderMessageText', () => {
  it('renders the Markdown marks as elements', () => {
    expect(html(renderMessageText('**Ship** it _today_\n- one\n- `two`'))).toBe(
      '<p><strong>Ship</strong> it <em>today</em></p><ul><li>one</li><li><code>two</code></li></ul>',
    );
  });

  it('makes addresses and emails in the text links that open apart, with the stock classes', () => {
    expect(html(renderMessageText('see example.com/a or mail ann@example.com'))).toBe(
      '<p>see <a class="str-chat__message-url-link" href="http://example.com/a" rel="nofollow noreferrer noopener" target="_blank">example.com/a</a>' +
        ' or mail <a href="mailto:ann@example.com" rel="nofollow noreferrer noopener" target="_blank">ann@example.com</a></p>',
    );
  });

  it('keeps a link to anything but the web or an email as its words', () => {
    expect(html(renderMessageText('[click](javascript:alert(1)) [home](/w/x)'))).toBe(
      '<p>click home</p>',
    );
  });

  it('does not make links inside code', () => {
    expect(html(renderMessageText('`https://example.com`'))).toBe(
      '<p><code>https://example.com</code></p>',
    );
  });

  it('marks mentions of the mentioned users as the library does, and only theirs', () => {
    expect(html(renderMessageText('hi @Bob Stone, and @Carol', [bob]))).toBe(
      '<p>hi <span class="str-chat__message-mention" data-mention-id="bob" data-mention-type="user" data-user-id="bob">@Bob Stone</span>, and @Carol</p>',
    );
    expect(
      html(
        renderMessageText('@here look', [], {
          messageMentionEntities: [{ id: 'here', mentionType: 'here', name: 'here' }],
        }),
      ),
    ).toBe(
      '<p><span class="str-chat__message-mention" data-mention-id="here" data-mention-type="here">@here</span> look</p>',
    );
  });

  it('wraps each emoji for the stock emoji size', () => {
    expect(html(renderMessageText('done 🎉👍🏽 yes'))).toBe(
      '<p>done <span class="inline-text-emoji">🎉</span><span class="inline-text-emoji">👍🏽</span> yes</p>',
    );
  });

  it('gives a one-character message as it is, and nothing for none', () => {
    expect(renderMessageText(' * ')).toBe(' * ');
    expect(renderMessageText('')).toBeNull();
  });
});

describe('the channel list preview', () => {
  it('is one line of the words with their marks, links as words', () => {
    expect(
      html(
        <MessagePreviewMarkdown>
          {'**Hi** [docs](https://x.dev)\n\n> quoted'}
        </MessagePreviewMarkdown>,
      ),
    ).toBe('<strong>Hi</strong> <span>docs</span> quoted');
    expect(html(<LibraryMarkdown>{'see example.com'}</LibraryMarkdown>)).toBe('see example.com');
  });

  it('reads as plain text through the library’s unified chain', () => {
    const processor = unified().use().use();
    expect(toString(processor.runSync(processor.parse('**Ship** `it`')))).toBe('Ship it');
  });
});

describe('renderMessageText, with what people really type', () => {
  it('marks a mention of a name with a hyphen, and a group by its id', () => {
    const jean = { id: 'user-1', name: 'Jean-Luc Picard' } as UserResponse;
    expect(html(renderMessageText('hi @Jean-Luc Picard', [jean]))).toBe(
      '<p>hi <span class="str-chat__message-mention" data-mention-id="user-1" data-mention-type="user" data-user-id="user-1">@Jean-Luc Picard</span></p>',
    );
    expect(
      html(
        renderMessageText('ping @devs-1', [], {
          messageMentionEntities: [{ id: 'devs-1', mentionType: 'user_group', name: 'Devs' }],
        }),
      ),
    ).toContain('data-mention-id="devs-1"');
  });

  it('links a bare address with underscores whole', () => {
    expect(html(renderMessageText('at https://site.com/_next/main_.js now'))).toBe(
      '<p>at <a class="str-chat__message-url-link" href="https://site.com/_next/main_.js" rel="nofollow noreferrer noopener" target="_blank">https://site.com/_next/main_.js</a> now</p>',
    );
  });

  it('wraps keycaps and flags but not text symbols', () => {
    expect(html(renderMessageText('1️⃣ 🏴󠁧󠁢󠁥󠁮󠁧󠁿 © ™ ✔ ❤️'))).toBe(
      '<p><span class="inline-text-emoji">1️⃣</span> <span class="inline-text-emoji">🏴󠁧󠁢󠁥󠁮󠁧󠁿</span> © ™ ✔ <span class="inline-text-emoji">❤️</span></p>',
    );
  });
});
