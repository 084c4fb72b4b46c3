/**
 * Stands in, in the build (vite.config.ts, replacePackageParts), for parts of
 * stream-chat-react the app never runs. Each is unreachable given how the chat page uses the
 * library; should one render after all, it fails loudly instead of doing nothing.
 * - The eleven translations besides English, and the Day.js locales imported with them: the
 *   chat's interface is pinned to English (features/chat/components/chat-i18n.ts), Streami18n reads only the
 *   translation of its language, and Day.js skips the calendar words set for a locale it lacks.
 * - The virtualized message list (react-virtuoso): the stock Thread renders it only when given
 *   `virtualized`, and the chat page does not give it.
 * - Voice recording: the composer records only with `audioRecordingEnabled`, which the chat page
 *   does not set; without it the library's own hook returns no recorder and no recording state,
 *   so the record button and the recorder panel never render. Playing a voice message someone
 *   else recorded is another part (AudioPlayback) and stays.
 */
function leftOut(part: string): never {
  throw new Error(`${part} is left out of the build (web/vite.config.ts, replacePackageParts).`);
}

const unusedTranslation: Record<string, string> = {};

export default unusedTranslation;

export function VirtualizedMessageList(): never {
  return leftOut('The virtualized message list');
}

/** useMediaRecorder as the library's returns it when recording is not enabled. */
export function useMediaRecorder({ enabled }: { enabled: boolean }) {
  if (enabled) leftOut('Voice recording');
  return DISABLED_RECORDER;
}

const DISABLED_RECORDER = {
  completeRecording: async () => undefined,
  permissionState: undefined,
  recorder: undefined,
  recording: undefined,
  recordingState: undefined,
};

export function AudioRecorder(): never {
  return leftOut('The voice recorder');
}

export function AudioRecordingButtonWithNotification(): never {
  return leftOut('The voice recording button');
}
