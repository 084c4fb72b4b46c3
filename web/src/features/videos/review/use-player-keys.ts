/** The review player's keys (player-keys.ts), listened to on the page while it is open. */
import { useEffect } from 'react';
import { keyBelongsToTarget, playerCommand, runCommand } from './player-keys';

export function usePlayerKeys(video: HTMLVideoElement | null, onHelp: () => void): void {
  useEffect(() => {
    if (!video) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || keyBelongsToTarget(event.target, event.key)) return;
      const command = playerCommand(event);
      if (!command) return;
      // The page would scroll on space and arrows, and a focused <video> would act twice.
      event.preventDefault();
      if (command.kind === 'help') onHelp();
      else runCommand(video, command);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [video, onHelp]);
}
