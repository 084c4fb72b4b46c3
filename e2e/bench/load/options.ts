/** The load bench's command line: `--members <n> --minutes <m> --seed <s>`. */
import { numberOption, rejectUnknownOptions } from '../lib/options';

export interface LoadOptions {
  /** Members of the workspace, the observer included. */
  members: number;
  /** How long the mixed workload runs, ramp-up included. */
  minutes: number;
  /** Seeds every random choice: the same seed plans the same workload. */
  seed: number;
}

export const DEFAULT_LOAD_OPTIONS: LoadOptions = { members: 200, minutes: 2, seed: 1 };

/** The owner, the observer, the member measured alone and one more at least. */
export const MIN_MEMBERS = 4;
/** One process holds every member's clients: past this it measures itself, not the stack. */
const MAX_MEMBERS = 1_000;

export function parseLoadOptions(args: readonly string[]): LoadOptions {
  rejectUnknownOptions(args, ['members', 'minutes', 'seed']);
  return {
    members: numberOption(args, 'members', {
      fallback: DEFAULT_LOAD_OPTIONS.members,
      min: MIN_MEMBERS,
      max: MAX_MEMBERS,
      whole: true,
    }),
    minutes: numberOption(args, 'minutes', {
      fallback: DEFAULT_LOAD_OPTIONS.minutes,
      min: 0.5,
      max: 60,
      whole: false,
    }),
    seed: numberOption(args, 'seed', {
      fallback: DEFAULT_LOAD_OPTIONS.seed,
      min: 0,
      max: 2 ** 32 - 1,
      whole: true,
    }),
  };
}
