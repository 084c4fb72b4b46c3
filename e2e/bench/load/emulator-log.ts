/**
 * What the Firestore emulator logged during the run (firestore-debug.log in the working
 * directory, read before the stack stops): trigger events it could not hand to the functions
 * emulator, which it does not send again (each a trigger that never ran), and writes that waited
 * too long for a lock. Each is one "WARNING:" line (the stack traces that follow are not counted).
 */
import { readFileSync } from 'node:fs';

export interface EmulatorTrouble {
  /** "Failed to publish … event": a trigger event dropped. */
  undeliveredEvents: number;
  /** "Transaction lock timeout": a write or transactional read refused (clients retry). */
  lockTimeouts: number;
}

export function countTrouble(log: string): EmulatorTrouble {
  const lines = log.split('\n');
  return {
    undeliveredEvents: lines.filter((line) => /^WARNING: Failed to publish v\d event/.test(line))
      .length,
    lockTimeouts: lines.filter((line) =>
      line.startsWith('WARNING: Operation failed: Transaction lock timeout'),
    ).length,
  };
}

export function readEmulatorTrouble(path = 'firestore-debug.log'): EmulatorTrouble | null {
  try {
    return countTrouble(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}
