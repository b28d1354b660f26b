import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A command line the script cannot run with: its message names the option and what it takes. */
export class UsageError extends Error {}

/** `parseArgs`, its refusals (an unknown option, a missing value) as UsageErrors. */
export function parseCommandLine<T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** An option's value as a whole number from `min` to `max`. */
export function wholeNumber(name: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value < min || value > max)
    throw new UsageError(`--${name} takes a whole number from ${min} to ${max}, not '${text}'`);
  return value;
}

/** The script's options from its command line; on a UsageError, the message and the usage, and exit code 2. */
export function readOptionsOrExit<T>(parse: (args: string[]) => T, usage: string): T {
  try {
    return parse(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${usage}`);
    process.exit(2);
  }
}
