import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const webSource = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.includes('.spec.') ? [path] : [];
  });
}

describe('query keys', () => {
  it("come from contracts' queryKeys, never an array written in place, so realtime refreshes reach them", () => {
    const inline = sourceFiles(webSource).flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .map((line, index) => ({ line: line.trim(), at: `${path.slice(webSource.length)}:${index + 1}` }))
        .filter(({ line }) => /queryKey:\s*\[/.test(line) || /setQueryData\(\s*\[/.test(line)),
    );
    expect(inline.map(({ at, line }) => `${at} ${line}`)).toEqual([]);
  });
});
