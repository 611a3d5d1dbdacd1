/**
 * A personal field's path inside an event's data: `name`, `email.text` (a field of an object), or
 * `lines[].source` (that field of each element of a list, read and written as one list of values).
 * One `[]` at most per path.
 */
type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stepsOf = (path: string) => path.split('.');

export const isListPath = (path: string) => path.includes('[]');

function readSteps(value: unknown, steps: readonly string[]): unknown {
  const [step, ...rest] = steps;
  if (step === undefined) return value;
  if (!isObject(value)) return undefined;
  if (!step.endsWith('[]')) return readSteps(value[step], rest);
  const list = value[step.slice(0, -2)];
  return Array.isArray(list) ? list.map((element) => readSteps(element, rest)) : undefined;
}

/** The value at the path: for a `[]` path, the list of each element's value. */
export const readPath = (data: unknown, path: string): unknown => readSteps(data, stepsOf(path));

function writeSteps(value: unknown, steps: readonly string[], written: unknown): unknown {
  const [step, ...rest] = steps;
  if (step === undefined) return written;
  if (!isObject(value)) return value;
  if (!step.endsWith('[]')) return { ...value, [step]: writeSteps(value[step], rest, written) };
  const name = step.slice(0, -2);
  const list = value[name];
  if (!Array.isArray(list)) return value;
  const each = Array.isArray(written) ? written : [];
  return { ...value, [name]: list.map((element, index) => writeSteps(element, rest, each[index])) };
}

/** A copy of the data with the value at the path replaced (for a `[]` path, one value per element). */
export const writePath = (data: Data, path: string, written: unknown): Data =>
  writeSteps(data, stepsOf(path), written) as Data;

/** The field's own name: the last step of its path. */
export const nameOf = (path: string) => (stepsOf(path).at(-1) ?? path).replace('[]', '');
