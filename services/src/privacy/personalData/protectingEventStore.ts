import {
  ERASED,
  ERASED_EMAIL_DOMAIN,
  erasedAsAddress,
  erasedAsEmptyList,
  type NewEvent,
  type PersonalFieldRule,
  personalFields,
  type RecordedEvent,
} from '@oms/contracts';
import type { EventStore } from '../../platform/eventStore/eventStore';
import { stoppableFromHandler } from '../../platform/eventStore/stoppableFromHandler';
import { isSealed, openField, sealJson, subjectOfSealed } from './personalDataCipher';
import type { PersonalDataKeys } from './personalDataKeys';
import { isListPath, nameOf, readPath, writePath } from './personalFieldPaths';

type Data = Record<string, unknown>;

// Every event's data is an object (a zod object schema per type).
const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null;
const dataOf = (event: { data: unknown }): Data => (isData(event.data) ? event.data : {});

type Metadata = Partial<NewEvent['metadata']> | undefined;

/** The subjects a rule names: its field may hold one id or address, or a list of them. */
function subjectsOf(rule: PersonalFieldRule, data: Data, metadata: Metadata, keys: PersonalDataKeys): string[] {
  const { subject } = rule;
  if (subject.kind === 'actor')
    return metadata?.actorAccountId && metadata.actorRole !== 'system' ? [`account:${metadata.actorAccountId}`] : [];
  const named =
    subject.kind === 'eachEmail'
      ? rule.fields.flatMap((field) => readPath(data, field) ?? [])
      : readPath(data, subject.kind === 'email' ? subject.emailField : subject.idField);
  const values = (Array.isArray(named) ? named : [named]).filter(
    (value): value is string => typeof value === 'string' && value !== '' && !isSealed(value),
  );
  return values.map((value) => {
    if (subject.kind === 'account') return `account:${value}`;
    if (subject.kind === 'record') return `${subject.prefix}:${value}`;
    return keys.emailSubject(value);
  });
}

/** A value that holds nothing stays as it is: absent, null, '', or a list of nothing. */
const holdsNothing = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.every(holdsNothing));

/**
 * Fields sealed under the same subjects are sealed together, once, as an object of their values:
 * the first holds `pdg:<the sealed object>`, the others `pdg@<that first field>`. A mail's
 * address, subject and words were three ciphers and three openings per mail; one serves them now.
 * Inside an object, a value that itself starts like a sealed one (a user may type anything) is
 * never taken for another layer. Fields sealed one by one (`pd1:`, before) still open. A field
 * inside a list (`lines[].source`) holds `pdg@<head>` in each element; the head is never one.
 */
const GROUP_HEAD = 'pdg:';
const GROUP_MEMBER = 'pdg@';
const isGroupHead = (value: unknown): value is string => typeof value === 'string' && value.startsWith(GROUP_HEAD);
const isGroupMember = (value: unknown): value is string => typeof value === 'string' && value.startsWith(GROUP_MEMBER);

/** A stored value already sealed (migrating a store sealed in part): sealed, a group's part, or a list of them. */
const isStoredSealed = (value: unknown): boolean =>
  isSealed(value) ||
  isGroupHead(value) ||
  isGroupMember(value) ||
  (Array.isArray(value) && value.length > 0 && value.every(isStoredSealed));

/** The stored value a group's head or member is known by: a list path's first element. */
const markerAt = (data: Data, field: string): unknown => {
  const stored = readPath(data, field);
  return isListPath(field) && Array.isArray(stored) ? stored[0] : stored;
};

async function sealedUnder(subjects: readonly string[], keys: PersonalDataKeys, plain: unknown): Promise<string> {
  let value = plain;
  for (const subject of subjects)
    value = sealFieldRemembered(subject, keys.heldKeyOf(subject) ?? (await keys.keyFor(subject)), value);
  return value as string;
}

/** Each address of the list sealed by itself under its own subject (`eachEmail`). */
async function sealEachAddress(data: Data, field: string, keys: PersonalDataKeys): Promise<Data> {
  const list = readPath(data, field);
  if (!Array.isArray(list) || holdsNothing(list)) return data;
  const sealed = await Promise.all(
    list.map((address) =>
      typeof address === 'string' && address !== '' && !isSealed(address)
        ? sealedUnder([keys.emailSubject(address)], keys, address)
        : address,
    ),
  );
  return writePath(data, field, sealed);
}

/**
 * Each field is sealed under every subject it belongs to, one layer each (a mail's words are its
 * recipient's and those of the person it is about): destroying any one of their keys erases it.
 */
