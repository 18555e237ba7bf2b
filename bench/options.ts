// The option head the benchmark suites share (bench/run.mjs hands each suite the options it takes):
// `--name value` or `--name=value`, whole numbers checked against their bounds, and flags.

export interface BenchOptions {
  /** the text of `--name value` / `--name=value`, undefined when not given */
  value: (name: string) => string | undefined;
  /** a whole number from min to max, `dflt` when not given; anything else stops the run naming the option */
  int: (name: string, dflt: number, bounds: { min?: number; max: number }) => number;
  /** whether `--name` is given */
  flag: (name: string) => boolean;
}

export function benchOptions(args: readonly string[] = process.argv.slice(2)): BenchOptions {
  const value = (name: string) => {
    const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
    if (i < 0) return undefined;
    return args[i]!.includes('=') ? args[i]!.slice(args[i]!.indexOf('=') + 1) : args[i + 1];
  };
  const int = (name: string, dflt: number, { min = 1, max }: { min?: number; max: number }) => {
    const raw = value(name);
    const n = raw === undefined ? dflt : Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be a whole number from ${min} to ${max} (got ${raw})`);
    return n;
  };
  return { value, int, flag: (name) => args.includes(`--${name}`) };
}
