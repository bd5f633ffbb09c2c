// The forms' schemas (fields.ts): zod/mini's functions as the forms use them, with zod's rules
// (a type error stops its value's checks; any issue stops a pipe, so a failed check never feeds its
// transform; a failed refinement lets the next checks run, those of the enclosing object too, on the
// values as far as they got), ~0.6 kB gzipped where zod/mini is ~6 kB on every route that draws a
// form (issue 42, docs/adr/0078-forms-without-react-hook-form.md). Import it as `z`:
// `z.object({ title: f.required() }).check(z.superRefine(…))`. Every check gives its own message.

export interface Issue {
  path: PropertyKey[];
  message: string;
  /** False for a type error: the value's other checks do not run. */
  continue: boolean;
}

interface Result {
  value: unknown;
  issues: Issue[];
  aborted?: boolean;
}

/** A check of a value: adds its issues. */
export type Check<T> = (value: T, add: (issue: Issue) => void) => void;

export type SafeParseResult<O> = { success: true; data: O } | { success: false; error: { issues: Issue[] } };

export interface ZodMiniType<O = unknown, I = unknown> {
  /** The types only, for `input` and `output`. */
  readonly _types?: { input: I; output: O };
  run(value: unknown): Result;
  check(...checks: Check<O>[]): this;
  safeParse(value: unknown): SafeParseResult<O>;
}

export type input<S extends ZodMiniType> = NonNullable<S['_types']>['input'];
export type output<S extends ZodMiniType> = NonNullable<S['_types']>['output'];

function schema<O, I = O>(parse: (value: unknown) => Result, checks: readonly Check<O>[] = []): ZodMiniType<O, I> {
  return {
    run(value) {
      const result = parse(value);
      for (const check of checks) {
        if (result.aborted || result.issues.some((issue) => !issue.continue)) break;
        check(result.value as O, (issue) => result.issues.push(issue));
      }
      return result;
    },
    check(...more) {
      return schema(parse, [...checks, ...more]) as never;
    },
    safeParse(value) {
      const { value: data, issues } = this.run(value);
      return issues.length === 0 ? { success: true, data: data as O } : { success: false, error: { issues } };
    },
  };
}

const ok = (value: unknown): Result => ({ value, issues: [] });
const typed = <T>(test: (value: unknown) => boolean) =>
  schema<T>((value) => (test(value) ? ok(value) : { value, issues: [{ path: [], message: 'Invalid input', continue: false }] }));
const under = (key: PropertyKey, issues: readonly Issue[]) => issues.map((issue) => ({ ...issue, path: [key, ...issue.path] }));

export const string = () => typed<string>((value) => typeof value === 'string');
export const number = () => typed<number>((value) => typeof value === 'number' && Number.isFinite(value));
export const boolean = () => typed<boolean>((value) => typeof value === 'boolean');
/** Any value, typed `T`. */
export const custom = <T>() => schema<T>(ok);

export const nullable = <S extends ZodMiniType>(inner: S) => schema<output<S> | null, input<S> | null>((value) => (value === null ? ok(null) : inner.run(value)));
export const optional = <S extends ZodMiniType>(inner: S) =>
  schema<output<S> | undefined, input<S> | undefined>((value) => (value === undefined ? ok(undefined) : inner.run(value)));

export const array = <S extends ZodMiniType>(item: S) =>
  schema<output<S>[], input<S>[]>((value) => {
    if (!Array.isArray(value)) return typed(() => false).run(value);
    const issues: Issue[] = [];
    const items = value.map((one, index) => {
      const result = item.run(one);
      issues.push(...under(index, result.issues));
      return result.value;
    });
    return { value: items, issues };
  });

type Shape = Record<string, ZodMiniType>;
type Side = 'input' | 'output';
type Of<S extends ZodMiniType, T extends Side> = NonNullable<S['_types']>[T];
type Flat<T> = { [K in keyof T]: T[K] };
type ObjectOf<S extends Shape, T extends Side> = Flat<
  { [K in keyof S as undefined extends Of<S[K], T> ? never : K]: Of<S[K], T> } & { [K in keyof S as undefined extends Of<S[K], T> ? K : never]?: Of<S[K], T> }
>;

/** An object of the shape's keys (others are dropped). */
export const object = <S extends Shape>(shape: S) =>
  schema<ObjectOf<S, 'output'>, ObjectOf<S, 'input'>>((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return typed(() => false).run(value);
    const issues: Issue[] = [];
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape)) {
      const result = field.run((value as Record<string, unknown>)[key]);
      issues.push(...under(key, result.issues));
      if (result.value !== undefined || key in value) out[key] = result.value;
    }
    return { value: out, issues };
  });

/** `a` then `b` on its value; any issue of `a` stops it. */
export const pipe = <A extends ZodMiniType, B extends ZodMiniType>(a: A, b: B) =>
  schema<output<B>, input<A>>((value) => {
    const left = a.run(value);
    return left.issues.length > 0 ? { ...left, aborted: true } : b.run(left.value);
  });

export const transform = <T, U>(fn: (value: T) => U) => schema<U, T>((value) => ok(fn(value as T)));

/** An issue (`message`, at `path` under the value) where `test` is false. */
export const refine =
  <T>(test: (value: NoInfer<T>) => unknown, params: string | { message: string; path?: PropertyKey[] }): Check<T> =>
  (value, add) => {
    if (!test(value)) add(typeof params === 'string' ? { path: [], message: params, continue: true } : { path: params.path ?? [], message: params.message, continue: true });
  };

export const superRefine =
  <T>(fn: (value: NoInfer<T>, ctx: { addIssue(issue: { code: 'custom'; path?: PropertyKey[]; message: string }): void }) => void): Check<T> =>
  (value, add) =>
    fn(value, { addIssue: (issue) => add({ path: issue.path ?? [], message: issue.message, continue: true }) });
