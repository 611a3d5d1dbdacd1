import { Session } from 'node:inspector/promises';
import { basename } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
}

function placeOf(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url ? basename(url.split('?')[0] ?? url) : '';
  const where = file ? `${file}:${lineNumber + 1}` : '';
  return `${functionName || '(anonymous)'}${where ? ` ${where}` : ''}`;
}

/**
 * The heaviest functions by self time in the V8 CPU profiles of a folder: enough to say where a
 * missed goal's time goes, e.g. "JSON.parse 18 %, mingo Query.test 12 %, ...".
 */
/** Where a frame's code lives: the npm package, or the project's file. */
function moduleOf(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage?.[1]) return inPackage[1];
  if (url.startsWith('node:')) return url;
  return basename(url.split('?')[0] ?? url);
}

function share(samples: Map<string, number>, total: number, count: number) {
  return [...samples.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([place, hits]) => ({ place, percent: (hits / Math.max(1, total)) * 100 }));
}

export interface ProfileSummary {
  modules: { place: string; percent: number }[];
  functions: { place: string; percent: number }[];
}

export function summariseProfile(profile: CpuProfile, count = 8): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const functions = new Map<string, number>();
  const modules = new Map<string, number>();
  let total = 0;
  for (const id of profile.samples) {
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === '(idle)') continue;
    functions.set(placeOf(node), (functions.get(placeOf(node)) ?? 0) + 1);
    modules.set(moduleOf(node), (modules.get(moduleOf(node)) ?? 0) + 1);
    total += 1;
  }
  return { modules: share(modules, total, count), functions: share(functions, total, count) };
}

/** A V8 CPU profile of this process while `work` runs. */
export async function profileWhile<T>(work: () => Promise<T>): Promise<{ result: T; profile: CpuProfile }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    const result = await work();
    const { profile } = await session.post('Profiler.stop');
    return { result, profile: profile as unknown as CpuProfile };
  } finally {
    session.disconnect();
  }
}

export function describeProfile(summary: ProfileSummary): string {
  const list = (entries: { place: string; percent: number }[]) =>
    entries.map(({ place, percent }) => `${place} ${percent.toFixed(0)} %`).join(', ');
  return `by module: ${list(summary.modules)}; by function: ${list(summary.functions.slice(0, 6))}`;
}
