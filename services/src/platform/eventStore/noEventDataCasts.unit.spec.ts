import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const servicesSource = join(import.meta.dirname, '..', '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.spec.') ? [path] : [];
  });
}

describe("events' data in services", () => {
  it("is read through the decider's event types or storedEventOf, never cast with '.data as'", () => {
    const casts = sourceFiles(servicesSource).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (/\.data as\b/.test(line) ? [`${relative(servicesSource, file)}:${index + 1}`] : [])),
    );
    expect(casts).toEqual([]);
  });
});
