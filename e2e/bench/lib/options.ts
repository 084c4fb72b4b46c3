/** The benches' command lines: `--name <number>` options with a fallback and a range. */

export interface NumberOption {
  fallback: number;
  min: number;
  max: number;
  /** Whole numbers only (counts, seeds); otherwise decimals too (minutes). */
  whole: boolean;
}

/** The number after `--name`, or the fallback without one; throws on anything out of range. */
export function numberOption(args: readonly string[], name: string, option: NumberOption): number {
  const index = args.indexOf(`--${name}`);
  if (index === -1) return option.fallback;
  const raw = args[index + 1] ?? '';
  const pattern = option.whole ? /^\d+$/ : /^\d+(\.\d+)?$/;
  const value = pattern.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= option.min && value <= option.max)) {
    const kind = option.whole ? 'a whole number' : 'a number';
    throw new Error(
      `--${name} takes ${kind} from ${option.min} to ${option.max}, not "${raw}".`,
    );
  }
  return value;
}

/** Throws on a flag not in `known`, so a typo is not silently run with the defaults. */
export function rejectUnknownOptions(args: readonly string[], known: readonly string[]): void {
  args.forEach((arg, index) => {
    const isValue = index > 0 && known.includes(args[index - 1]!.slice(2));
    if (isValue) return;
    if (!arg.startsWith('--') || !known.includes(arg.slice(2))) {
      throw new Error(`Unknown option "${arg}"; the options are ${known.map((k) => `--${k}`).join(', ')}.`);
    }
  });
}
