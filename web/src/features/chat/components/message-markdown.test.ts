import { parseInlines } from './markdown-inline';
import { markdownToPlainText, parseMarkdown } from './message-markdown';

const text = (value: string) => ({ type: 'text', value });

describe('parseInlines', () => {
  it('reads bold, italics, strikethrough, underline and code', () => {
    expect(parseInlines('**b** *i* _j_ ~~s~~ ++u++ `c`')).toEqual([
      { type: 'strong', children: [text('b')] },
      text(' '),
      { type: 'emphasis', children: [text('i')] },
      text(' '),
      { type: 'emphasis', children: [text('j')] },
      text(' '),
      { type: 'delete', children: [text('s')] },
      text(' '),
      { type: 'insert', children: [text('u')] },
      text(' '),
      { type: 'code', value: 'c' },
    ]);
  });

  it('nests bold inside italics', () => {
    expect(parseInlines('*a **b** c*')).toEqual([
      {
        type: 'emphasis',
        children: [text('a '), { type: 'strong', children: [text('b')] }, text(' c')],
      },
    ]);
  });

  it('leaves marks that open or close nothing as typed', () => {
    expect(parseInlines('2 * 3 * 4')).toEqual([text('2 * 3 * 4')]);
    expect(parseInlines('snake_case_name and __init__')).toEqual([
      text('snake_case_name and '),
      { type: 'strong', children: [text('init')] },
    ]);
    expect(parseInlines('**open')).toEqual([text('**open')]);
    expect(parseInlines('a ~ b')).toEqual([text('a ~ b')]);
  });

  it('keeps what is inside code and escaped marks literal', () => {
    expect(parseInlines('`**not bold**` \\*not italic\\*')).toEqual([
      { type: 'code', value: '**not bold**' },
      text(' *not italic*'),
    ]);
    expect(parseInlines('`` a ` b ``')).toEqual([{ type: 'code', value: 'a ` b' }]);
  });

  it('reads links, with balanced parentheses, and images as links', () => {
    expect(parseInlines('see [the **docs**](https://x.dev/a_(b)) now')).toEqual([
      text('see '),
      {
        type: 'link',
        href: 'https://x.dev/a_(b)',
        children: [text('the '), { type: 'strong', children: [text('docs')] }],
      },
      text(' now'),
    ]);
    expect(parseInlines('![cat](https://x.dev/cat.png)')).toEqual([
      { type: 'link', href: 'https://x.dev/cat.png', children: [text('cat')] },
    ]);
    expect(parseInlines('[not a link] (x) [nor](has space)')).toEqual([
      text('[not a link] (x) [nor](has space)'),
    ]);
  });
});

