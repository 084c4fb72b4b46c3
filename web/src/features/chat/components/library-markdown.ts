/**
 * Stands in, in the build (web/vite.config.ts, PACKAGE_PART_REPLACEMENTS), for react-markdown,
 * remark-gfm, remark-parse, unified and mdast-util-to-string where stream-chat-react's channel
 * list reads a channel's latest message: the preview it renders (the default export, in place of
 * `<ReactMarkdown>`, whose plugins it needs none of) and the plain text it announces
 * (`toString(unified().use(…).runSync(parse(text)))`, which here hands the text through to
 * `markdownToPlainText`).
 */
import { markdownToPlainText } from './message-markdown';

export { MessagePreviewMarkdown as default } from './message-text';

export function unified() {
  const processor = {
    use: () => processor,
    parse: (text: string) => text,
    runSync: (text: string) => text,
  };
  return processor;
}

export const toString = markdownToPlainText;
