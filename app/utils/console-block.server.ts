/**
 * Lines a person must read on the console (the first super_admin's password, a
 * sign-in code), framed by rules and set apart by blank lines, on stdout in one write:
 * plain text that stands out between the log's JSON lines.
 */
export function printConsoleBlock(lines: string[]): void {
  const rule = '-'.repeat(Math.max(...lines.map((line) => line.length)))
  process.stdout.write(`\n${rule}\n${lines.join('\n')}\n${rule}\n\n`)
}
