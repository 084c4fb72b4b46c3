import { useEffect, useState } from 'react';
import { absoluteUrl } from '@/config/paths';
import { Button } from './button';

export interface CopyLinkButtonProps {
  /** The app path to share (`/w/{workspaceId}/canvases/{canvasId}`); copied as a full URL. */
  path: string;
  /** What the link opens, for the button's accessible name: "Copy link to Roadmap". */
  subject: string;
}

type Outcome = 'idle' | 'copied' | 'failed';

/** Copies an item's address to the clipboard and says so for a moment. */
export function CopyLinkButton({ path, subject }: CopyLinkButtonProps) {
  const [outcome, setOutcome] = useState<Outcome>('idle');
  useEffect(() => {
    if (outcome === 'idle') return undefined;
    const timer = window.setTimeout(() => setOutcome('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(absoluteUrl(path));
      setOutcome('copied');
    } catch (error) {
      console.warn('Copying the link failed', error);
      setOutcome('failed');
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Copy link to ${subject}`}
        onClick={() => void copy()}
      >
        Copy link
      </Button>
      <span role="status">
        {outcome === 'copied'
          ? 'Link copied'
          : outcome === 'failed'
            ? 'Could not copy the link'
            : ''}
      </span>
    </>
  );
}
