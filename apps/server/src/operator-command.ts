/**
 * How the operator commands (`seed`, `end-sessions`, `remove-authenticator`) end: the process exits
 * with the command's status; an error the command expects (a bad command line, a bad
 * configuration, a data folder in use by a running server, an unknown account) is printed as its message alone, any
 * other with its stack, and the process exits with status 1.
 */
export function runOperatorCommand(
  command: () => Promise<number>,
  expectedErrors: readonly (abstract new (...args: never[]) => Error)[],
): void {
  command().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const expected = expectedErrors.some((type) => error instanceof type);
      console.error(expected && error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
