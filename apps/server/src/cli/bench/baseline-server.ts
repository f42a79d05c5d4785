/**
 * The bare limit the app is compared with: Fastify and the same database driver on the same
 * database, doing one indexed 50-row page select and one indexed insert, with no auth, no
 * validation and no classification. Started by bench.ts as a child process.
 * Env: PORT, and DATABASE_URL (postgres) or SQLITE_FILE.
 */
import { randomUUID } from "node:crypto";
import BetterSqlite3 from "better-sqlite3";
import Fastify from "fastify";
import pg from "pg";

interface Store {
  page(userId: string): Promise<unknown[]>;
  insert(userId: string, body: string): Promise<void>;
}

const CREATE = "create table if not exists bench_inserts (id text primary key, user_id text not null, body text not null, created_at text not null)";
const INDEX = "create index if not exists bench_inserts_user_created_idx on bench_inserts (user_id, created_at)";
const PAGE = "select id, original_input, ai_title, status, domain, created_at from thoughts where user_id = $1 order by created_at desc, id desc limit 50";

async function openStore(): Promise<Store> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    await pool.query(CREATE);
    await pool.query(INDEX);
    return {
      page: async (userId) => (await pool.query(PAGE, [userId])).rows,
      insert: async (userId, body) => {
        await pool.query("insert into bench_inserts (id, user_id, body, created_at) values ($1, $2, $3, $4)", [randomUUID(), userId, body, new Date().toISOString()]);
      },
    };
  }
  const db = new BetterSqlite3(process.env.SQLITE_FILE!, { fileMustExist: true });
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("busy_timeout = 5000");
  db.exec(CREATE);
  db.exec(INDEX);
  const page = db.prepare(PAGE.replace("$1", "?"));
  const insert = db.prepare("insert into bench_inserts (id, user_id, body, created_at) values (?, ?, ?, ?)");
  return {
    page: async (userId) => page.all(userId),
    insert: async (userId, body) => {
      insert.run(randomUUID(), userId, body, new Date().toISOString());
    },
  };
}

const store = await openStore();
const app = Fastify({ logger: false });
app.get<{ Querystring: { user: string } }>("/page", async (request) => ({ data: await store.page(request.query.user) }));
app.post<{ Querystring: { user: string }; Body: { original_input: string } }>("/insert", async (request, reply) => {
  await store.insert(request.query.user, request.body.original_input);
  return reply.code(201).send({ ok: true });
});
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
