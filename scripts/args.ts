/** `--name value` and `--flag` pairs into an object, for zod to validate. */
export function parseArgs(argv: string[]): Record<string, string | boolean> {
  const result: Record<string, string | boolean> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith("--")) continue;
    const [name, inline] = arg.slice(2).split("=", 2) as [string, string | undefined];
    if (inline !== undefined) result[name] = inline;
    else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith("--")) result[name] = argv[++i]!;
    else result[name] = true;
  }
  return result;
}
