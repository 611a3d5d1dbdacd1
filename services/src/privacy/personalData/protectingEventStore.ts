import {
  ERASED,
  ERASED_EMAIL_DOMAIN,
  type NewEvent,
  type PersonalFieldRule,
  personalFields,
  type RecordedEvent,
} from '@oms/contracts';
import type { EventStore } from '../../platform/eventStore/eventStore';
import { isSealed, openField, sealField, subjectOfSealed } from './personalDataCipher';
import type { PersonalDataKeys } from './personalDataKeys';

type Data = Record<string, unknown>;

function subjectOf(rule: PersonalFieldRule, data: Data, keys: PersonalDataKeys): string | null {
  if (rule.subject.kind === 'account') {
    const id = data[rule.subject.idField];
    return typeof id === 'string' && id !== '' ? `account:${id}` : null;
  }
  const email = data[rule.subject.emailField];
  return typeof email === 'string' && email !== '' && !isSealed(email) ? keys.emailSubject(email) : null;
}

async function sealEvent<TEvent extends NewEvent>(event: TEvent, keys: PersonalDataKeys): Promise<TEvent> {
  const rules = personalFields[event.type];
  if (!rules) return event;
  const data: Data = { ...(event.data as Data) };
  for (const rule of rules) {
    const subject = subjectOf(rule, event.data as Data, keys);
    if (!subject) continue;
    const key = await keys.keyFor(subject);
    for (const field of rule.fields) {
      if (data[field] !== undefined && !isSealed(data[field])) data[field] = sealField(subject, key, data[field]);
    }
  }
  return { ...event, data };
}

/** What an erased field reads: words for text, an address that cannot receive mail for e-mails, empty lists. */
function erasedValue(field: string, sealed: string): unknown {
  if (/emails$/i.test(field)) return [];
  if (/email$/i.test(field))
    return `${ERASED}-${subjectOfSealed(sealed)
      .replace(/[^a-z0-9]/gi, '')
      .slice(-12)}@${ERASED_EMAIL_DOMAIN}`;
  return ERASED;
}

/** Whose personal fields an event, as deciders and projectors see it, holds. */
export function subjectsOfPersonalFields(event: { type: string; data: unknown }, keys: PersonalDataKeys): string[] {
  const rules = personalFields[event.type] ?? [];
  return rules.flatMap((rule) => subjectOf(rule, event.data as Data, keys) ?? []);
}

/** Opens an event as the store holds it: for feeds that carry the sealed form (the Kafka topics). */
export const personalDataOpener = (keys: PersonalDataKeys) => (event: RecordedEvent) => openEvent(event, keys);

async function openEvent(event: RecordedEvent, keys: PersonalDataKeys): Promise<RecordedEvent> {
  const rules = personalFields[event.type];
  if (!rules) return event;
  const data = event.data as Data;
  let opened: Data | null = null;
  for (const rule of rules) {
    for (const field of rule.fields) {
      const value = data[field];
      if (!isSealed(value)) continue;
      opened ??= { ...data };
      const key = await keys.keyOf(subjectOfSealed(value));
      const plain = key ? openField(value, key) : undefined;
      opened[field] = plain === undefined ? erasedValue(field, value) : plain;
    }
  }
  return opened ? { ...event, data: opened } : event;
}

/**
 * Personal fields are sealed on the way in and opened on the way out (docs/architecture.md, "Forgetting
 * a person"): deciders, projectors and reports see plain values, the store holds only ciphertext, and a
 * destroyed key reads as erased. Events recorded before this decorator stay plain and pass through.
 */
export function withPersonalData(store: EventStore, keys: PersonalDataKeys): EventStore {
  const openAll = (events: RecordedEvent[]) => Promise.all(events.map((event) => openEvent(event, keys)));
  return {
    appendToStream: async (streamId, events, options) =>
      store.appendToStream(streamId, await Promise.all(events.map((event) => sealEvent(event, keys))), options),
    readStream: async (streamId, options) => openAll(await store.readStream(streamId, options)),
    readAll: async (options) => openAll(await store.readAll(options)),
    headPosition: () => store.headPosition(),
    subscribeToAll: (options) =>
      store.subscribeToAll({ ...options, onEvent: async (event) => options.onEvent(await openEvent(event, keys)) }),
    close: () => store.close(),
  };
}
