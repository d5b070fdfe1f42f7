import Fastify from 'fastify';

/** The reference every benchmark is measured against: one bare Fastify JSON route. */
const app = Fastify({ logger: false });
app.get('/ping', async () => ({ status: 'ok' }));
const address = await app.listen({ port: Number(process.argv[2] ?? 0), host: '127.0.0.1' });
process.stdout.write(`listening on ${address}\n`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