export async function sealEvent<TEvent extends Pick<NewEvent, 'type' | 'data' | 'metadata'>>(
  event: TEvent,
  keys: PersonalDataKeys,
  options: { storedSealedStays?: boolean } = {},
): Promise<TEvent> {
  const rules = personalFields[event.type];
  if (!rules) return event;
  const plain = dataOf(event);
  let data: Data = plain;
  const owners = new Map<string, Set<string>>();
  for (const rule of rules) {
    if (rule.subject.kind === 'eachEmail') {
      for (const field of rule.fields) data = await sealEachAddress(data, field, keys);
      continue;
    }
    const subjects = subjectsOf(rule, plain, event.metadata, keys);
    for (const field of rule.fields) {
      const value = readPath(plain, field);
      if (holdsNothing(value) || (options.storedSealedStays && isStoredSealed(value))) continue;
      const known = owners.get(field) ?? new Set<string>();
      for (const subject of subjects) known.add(subject);
      owners.set(field, known);
    }
  }
  const groups = new Map<string, { subjects: string[]; fields: string[] }>();
  for (const [field, owning] of owners) {
    if (owning.size === 0) continue;
    const subjects = [...owning].sort();
    const named = subjects.join('\n');
    const group = groups.get(named);
    if (group) group.fields.push(field);
    else groups.set(named, { subjects, fields: [field] });
  }
  for (const { subjects, fields } of groups.values()) {
    const head = fields.find((field) => !isListPath(field));
    const values = Object.fromEntries(fields.map((field) => [field, readPath(plain, field)]));
    if (head === undefined) {
      // Only fields inside lists: each element sealed by itself.
      for (const field of fields) {
        const each = readPath(plain, field) as unknown[];
        data = writePath(data, field, await Promise.all(each.map((value) => sealedUnder(subjects, keys, value))));
      }
      continue;
    }
    data = writePath(data, head, `${GROUP_HEAD}${await sealedUnder(subjects, keys, values)}`);
    for (const member of fields) {
      if (member === head) continue;
      const marker = `${GROUP_MEMBER}${head}`;
      const stored = readPath(plain, member);
      data = writePath(data, member, Array.isArray(stored) && isListPath(member) ? stored.map(() => marker) : marker);
    }
  }
  return data === plain ? event : { ...event, data };
}

/** What an erased field reads: words for text, an address that cannot receive mail for e-mails, empty lists. */
function erasedValue(field: string, sealed: string): unknown {
  const name = nameOf(field);
  if (/emails$/i.test(name) || erasedAsEmptyList.has(name)) return [];
  if (/email$/i.test(name) || erasedAsAddress.has(name))
    return `${ERASED}-${subjectOfSealed(sealed)
      .replace(/[^a-z0-9]/gi, '')
      .slice(-12)}@${ERASED_EMAIL_DOMAIN}`;
  return ERASED;
}

/** Whose personal fields an event, as deciders and projectors see it, holds. */
export function subjectsOfPersonalFields(
  event: { type: string; data: unknown; metadata?: NewEvent['metadata'] },
  keys: PersonalDataKeys,
): string[] {
  const rules = personalFields[event.type] ?? [];
  const data = dataOf(event);
  // A rule whose fields hold nothing (an order without notes) names nobody's data.
  return rules
    .filter((rule) => rule.fields.some((field) => !holdsNothing(readPath(data, field))))
    .flatMap((rule) => subjectsOf(rule, data, event.metadata, keys));
}

/**
 * Every subscriber of the feed (projections, search, mail, reactors) opens the same stored event:
 * the plain text of a sealed field is remembered under the key Buffer that opened it (or sealed it:
 * the event a command appends is opened by each subscriber right after), so one decryption, or
 * none, serves them all. A destroyed key is gone from the keys' cache, so `keyOf` never hands back
 * that Buffer again and nothing remembered under it can be read: erasure still takes effect.
 */
const openedUnderKey = new WeakMap<Buffer, RecentlyOpened>();
// Enough for one busy subject's sealed values in flight: fifty orders to one supplier at once seal
// fifty mails under its key, each opened right after. Two generations keep 512 to 1,024.
const OPENED_PER_KEY = 512;

/**
 * Two generations, the older dropped whole when the newer is full: evicting the first key of one
 * Map walked over the holes its earlier deletes left, a visible share of placing an order.
 */
interface RecentlyOpened {
  newer: Map<string, string>;
  older: Map<string, string>;
}

function rememberOpened(sealed: string, key: Buffer, plain: string): void {
  let opened = openedUnderKey.get(key);
  if (!opened) {
    opened = { newer: new Map(), older: new Map() };
    openedUnderKey.set(key, opened);
  }
  if (opened.newer.size >= OPENED_PER_KEY) {
    opened.older = opened.newer;
    opened.newer = new Map();
  }
  opened.newer.set(sealed, plain);
}

