/** The scale bench's command line: `--members <n>` sizes the big workspace. */

/** An owner, the measured member and one more at least; a million is as far as a bench goes. */
const MIN_MEMBERS = 3;
const MAX_MEMBERS = 1_000_000;

export function parseMembersOption(args: readonly string[], fallback: number): number {
  const index = args.indexOf('--members');
  if (index === -1) return fallback;
  const raw = args[index + 1] ?? '';
  const members = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(members >= MIN_MEMBERS && members <= MAX_MEMBERS)) {
    throw new Error(
      `--members takes a whole number from ${MIN_MEMBERS} to ${MAX_MEMBERS}, not "${raw}".`,
    );
  }
  return members;
}
