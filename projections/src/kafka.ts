/**
 * The Kafka feed, apart from the index: importing it loads kafkajs, which the embedded default
 * (in-process feed) never needs at start.
 */

export { askAgainWhileRetriable } from './platform/kafka/askAgainWhileRetriable';
export { type KafkaFeedOptions, KafkaProjectionRunner } from './platform/kafka/kafkaProjectionRunner';
