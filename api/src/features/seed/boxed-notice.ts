// A framed block of lines, so generated credentials stand out in the start log.
export function boxedNotice(lines: string[]): string[] {
  const width = Math.max(...lines.map((line) => line.length));
  const border = `+${'-'.repeat(width + 2)}+`;
  return [border, ...lines.map((line) => `| ${line.padEnd(width)} |`), border];
}
