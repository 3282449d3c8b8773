/** The baseline: a bare Fastify JSON route, run in its own process like the real server. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/bare', async () => ({ status: { code: '0', values: [], message: '' }, ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 3302), host: '127.0.0.1' });