function openFieldOnce(sealed: string, key: Buffer): unknown {
  const opened = openedUnderKey.get(key);
  const known = opened?.newer.get(sealed) ?? opened?.older.get(sealed);
  if (known !== undefined) return JSON.parse(known);
  const value = openField(sealed, key);
  if (value === undefined) return undefined;
  rememberOpened(sealed, key, JSON.stringify(value));
  return value;
}

/** Seals a field and remembers what it opens to, as opening it would. */
function sealFieldRemembered(subject: string, key: Buffer, value: unknown): string {
  const json = JSON.stringify(value);
  const sealed = sealJson(subject, key, json);
  rememberOpened(sealed, key, json);
  return sealed;
}

/** Opens an event as the store holds it: for feeds that carry the sealed form (the Kafka topics). */
export const personalDataOpener = (keys: PersonalDataKeys) => async (event: RecordedEvent) => openEvent(event, keys);

/** A subject's key, null when it has none (erased), undefined when not known without asking the table. */
type KeyLookup = (subject: string) => Buffer | null | undefined;

/** A sealed value peeled layer by layer, as erased once a layer's key is gone, or the subject whose key it needs. */
function peel(
  field: string,
  sealed: string,
  keyOf: KeyLookup,
  used: Map<string, Buffer> | undefined,
): { value: unknown; erasedAt?: string } | { needs: string } {
  let value: unknown = sealed;
  while (isSealed(value)) {
    const subject = subjectOfSealed(value);
    const key = keyOf(subject);
    if (key === undefined) return { needs: subject };
    if (key) used?.set(subject, key);
    const inner = key ? openFieldOnce(value, key) : undefined;
    if (inner === undefined) return { value: erasedValue(field, value), erasedAt: value };
    value = inner;
  }
  return { value };
}

/** A list sealed element by element (`eachEmail`, or fields inside lists alone): erased addresses leave it. */
function openEach(
  field: string,
  stored: unknown[],
  dropErased: boolean,
  keyOf: KeyLookup,
  used: Map<string, Buffer> | undefined,
): unknown[] | { needs: string } {
  const values: unknown[] = [];
  for (const element of stored) {
    if (!isSealed(element)) {
      values.push(element);
      continue;
    }
    const peeled = peel(field, element, keyOf, used);
    if ('needs' in peeled) return peeled;
    if (peeled.erasedAt === undefined) values.push(peeled.value);
    else if (!dropErased) values.push(erasedValue(field, peeled.erasedAt));
  }
  return values;
}

/** The opened event, or the subject whose key it still needs; `used` gathers the keys that opened a layer. */
function openWith(
  event: RecordedEvent,
  keyOf: KeyLookup,
  used?: Map<string, Buffer>,
): RecordedEvent | { needs: string } {
  const rules = personalFields[event.type];
  if (!rules) return event;
  const data = dataOf(event);
  let opened: Data | null = null;
  // Each stored field is opened once, even when several rules name it: an opened value is never
  // taken for a sealed one.
  const done = new Set<string>();
  const every = rules.flatMap((rule) => rule.fields);
  for (const rule of rules) {
    for (const field of rule.fields) {
      if (done.has(field)) continue;
      done.add(field);
      const stored = readPath(data, field);
      if (Array.isArray(stored) && stored.some(isSealed)) {
        const values = openEach(field, stored, rule.subject.kind === 'eachEmail', keyOf, used);
        if ('needs' in values) return values;
        opened = writePath(opened ?? data, field, values);
        continue;
      }
      if (isSealed(stored)) {
        const peeled = peel(field, stored, keyOf, used);
        if ('needs' in peeled) return peeled;
        opened = writePath(opened ?? data, field, peeled.value);
        continue;
      }
      const marker = markerAt(data, field);
      let head: string;
      if (isGroupHead(marker) && !isListPath(field)) head = field;
      else if (isGroupMember(marker)) head = marker.slice(GROUP_MEMBER.length);
      else continue;
      const headValue = readPath(data, head);
      const peeled: ReturnType<typeof peel> = isGroupHead(headValue)
        ? peel(head, headValue.slice(GROUP_HEAD.length), keyOf, used)
        : { value: ERASED, erasedAt: '' };
      if ('needs' in peeled) return peeled;
      const values = peeled.value;
      const intact =
        peeled.erasedAt === undefined && typeof values === 'object' && values !== null && !Array.isArray(values);
      // The group's fields: the head and every field that names it (fields of a top-level object
      // sealed before paths were known name it too).
      const members = new Set([...every, ...Object.keys(data)]);
      for (const name of members) {
        if (name !== head && markerAt(data, name) !== `${GROUP_MEMBER}${head}`) continue;
        done.add(name);
        const erased = (): unknown => {
          const value = erasedValue(name, peeled.erasedAt ?? '');
          const stored = readPath(data, name);
          return isListPath(name) && Array.isArray(stored) ? stored.map(() => value) : value;
        };
        opened = writePath(opened ?? data, name, intact ? (values as Data)[name] : erased());
      }
    }
  }
  return opened ? { ...event, data: opened } : event;
}

