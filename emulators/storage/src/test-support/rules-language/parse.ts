/**
 * A parser for the part of the Firebase security rules language that storage.rules uses, so the
 * tests can evaluate the rules file itself (evaluate.ts) where the official emulator cannot
 * start. Anything outside that part is a parse error naming where it is, never a guess.
 */

export type Expr =
  | { kind: 'literal'; value: null | boolean | number | string }
  | { kind: 'ident'; name: string }
  | { kind: 'member'; object: Expr; name: string }
  | { kind: 'index'; object: Expr; index: Expr }
  | { kind: 'call'; callee: Expr; args: Expr[] }
  | { kind: 'unary'; op: '!' | '-'; operand: Expr }
  | { kind: 'binary'; op: BinaryOp; left: Expr; right: Expr }
  | { kind: 'ternary'; test: Expr; then: Expr; otherwise: Expr }
  | { kind: 'list'; items: Expr[] }
  | { kind: 'map'; entries: [Expr, Expr][] }
  | { kind: 'path'; segments: (string | Expr)[] };

export type BinaryOp = '||' | '&&' | '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*';

export interface RulesFunction {
  name: string;
  params: string[];
  lets: [string, Expr][];
  body: Expr;
}

/** One segment of a match pattern: a literal, `{name}`, or `{name=**}` (the rest of the path). */
export type PatternSegment = { literal: string } | { variable: string; rest: boolean };

export interface Allow {
  methods: string[];
  condition: Expr;
}

export interface MatchBlock {
  pattern: PatternSegment[];
  functions: RulesFunction[];
  allows: Allow[];
  matches: MatchBlock[];
}

export interface RulesFile {
  service: string;
  matches: MatchBlock[];
  functions: RulesFunction[];
}

const BINARY_LEVELS: BinaryOp[][] = [
  ['||'],
  ['&&'],
  ['==', '!=', '<', '<=', '>', '>=', 'in'],
  ['+', '-'],
  ['*'],
];

class Parser {
  private pos = 0;

  constructor(private readonly source: string) {}

  fail(what: string): never {
    const line = this.source.slice(0, this.pos).split('\n').length;
    const near = this.source.slice(this.pos, this.pos + 30).replace(/\s+/g, ' ');
    throw new Error(`storage.rules line ${line}: ${what} (near "${near}")`);
  }

  /** Skips blanks and // comments. */
  skip(): void {
    for (;;) {
      const rest = this.source.slice(this.pos);
      const blank = /^(\s+|\/\/[^\n]*)/.exec(rest);
      if (!blank) return;
      this.pos += blank[0].length;
    }
  }

  peek(text: string): boolean {
    this.skip();
    return this.source.startsWith(text, this.pos);
  }

  accept(text: string): boolean {
    if (!this.peek(text)) return false;
    // A word must end where the text does (`in` is not the start of `int`).
    if (/^\w+$/.test(text) && /\w/.test(this.source[this.pos + text.length] ?? '')) return false;
    this.pos += text.length;
    return true;
  }

  expect(text: string): void {
    if (!this.accept(text)) this.fail(`expected "${text}"`);
  }

  word(): string {
    this.skip();
    const match = /^[A-Za-z_]\w*/.exec(this.source.slice(this.pos));
    if (!match) this.fail('expected a name');
    this.pos += match[0].length;
    return match[0];
  }

  atEnd(): boolean {
    this.skip();
    return this.pos >= this.source.length;
  }

  file(): RulesFile {
    this.expect('rules_version');
    this.expect('=');
    this.string();
    this.expect(';');
    this.expect('service');
    const service = this.dotted();
    this.expect('{');
    const block = this.blockBody();
    if (!this.atEnd()) this.fail('text after the service block');
    return { service, matches: block.matches, functions: block.functions };
  }

  dotted(): string {
    const parts = [this.word()];
    while (this.accept('.')) parts.push(this.word());
    return parts.join('.');
  }

  /** The inside of `{ … }` up to and including the closing brace. */
  blockBody(): Omit<MatchBlock, 'pattern'> {
    const block: Omit<MatchBlock, 'pattern'> = { functions: [], allows: [], matches: [] };
    while (!this.accept('}')) {
      if (this.accept('function')) block.functions.push(this.function());
      else if (this.accept('match')) block.matches.push(this.match());
      else if (this.accept('allow')) block.allows.push(this.allow());
      else this.fail('expected function, match or allow');
    }
    return block;
  }

  function(): RulesFunction {
    const name = this.word();
    this.expect('(');
    const params: string[] = [];
    while (!this.accept(')')) {
      params.push(this.word());
      if (!this.peek(')')) this.expect(',');
    }
    this.expect('{');
    const lets: [string, Expr][] = [];
    while (this.accept('let')) {
      const variable = this.word();
      this.expect('=');
      lets.push([variable, this.expression()]);
      this.expect(';');
    }
    this.expect('return');
    const body = this.expression();
    this.accept(';');
    this.expect('}');
    return { name, params, lets, body };
  }

