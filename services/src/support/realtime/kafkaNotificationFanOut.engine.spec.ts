import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { afterEach, describe, expect, it } from 'vitest';
import { kafkaFanOut } from './kafkaNotificationFanOut';
import type { NotificationFanOut, RealtimeDelivery } from './notificationFanOut';

// KAFKA_BROKERS comes from `npm run test:engines` (a local KRaft broker) or the caller.
const brokers = process.env.KAFKA_BROKERS;

const title = brokers
  ? 'Kafka notification fan-out'
  : 'Kafka notification fan-out (skipped: no broker; set KAFKA_BROKERS or run npm run test:engines)';

describe.skipIf(!brokers)(title, () => {
  const kafka = new Kafka({
    clientId: 'fan-out-spec',
    brokers: (brokers ?? '').split(','),
    logLevel: logLevel.NOTHING,
  });
  const opened: NotificationFanOut[] = [];
  afterEach(async () => {
    for (const fanOut of opened.splice(0)) await fanOut.close();
  });

  it('hands a delivery published by one API instance to the sockets of every instance', async () => {
    const topic = `oms.notifications.spec-${randomUUID()}`;
    const instanceA = await kafkaFanOut(kafka, { topic, instanceId: `a-${randomUUID()}` });
    const instanceB = await kafkaFanOut(kafka, { topic, instanceId: `b-${randomUUID()}` });
    opened.push(instanceA, instanceB);
    const heardBy = (fanOut: NotificationFanOut) =>
      new Promise<RealtimeDelivery>((resolve) => {
        const stop = fanOut.subscribe((delivery) => {
          stop();
          resolve(delivery);
        });
      });
    const onA = heardBy(instanceA);
    const onB = heardBy(instanceB);
    const delivery: RealtimeDelivery = {
      accountIds: ['account-1'],
      message: {
        event: 'notification',
        data: { message: 'Your order from Brakes has been confirmed', invalidate: [['venues', 'v-1', 'orders']] },
      },
    };

    await instanceA.publish(delivery);

    expect(await onA).toEqual(delivery);
    expect(await onB).toEqual(delivery);

    // A session that ended closes its sockets wherever they are.
    const endedOnB = heardBy(instanceB);
    await instanceA.publish({ endedSessionId: 'session-1' });
    expect(await endedOnB).toEqual({ endedSessionId: 'session-1' });
  });
});
