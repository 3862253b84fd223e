// The server's log: one line per event on stderr, structured enough to grep. Never log secrets or passwords.
export function logError(where: string, error: unknown): void {
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`[error] ${new Date().toISOString()} ${where}: ${detail}\n`);
}

/** Something that went wrong for one person and was answered (a refused sign-in, say); worth a line, not a stack. */
export function logWarning(where: string, detail: Readonly<Record<string, string>>): void {
  const fields = Object.entries(detail).map(([key, value]) => `${key}=${JSON.stringify(value)}`).join(' ');
  process.stderr.write(`[warn] ${new Date().toISOString()} ${where}: ${fields}\n`);
}
