import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Measure, ratioOf } from './measure';

function formatNumber(value: number | null): string {
  if (value === null || Number.isNaN(value)) return '—';
  if (Math.abs(value) >= 100) return Math.round(value).toLocaleString('en-GB');
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

function verdict(measure: Measure): string {
  if (measure.figure === null) return measure.passed === false ? '**FAILED**' : 'not measured';
  if (measure.passed === null) return 'reported';
  return measure.passed ? 'pass' : '**MISSED**';
}

export function markdownTable(measures: readonly Measure[]): string {
  const lines = ['| measure | figure | baseline (same run) | ratio | goal | result |', '|---|---|---|---|---|---|'];
  for (const measure of measures) {
    const ratio = ratioOf(measure);
    lines.push(
      `| ${measure.id} ${measure.name} | ${formatNumber(measure.figure)} ${measure.figure === null ? '' : measure.unit} | ${
        measure.baseline === null ? '—' : `${formatNumber(measure.baseline)} ${measure.unit} (${measure.baselineName})`
      } | ${ratio === null ? '—' : `${(ratio * 100).toFixed(1)} %`} | ${measure.goal} | ${verdict(measure)} |`,
    );
  }
  const notes = measures.filter((measure) => measure.note);
  if (notes.length > 0) {
    lines.push('', ...notes.map((measure) => `- **${measure.id} ${measure.name}**: ${measure.note}`));
  }
  return lines.join('\n');
}

export interface BenchReport {
  startedAt: string;
  finishedAt: string;
  mode: 'quick' | 'full';
  environment: Record<string, unknown>;
  measures: Measure[];
}

export function writeReport(resultsDir: string, report: BenchReport): { json: string; markdown: string } {
  mkdirSync(resultsDir, { recursive: true });
  const json = join(resultsDir, 'latest.json');
  const markdown = join(resultsDir, 'latest.md');
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  const environmentLines = Object.entries(report.environment).map(
    ([key, value]) => `- ${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
  writeFileSync(
    markdown,
    [
      `# Bench ${report.mode} run, ${report.startedAt}`,
      '',
      markdownTable(report.measures),
      '',
      '## Setup',
      '',
      ...environmentLines,
      '',
    ].join('\n'),
  );
  return { json, markdown };
}
