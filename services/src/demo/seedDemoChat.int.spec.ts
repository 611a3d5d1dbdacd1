import { readModels } from '@oms/projections';
import { describe, expect, it } from 'vitest';
import { openEmbeddedPlatform } from '../platform/engines/embeddedPlatform';
import { seedDemoChat } from './seedDemoChat';

describe('demo chat', () => {
  it('gives The Crown & Anchor a short conversation with support and Brakes, oldest first', async () => {
    const embedded = await openEmbeddedPlatform();
    try {
      await seedDemoChat(embedded.platform, new Date('2026-11-22T10:00:00.000Z'));
      const messages = await readModels.chatMessages
        .in(embedded.platform.readStore)
        .find({ venueId: 'ven-crown-anchor' }, { sort: { sequence: 1 } });
      expect(messages.map((message) => [message.fromName, message.side, message.threadSupplierId])).toEqual([
        ['Alex Morgan', 'support', null],
        ['Sam Whitfield', 'venue', null],
        ['Alex Morgan', 'support', null],
        ['Sam Whitfield', 'venue', 'sup-brakes'],
        ['Priya Shah', 'supplier', 'sup-brakes'],
        ['Sam Whitfield', 'venue', 'sup-brakes'],
      ]);
      expect(messages.map((message) => message.sentAt)).toEqual([...messages.map((message) => message.sentAt)].sort());
    } finally {
      await embedded.close();
    }
  });
});