/**
 * The event opened at once when this process holds every key it needs (the usual case: each
 * subscriber opens the event a command just sealed), else a promise of it: a promise and an await
 * per subscriber per event were most of the opening's cost.
 */
function openEvent(
  event: RecordedEvent,
  keys: PersonalDataKeys,
  used?: Map<string, Buffer>,
): RecordedEvent | Promise<RecordedEvent> {
  const opened = openWith(event, keys.heldKeyOf, used);
  return 'needs' in opened ? openEventReadingKeys(event, keys) : opened;
}

/**
 * Every subscriber is handed the same stored event (the store's tail is shared): the first opening
 * is kept with the keys that opened it and serves the others while this process still holds each
 * of those keys. A destroy drops its key, so an erased subject's event is opened again, as erased.
 */
const openedForSubscribers = new WeakMap<RecordedEvent, { opened: RecordedEvent; keys: Map<string, Buffer> }>();

function stillHeld(used: Map<string, Buffer>, keys: PersonalDataKeys): boolean {
  for (const [subject, key] of used) if (keys.heldKeyOf(subject) !== key) return false;
  return true;
}

function openEventShared(event: RecordedEvent, keys: PersonalDataKeys): RecordedEvent | Promise<RecordedEvent> {
  const known = openedForSubscribers.get(event);
  if (known && stillHeld(known.keys, keys)) return known.opened;
  const used = new Map<string, Buffer>();
  const opened = openEvent(event, keys, used);
  // Kept only when opened at once, with keys this process holds.
  if (!(opened instanceof Promise) && opened !== event) openedForSubscribers.set(event, { opened, keys: used });
  return opened;
}

async function openEventReadingKeys(event: RecordedEvent, keys: PersonalDataKeys): Promise<RecordedEvent> {
  const read = new Map<string, Buffer | null>();
  for (;;) {
    const opened = openWith(event, (subject) => (read.has(subject) ? read.get(subject) : keys.heldKeyOf(subject)));
    if (!('needs' in opened)) return opened;
    read.set(opened.needs, await keys.keyOf(opened.needs));
  }
}

/**
 * Personal fields are sealed on the way in and opened on the way out (docs/architecture.md, "Forgetting
 * a person"): deciders, projectors and reports see plain values, the store holds only ciphertext, and a
 * destroyed key reads as erased. Events recorded before this decorator stay plain and pass through.
 */
export function withPersonalData(store: EventStore, keys: PersonalDataKeys): EventStore {
  // Only events of types with personal fields are opened: the rest (most of a replay) pass as they
  // are, without a promise each.
  const openAll = async (events: RecordedEvent[]): Promise<RecordedEvent[]> => {
    let opened = events;
    const pending: Promise<void>[] = [];
    events.forEach((event, index) => {
      if (!personalFields[event.type]) return;
      if (opened === events) opened = [...events];
      const open = openEvent(event, keys);
      if (!(open instanceof Promise)) {
        opened[index] = open;
        return;
      }
      pending.push(
        open.then((later) => {
          opened[index] = later;
        }),
      );
    });
    if (pending.length > 0) await Promise.all(pending);
    return opened;
  };
  return {
    appendToStream: async (streamId, events, options) =>
      store.appendToStream(streamId, await Promise.all(events.map((event) => sealEvent(event, keys))), options),
    appendToStreams: async (appends) =>
      store.appendToStreams(
        await Promise.all(
          appends.map(async (entry) => ({
            ...entry,
            events: await Promise.all(entry.events.map((event) => sealEvent(event, keys))),
          })),
        ),
      ),
    readStream: async (streamId, options) => openAll(await store.readStream(streamId, options)),
    readAll: async (options) => openAll(await store.readAll(options)),
    headPosition: () => store.headPosition(),
    // The handler may run after an await for a key: its own stop() is told apart here, not below.
    subscribeToAll: (options) =>
      stoppableFromHandler(options.onEvent, (onEvent) =>
        store.subscribeToAll({
          ...options,
          onEvent: (event) => {
            const opened = openEventShared(event, keys);
            return opened instanceof Promise ? opened.then(onEvent) : onEvent(opened);
          },
        }),
      ),
    close: () => store.close(),
  };
}
