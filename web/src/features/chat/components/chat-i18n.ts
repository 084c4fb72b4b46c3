/**
 * The chat's interface language: English, as the rest of the app. Without an instance of its
 * own, stream-chat-react follows the browser's language (it bundles twelve), so a German browser
 * got a German chat inside an English app. Pinned here, the other languages' translations and
 * Day.js locales are left out of the chat's chunk (web/vite.config.ts, chatInEnglishOnly).
 */
import { Streami18n } from 'stream-chat-react';

export const chatI18n = new Streami18n({ language: 'en' });
