/** The scale bench's command line: `--members <n>` sizes the big workspace. */
import { numberOption } from '../lib/options';

/** An owner, the measured member and one more at least; a million is as far as a bench goes. */
const MIN_MEMBERS = 3;
const MAX_MEMBERS = 1_000_000;

export function parseMembersOption(args: readonly string[], fallback: number): number {
  return numberOption(args, 'members', {
    fallback,
    min: MIN_MEMBERS,
    max: MAX_MEMBERS,
    whole: true,
  });
}
