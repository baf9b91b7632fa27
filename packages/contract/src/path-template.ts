// Paths with `:name` parameters, as Fastify and React Router write them.

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters a path takes, by name; none for a path without parameters. */
export type PathParams<Path extends string> = [ParamNames<Path>] extends [never]
  ? []
  : [Record<ParamNames<Path>, string>];

/** A path with its parameters filled in, each encoded: `fillPath('/plants/:id', { id })`. */
export function fillPath<Path extends string>(path: Path, ...[params]: PathParams<Path>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = (params as Record<string, string> | undefined)?.[name];
    if (value === undefined) throw new Error(`${path} needs ${name}`);
    return encodeURIComponent(value);
  });
}
