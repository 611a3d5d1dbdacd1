// Where a Docker engine runs, testcontainers provides the engines instead of local processes,
// including KurrentDB, which no package registry ships. Not exercised on machines without Docker.
import { spawnSync } from 'node:child_process';
import { freePort } from './localEngines.mjs';

export const images = {
  kurrentdb: 'docker.kurrent.io/kurrent-latest/kurrentdb:latest',
  mongodb: 'mongo:7',
  kafka: 'apache/kafka:3.9.1',
};

export async function dockerAvailable() {
  const info = spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 10_000 });
  return info.status === 0;
}

/** Starts the engines that no variable names yet; returns their variables and one `stop`. */
export async function startDockerEngines(preset = {}) {
  const { GenericContainer, Wait } = await import('testcontainers');
  const started = [];
  const env = {};
  const has = (name) => process.env[name] || preset[name];
  try {
    if (!has('KURRENTDB_URL')) {
      const kurrent = await new GenericContainer(images.kurrentdb)
        .withEnvironment({ KURRENTDB_INSECURE: 'true', KURRENTDB_MEM_DB: 'true', KURRENTDB_RUN_PROJECTIONS: 'None' })
        .withExposedPorts(2113)
        .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
        .start();
      started.push(kurrent);
      env.KURRENTDB_URL = `kurrentdb://${kurrent.getHost()}:${kurrent.getMappedPort(2113)}?tls=false`;
    }
    if (!has('MONGO_URL')) {
      const mongo = await new GenericContainer(images.mongodb).withExposedPorts(27017).start();
      started.push(mongo);
      env.MONGO_URL = `mongodb://${mongo.getHost()}:${mongo.getMappedPort(27017)}/`;
      env.MONGO_ENGINE = 'mongodb';
    }
    if (!has('KAFKA_BROKERS')) {
      // Clients must reach the broker at the address it advertises, so the host port is fixed up front.
      const port = await freePort();
      const kafka = await new GenericContainer(images.kafka)
        .withEnvironment({
          KAFKA_NODE_ID: '1',
          KAFKA_PROCESS_ROLES: 'broker,controller',
          KAFKA_LISTENERS: 'PLAINTEXT://:9092,CONTROLLER://:9093',
          KAFKA_ADVERTISED_LISTENERS: `PLAINTEXT://127.0.0.1:${port}`,
          KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
          KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: 'CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
          KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9093',
          KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
          KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: '1',
          KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: '1',
          KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
          KAFKA_GROUP_MIN_SESSION_TIMEOUT_MS: '1000',
        })
        .withExposedPorts({ container: 9092, host: port })
        .withWaitStrategy(Wait.forLogMessage(/Kafka Server started/))
        .start();
      started.push(kafka);
      env.KAFKA_BROKERS = `127.0.0.1:${port}`;
    }
  } catch (error) {
    await Promise.allSettled(started.map((container) => container.stop()));
    throw error;
  }
  return {
    env,
    async stop() {
      await Promise.allSettled(started.map((container) => container.stop()));
    },
  };
}
