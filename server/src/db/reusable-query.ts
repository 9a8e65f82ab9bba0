import type { Compilable, CompiledQuery } from 'kysely';

/** Stands for a value while the query is compiled; never sent to the database. */
const placeholder = (name: string) => `\u0000kinora-value:${name}`;

/**
 * A query built and compiled once, then run with new values in its placeholders. Building and
 * compiling a wide select with Kysely costs a hot route more CPU than the database's answer
 * (a third of `GET /videos/:id` in a profile); the text is also the same string every time, so
 * the prepared-statement name lookup hashes it once.
 *
 * `build` gets one stand-in per name and must use each where its value goes, as a parameter.
 */
export function reusableQuery<N extends string, R>(
  names: readonly N[],
  build: (values: Record<N, string>) => Compilable<R>,
): (values: Record<N, unknown>) => CompiledQuery<R> {
  let compiled: { query: CompiledQuery<R>; slots: (N | null)[] } | null = null;
  return (values) => {
    if (!compiled) {
      const standIns = Object.fromEntries(names.map((name) => [name, placeholder(name)]));
      const query = build(standIns as Record<N, string>).compile();
      const slots = query.parameters.map(
        (value) => names.find((name) => value === placeholder(name)) ?? null,
      );
      const unused = names.filter((name) => !slots.includes(name));
      if (unused.length > 0)
        throw new Error(`The query binds no parameter for ${unused.join(', ')}.`);
      compiled = { query, slots };
    }
    const { query, slots } = compiled;
    return {
      ...query,
      parameters: slots.map((slot, index) =>
        slot === null ? query.parameters[index] : values[slot],
      ),
    };
  };
}
