import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const migrations = fileURLToPath(new URL('../../drizzle', import.meta.url));

describe('the migration that gives networks random CNAME labels', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('labels the networks made before it, each its own unguessable label', async () => {
    // The migrations up to the one before it, as a database made before the release had them.
    const before = await mkdtemp(path.join(tmpdir(), 'palisade-migrations-'));
    dirs.push(before);
    await cp(migrations, before, { recursive: true });
    const journalPath = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
      entries: { idx: number; tag: string }[];
    };
    const labels = journal.entries.findIndex((e) => e.tag.endsWith('_cname_labels'));
    expect(labels).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, labels);
    await writeFile(journalPath, JSON.stringify(journal));

    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    await client.query(
      `insert into users (email, firstname, lastname) values ('old@example.com', 'Old', 'Owner')`,
    );
    for (const name of ['one', 'two', 'three']) {
      await client.query(
        `insert into networks (owner_id, name, txt_verification, edge_secret)
         select id, $1, 'palisade-verify=x', 'secret' from users`,
        [name],
      );
    }

    await migrate(db, { migrationsFolder: migrations });
    const { rows } = await client.query<{ id: number; dns_label: string }>(
      'select id, dns_label from networks order by id',
    );
    await client.close();
    expect(rows).toHaveLength(3);
    // 16 base32 characters each (80 bits), and no two alike: nothing of the id or the order of
    // creation can be read from them.
    for (const row of rows) expect(row.dns_label).toMatch(/^[a-z2-7]{16}$/);
    expect(new Set(rows.map((r) => r.dns_label)).size).toBe(3);
    expect(new Set(rows.map((r) => r.dns_label.slice(0, 4))).size).toBe(3);
  });
});
