/**
 * Evaluates a parsed storage.rules file for one request, with the language's semantics as far
 * as storage.rules needs them: an error (a missing field, a call on null, a type mismatch) makes
 * its allow statement refuse, except where `&&` and `||` decide without it; `==` across types is
 * false; `read` covers get and list, `write` covers create, update and delete. Firestore reads
 * (`firestore.get`, `firestore.exists`) are answered by the caller.
 */
import type { Expr, MatchBlock, PatternSegment, RulesFile, RulesFunction } from './parse';

/** A value of the rules language; maps are plain objects, errors a class of their own. */
export type RulesValue = null | boolean | number | string | RulesValue[] | RulesMap | RulesError;
export interface RulesMap {
  readonly [key: string]: RulesValue;
}

class RulesError {
  constructor(readonly reason: string) {}
}

export type StorageMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface RulesRequest {
  method: StorageMethod;
  /** The object path under the bucket (`videos/ws/a.mp4`), as `match /b/{bucket}/o` sees it. */
  path: string;
  /** `request.auth`, `request.resource`, `resource`. */
  auth: RulesMap | null;
  incoming: RulesMap | null;
  existing: RulesMap | null;
  /** A Firestore document's fields by path (`databases/(default)/documents/…`), or null. */
  firestore(path: string): RulesMap | null;
}

const METHOD_GROUPS: Record<string, StorageMethod[]> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
};

function isError(value: RulesValue | undefined): value is RulesError {
  return value instanceof RulesError;
}

function isMap(value: RulesValue): value is RulesMap {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !isError(value);
}

/** Bindings visible to an expression: names, and the functions in scope. */
interface Scope {
  values: Map<string, RulesValue>;
  functions: Map<string, RulesFunction>;
  request: RulesRequest;
}

function call(scope: Scope, fn: RulesFunction, args: RulesValue[]): RulesValue {
  if (args.length !== fn.params.length) return new RulesError(`${fn.name}: wrong arity`);
  const values = new Map(scope.values);
  fn.params.forEach((param, index) => values.set(param, args[index]!));
  const inner: Scope = { ...scope, values };
  for (const [name, expr] of fn.lets) values.set(name, evaluate(expr, inner));
  return evaluate(fn.body, inner);
}

function method(target: RulesValue, name: string, args: RulesValue[]): RulesValue {
  if (isError(target)) return target;
  if (name === 'get' && isMap(target) && args.length === 2 && typeof args[0] === 'string') {
    return Object.hasOwn(target, args[0]) ? target[args[0]]! : args[1]!;
  }
  if (name === 'matches' && typeof target === 'string' && typeof args[0] === 'string') {
    return new RegExp(`^(?:${args[0]})$`).test(target);
  }
  if (name === 'size' && (typeof target === 'string' || Array.isArray(target))) {
    return target.length;
  }
  return new RulesError(`no method ${name} here`);
}

function firestoreCall(scope: Scope, name: string, args: RulesValue[]): RulesValue {
  const [path] = args;
  if (typeof path !== 'string') return new RulesError(`firestore.${name} needs a path`);
  const document = scope.request.firestore(path);
  if (name === 'exists') return document !== null;
  if (name === 'get') return document === null ? null : { data: document };
  return new RulesError(`no firestore.${name}`);
}

function compare(op: string, left: RulesValue, right: RulesValue): RulesValue {
  if (op === '==' || op === '!=') {
    const equal = typeof left === typeof right && left === right;
    return op === '==' ? equal : !equal;
  }
  if (typeof left !== 'number' || typeof right !== 'number') {
    return new RulesError(`${op} needs numbers`);
  }
  if (op === '<') return left < right;
  if (op === '<=') return left <= right;
  if (op === '>') return left > right;
  return left >= right;
}

function arithmetic(op: string, left: RulesValue, right: RulesValue): RulesValue {
  if (op === '+' && typeof left === 'string' && typeof right === 'string') return left + right;
  if (typeof left !== 'number' || typeof right !== 'number') {
    return new RulesError(`${op} needs numbers`);
  }
  if (op === '+') return left + right;
  if (op === '-') return left - right;
  return left * right;
}

/** `&&` and `||`: false && error is false, true || error is true, in either order. */
function logical(op: '&&' | '||', left: RulesValue, right: () => RulesValue): RulesValue {
  const decisive = op === '||';
  if (left === decisive) return decisive;
  const other = right();
  if (other === decisive) return decisive;
  if (isError(left)) return left;
  if (isError(other)) return other;
  if (typeof left !== 'boolean' || typeof other !== 'boolean') {
    return new RulesError(`${op} needs booleans`);
  }
  return !decisive;
}

