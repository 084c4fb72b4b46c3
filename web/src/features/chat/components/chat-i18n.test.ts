import { formatListTime, formatTime } from '@/lib/format-time';
import { chatI18n } from './chat-i18n';

describe('the chat clock', () => {
  it("writes message and channel-list times with the app's one formatter", async () => {
    const { t } = await chatI18n.getTranslators();
    const sent = new Date(Date.now() - 60_000);
    expect(t('timestamp/MessageTimestamp', { timestamp: sent })).toBe(formatTime(sent));
    expect(t('timestamp/ChannelPreviewTimestamp', { timestamp: sent })).toBe(formatListTime(sent));
    const lastWeek = new Date(Date.now() - 10 * 86_400_000);
    expect(t('timestamp/ChannelPreviewTimestamp', { timestamp: lastWeek })).toBe(
      formatListTime(lastWeek),
    );
  });
});
