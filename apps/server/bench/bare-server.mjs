// The floor of the load benchmark: a bare Fastify route, no database, no plugins, in its own process like the real server.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening on ${app.server.address().port}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