function evaluate(expr: Expr, scope: Scope): RulesValue {
  switch (expr.kind) {
    case 'literal':
      return expr.value;
    case 'ident':
      return scope.values.has(expr.name)
        ? scope.values.get(expr.name)!
        : new RulesError(`unknown name ${expr.name}`);
    case 'list':
      return expr.items.map((item) => evaluate(item, scope));
    case 'map': {
      const entries: [string, RulesValue][] = [];
      for (const [keyExpr, valueExpr] of expr.entries) {
        const key = evaluate(keyExpr, scope);
        if (typeof key !== 'string') return new RulesError('map keys are strings');
        entries.push([key, evaluate(valueExpr, scope)]);
      }
      return Object.fromEntries(entries);
    }
    case 'path': {
      const segments: string[] = [];
      for (const segment of expr.segments) {
        const value = typeof segment === 'string' ? segment : evaluate(segment, scope);
        if (typeof value !== 'string') return new RulesError('path segments are strings');
        segments.push(value);
      }
      return segments.join('/');
    }
    case 'member': {
      const object = evaluate(expr.object, scope);
      if (isError(object)) return object;
      if (!isMap(object) || !Object.hasOwn(object, expr.name)) {
        return new RulesError(`no field ${expr.name}`);
      }
      return object[expr.name]!;
    }
    case 'index': {
      const object = evaluate(expr.object, scope);
      const index = evaluate(expr.index, scope);
      if (isMap(object) && typeof index === 'string' && Object.hasOwn(object, index)) {
        return object[index]!;
      }
      return new RulesError('bad index');
    }
    case 'call': {
      const args = expr.args.map((arg) => evaluate(arg, scope));
      const { callee } = expr;
      if (callee.kind === 'ident') {
        const fn = scope.functions.get(callee.name);
        return fn ? call(scope, fn, args) : new RulesError(`unknown function ${callee.name}`);
      }
      if (callee.kind === 'member') {
        if (callee.object.kind === 'ident' && callee.object.name === 'firestore') {
          return firestoreCall(scope, callee.name, args);
        }
        return method(evaluate(callee.object, scope), callee.name, args);
      }
      return new RulesError('not callable');
    }
    case 'unary': {
      const operand = evaluate(expr.operand, scope);
      if (expr.op === '!') return typeof operand === 'boolean' ? !operand : new RulesError('!');
      return typeof operand === 'number' ? -operand : new RulesError('-');
    }
    case 'ternary': {
      const test = evaluate(expr.test, scope);
      if (typeof test !== 'boolean') return new RulesError('a condition must be a boolean');
      return evaluate(test ? expr.then : expr.otherwise, scope);
    }
    case 'binary': {
      const { op } = expr;
      if (op === '&&' || op === '||') {
        return logical(op, evaluate(expr.left, scope), () => evaluate(expr.right, scope));
      }
      const left = evaluate(expr.left, scope);
      const right = evaluate(expr.right, scope);
      if (isError(left)) return left;
      if (isError(right)) return right;
      if (op === 'in') {
        if (Array.isArray(right)) return right.some((item) => item === left);
        if (isMap(right) && typeof left === 'string') return Object.hasOwn(right, left);
        return new RulesError('in needs a list or a map');
      }
      if (op === '+' || op === '-' || op === '*') return arithmetic(op, left, right);
      return compare(op, left, right);
    }
  }
}

/** The captures of `pattern` against `segments`, or null when it does not match. */
function matchPattern(
  pattern: readonly PatternSegment[],
  segments: readonly string[],
): { captures: Map<string, string>; rest: string[] } | null {
  const captures = new Map<string, string>();
  for (let index = 0; index < pattern.length; index += 1) {
    const part = pattern[index]!;
    if ('variable' in part && part.rest) {
      captures.set(part.variable, segments.slice(index).join('/'));
      return { captures, rest: [] };
    }
    const segment = segments[index];
    if (segment === undefined) return null;
    if ('literal' in part) {
      if (part.literal !== segment) return null;
    } else {
      captures.set(part.variable, segment);
    }
  }
  return { captures, rest: segments.slice(pattern.length) };
}

/** Every block whose full pattern matches the whole path, with its bindings. */
function matchingBlocks(
  blocks: readonly MatchBlock[],
  segments: readonly string[],
  scope: Scope,
): { block: MatchBlock; scope: Scope }[] {
  const found: { block: MatchBlock; scope: Scope }[] = [];
  for (const block of blocks) {
    const matched = matchPattern(block.pattern, segments);
    if (!matched) continue;
    const values = new Map(scope.values);
    for (const [name, value] of matched.captures) values.set(name, value);
    const functions = new Map(scope.functions);
    for (const fn of block.functions) functions.set(fn.name, fn);
    const inner: Scope = { ...scope, values, functions };
    if (matched.rest.length === 0) found.push({ block, scope: inner });
    found.push(...matchingBlocks(block.matches, matched.rest, inner));
  }
  return found;
}

/** Whether the rules allow the request: some applicable allow statement is true. */
export function rulesAllow(rules: RulesFile, request: RulesRequest): boolean {
  const globals: Scope = {
    values: new Map<string, RulesValue>([
      ['request', { auth: request.auth, resource: request.incoming }],
      ['resource', request.existing],
    ]),
    functions: new Map(rules.functions.map((fn) => [fn.name, fn])),
    request,
  };
  const segments = ['b', 'bucket', 'o', ...request.path.split('/')];
  return matchingBlocks(rules.matches, segments, globals).some(({ block, scope }) =>
    block.allows.some(
      (allow) =>
        allow.methods.some(
          (name) => name === request.method || METHOD_GROUPS[name]?.includes(request.method),
        ) && evaluate(allow.condition, scope) === true,
    ),
  );
}
