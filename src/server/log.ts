// The server's log: one line per event on stderr, structured enough to grep. Never log secrets or passwords.
export function logError(where: string, error: unknown): void {
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`[error] ${new Date().toISOString()} ${where}: ${detail}\n`);
}
