/**
 * The chat's interface language: English, as the rest of the app. Without an instance of its
 * own, stream-chat-react follows the browser's language (it bundles twelve), so a German browser
 * got a German chat inside an English app. Pinned here, the other languages' translations and
 * Day.js locales are left out of the chat's chunk (web/vite.config.ts, chatInEnglishOnly).
 *
 * Its clock times come from the app's one formatter (lib/format-time, the reader's locale): left
 * to Day.js's English, the channel list said "8:14 PM" and the messages "20:14".
 */
import { Streami18n, type FormatterFactory } from 'stream-chat-react';
import { formatListTime, formatTime } from '@/lib/format-time';

const clockTime: FormatterFactory<string | Date> = () => (value) => formatTime(new Date(value));
const listTime: FormatterFactory<string | Date> = () => (value) => formatListTime(new Date(value));

export const chatI18n = new Streami18n({
  language: 'en',
  translationsForLanguage: {
    'timestamp/MessageTimestamp': '{{ timestamp | clockTime }}',
    'timestamp/ChannelPreviewTimestamp': '{{ timestamp | listTime }}',
  },
  formatters: { clockTime, listTime },
});
