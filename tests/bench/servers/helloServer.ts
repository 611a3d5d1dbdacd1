// P1's baseline: the same Fastify, process setup and JSON body parsing, with no work behind the route.
import Fastify from 'fastify';

const app = Fastify({ logger: false, bodyLimit: 1_048_576 });
app.post('/hello', async () => ({ hello: 'world' }));
app.get('/hello', async () => ({ hello: 'world' }));

process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
console.log(`READY ${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}`);
