/**
 * What went wrong in the browser lanes, gathered from vitest's output to be said again after every
 * lane has run: a CI log is often read from its tail, and the first lane's report sits hundreds of
 * lines above it. A test that passed only when run again (vitest `retry`) is named too, so a flaky
 * test is seen and fixed rather than hidden by its second attempt.
 */
import { stripVTControlCharacters } from 'node:util';

const FAIL_HEADER = /^FAIL\s/;
const ERROR_LINE = /^\w*Error:/;
const UNHANDLED = /^Vitest caught \d+ unhandled error/;
const PASSED_ON_RETRY = /^✓ .*\(retry x\d+\)$/;
/** Enough for several failures each with its error; a collapsed stack would bury the tail again. */
const LIMIT = 40;

export class FailureRecap {
  private readonly failureLines: string[] = [];
  private readonly flakyLines: string[] = [];
  private readonly previousOfLane = new Map<string, string>();

  /**
   * One line a lane printed; keeps "FAIL <file> > <test>", the error right after it, unhandled
   * errors, and tests that passed on a retry.
   */
  add(lane: string, line: string): void {
    const plain = stripVTControlCharacters(line).replace(/\s+/g, ' ').trim();
    if (!plain) return;
    const previous = this.previousOfLane.get(lane) ?? '';
    this.previousOfLane.set(lane, plain);
    const failure =
      FAIL_HEADER.test(plain) ||
      UNHANDLED.test(plain) ||
      (ERROR_LINE.test(plain) && FAIL_HEADER.test(previous));
    if (failure) keep(this.failureLines, `[${lane}] ${plain}`);
    if (PASSED_ON_RETRY.test(plain)) keep(this.flakyLines, `[${lane}] ${plain}`);
  }

  /** The failures kept, in the order the lanes printed them. */
  failures(): readonly string[] {
    return this.failureLines;
  }

  /** The tests that failed and then passed when run again. */
  flaky(): readonly string[] {
    return this.flakyLines;
  }
}

/** Vitest repeats a test's FAIL line for each attempt that failed the same way; one is enough. */
function keep(lines: string[], line: string): void {
  if (lines.length < LIMIT && lines.at(-1) !== line) lines.push(line);
}