  match(): MatchBlock {
    this.skip();
    const pattern: PatternSegment[] = [];
    while (this.source[this.pos] === '/') {
      this.pos += 1;
      const variable = /^\{(\w+)(=\*\*)?\}/.exec(this.source.slice(this.pos));
      if (variable) {
        pattern.push({ variable: variable[1]!, rest: variable[2] !== undefined });
        this.pos += variable[0].length;
        continue;
      }
      const literal = /^[\w.-]+/.exec(this.source.slice(this.pos));
      if (!literal) this.fail('expected a path segment');
      pattern.push({ literal: literal[0] });
      this.pos += literal[0].length;
    }
    this.expect('{');
    return { pattern, ...this.blockBody() };
  }

  allow(): Allow {
    const methods = [this.word()];
    while (this.accept(',')) methods.push(this.word());
    this.expect(':');
    this.expect('if');
    const condition = this.expression();
    this.expect(';');
    return { methods, condition };
  }

  expression(): Expr {
    const test = this.binary(0);
    if (!this.accept('?')) return test;
    const then = this.expression();
    this.expect(':');
    return { kind: 'ternary', test, then, otherwise: this.expression() };
  }

  binary(level: number): Expr {
    if (level === BINARY_LEVELS.length) return this.unary();
    let left = this.binary(level + 1);
    for (;;) {
      // Longest operators first, so `<=` is not read as `<`.
      const op = [...BINARY_LEVELS[level]!]
        .sort((a, b) => b.length - a.length)
        .find((candidate) => this.accept(candidate));
      if (!op) return left;
      left = { kind: 'binary', op, left, right: this.binary(level + 1) };
    }
  }

  unary(): Expr {
    if (this.accept('!')) return { kind: 'unary', op: '!', operand: this.unary() };
    if (this.accept('-')) return { kind: 'unary', op: '-', operand: this.unary() };
    return this.postfix(this.primary());
  }

  postfix(start: Expr): Expr {
    let expr = start;
    for (;;) {
      if (this.accept('.')) {
        expr = { kind: 'member', object: expr, name: this.word() };
      } else if (this.accept('[')) {
        expr = { kind: 'index', object: expr, index: this.expression() };
        this.expect(']');
      } else if (this.accept('(')) {
        expr = { kind: 'call', callee: expr, args: this.list(')') };
      } else {
        return expr;
      }
    }
  }

  /** Comma-separated expressions up to `close` (a trailing comma allowed). */
  list(close: string): Expr[] {
    const items: Expr[] = [];
    while (!this.accept(close)) {
      items.push(this.expression());
      if (!this.peek(close)) this.expect(',');
    }
    return items;
  }

  string(): string {
    this.skip();
    const match = /^'((?:[^'\\]|\\.)*)'/.exec(this.source.slice(this.pos));
    if (!match) this.fail('expected a string');
    this.pos += match[0].length;
    return match[1]!.replace(/\\(.)/g, '$1');
  }

  primary(): Expr {
    this.skip();
    const rest = this.source.slice(this.pos);
    if (rest.startsWith("'")) return { kind: 'literal', value: this.string() };
    const number = /^\d+/.exec(rest);
    if (number) {
      this.pos += number[0].length;
      return { kind: 'literal', value: Number(number[0]) };
    }
    if (rest.startsWith('/')) return this.path();
    if (this.accept('(')) {
      const inner = this.expression();
      this.expect(')');
      return inner;
    }
    if (this.accept('[')) return { kind: 'list', items: this.list(']') };
    if (this.accept('{')) {
      const entries: [Expr, Expr][] = [];
      while (!this.accept('}')) {
        const key = this.expression();
        this.expect(':');
        entries.push([key, this.expression()]);
        if (!this.peek('}')) this.expect(',');
      }
      return { kind: 'map', entries };
    }
    const name = this.word();
    if (name === 'true' || name === 'false') return { kind: 'literal', value: name === 'true' };
    if (name === 'null') return { kind: 'literal', value: null };
    return { kind: 'ident', name };
  }

  /** `/databases/(default)/documents/x/$(expr)/…`: a path with interpolated segments. */
  path(): Expr {
    const segments: (string | Expr)[] = [];
    while (this.source[this.pos] === '/') {
      this.pos += 1;
      if (this.source.startsWith('$(', this.pos)) {
        this.pos += 2;
        segments.push(this.expression());
        this.expect(')');
        continue;
      }
      const literal = /^(?:[\w.-]|\([\w.-]*\))+/.exec(this.source.slice(this.pos));
      if (!literal) this.fail('expected a path segment');
      segments.push(literal[0]);
      this.pos += literal[0].length;
    }
    return { kind: 'path', segments };
  }
}

export function parseRules(source: string): RulesFile {
  return new Parser(source).file();
}