describe('parseMarkdown', () => {
  it('keeps a paragraph’s line breaks and a blank line between paragraphs', () => {
    expect(parseMarkdown('one\ntwo\n\n\nthree')).toEqual([
      { type: 'paragraph', children: [text('one\ntwo')] },
      { type: 'blank' },
      { type: 'blank' },
      { type: 'paragraph', children: [text('three')] },
    ]);
  });

  it('reads fenced code as typed, to its closing fence or the end', () => {
    expect(parseMarkdown('```ts\nconst a = **1**;\n\n```\nafter')).toEqual([
      { type: 'code', value: 'const a = **1**;\n' },
      { type: 'paragraph', children: [text('after')] },
    ]);
    expect(parseMarkdown('~~~\nopen')).toEqual([{ type: 'code', value: 'open' }]);
  });

  it('reads headings, but not a hashtag', () => {
    expect(parseMarkdown('## Plan ##\n#launch')).toEqual([
      { type: 'heading', depth: 2, children: [text('Plan')] },
      { type: 'paragraph', children: [text('#launch')] },
    ]);
  });

  it('reads quotes with blocks inside', () => {
    expect(parseMarkdown('> said\n> - this\nreply')).toEqual([
      {
        type: 'quote',
        children: [
          { type: 'paragraph', children: [text('said')] },
          {
            type: 'list',
            ordered: false,
            start: 1,
            items: [[{ type: 'paragraph', children: [text('this')] }]],
          },
        ],
      },
      { type: 'paragraph', children: [text('reply')] },
    ]);
  });

  it('reads bullet and numbered lists, nested lists and lazy lines', () => {
    expect(parseMarkdown('- a\n  - b\nmore\n- c\n\n3. x\n4. y')).toEqual([
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [
          [
            { type: 'paragraph', children: [text('a')] },
            {
              type: 'list',
              ordered: false,
              start: 1,
              items: [[{ type: 'paragraph', children: [text('b\nmore')] }]],
            },
          ],
          [{ type: 'paragraph', children: [text('c')] }],
        ],
      },
      { type: 'blank' },
      {
        type: 'list',
        ordered: true,
        start: 3,
        items: [
          [{ type: 'paragraph', children: [text('x')] }],
          [{ type: 'paragraph', children: [text('y')] }],
        ],
      },
    ]);
  });

  it('does not cut a paragraph at a number that starts a line', () => {
    expect(parseMarkdown('We shipped in\n2024. Then more')).toEqual([
      { type: 'paragraph', children: [text('We shipped in\n2024. Then more')] },
    ]);
  });

  it('reads Windows line ends', () => {
    expect(parseMarkdown('a\r\nb')).toEqual([{ type: 'paragraph', children: [text('a\nb')] }]);
  });
});

describe('markdownToPlainText', () => {
  it('gives the words without the marks, on one line', () => {
    expect(markdownToPlainText('**Ship** it\n\n- [docs](https://x.dev)\n- `npm test`')).toBe(
      'Ship it docs npm test',
    );
  });
});

describe('what people really type', () => {
  it('keeps a bare address whole, marks and all', () => {
    expect(parseInlines('see https://site.com/_next/a_b_.js and www.x.io/*a*b')).toEqual([
      text('see https://site.com/_next/a_b_.js and www.x.io/*a*b'),
    ]);
  });

  it('reads *** as bold italics and a mark nested in itself', () => {
    expect(parseInlines('***Go***')).toEqual([
      { type: 'strong', children: [{ type: 'emphasis', children: [text('Go')] }] },
    ]);
    expect(parseInlines('**bold **nested** more**')).toEqual([
      {
        type: 'strong',
        children: [text('bold '), { type: 'strong', children: [text('nested')] }, text(' more')],
      },
    ]);
  });

  it('does not close a mark inside code', () => {
    expect(parseInlines('*see `a*b` here*')).toEqual([
      { type: 'emphasis', children: [text('see '), { type: 'code', value: 'a*b' }, text(' here')] },
    ]);
  });

  it('reads an address in angle brackets and one with a title', () => {
    expect(parseInlines('[a](<https://x.dev/a b>) [b](https://y.dev "Y")')).toEqual([
      { type: 'link', href: 'https://x.dev/a b', children: [text('a')] },
      text(' '),
      { type: 'link', href: 'https://y.dev', children: [text('b')] },
    ]);
  });

  it('reads nesting past 16 levels as text instead of exhausting the stack', () => {
    const quotes = parseMarkdown('>'.repeat(5000) + ' deep');
    expect(markdownToPlainText('>'.repeat(5000) + ' deep')).toContain('deep');
    let depth = 0;
    for (let block = quotes[0]; block?.type === 'quote'; block = block.children[0]) depth++;
    expect(depth).toBe(17);
    expect(() => parseMarkdown('- '.repeat(3000) + 'x')).not.toThrow();
    expect(() => parseInlines('['.repeat(3000) + 'x' + '](y)'.repeat(3000))).not.toThrow();
    expect(() => parseInlines('*a '.repeat(3000))).not.toThrow();
  });
});
