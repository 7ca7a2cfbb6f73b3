import type { ReportFormat, ReportManifestEntry } from '@proposal-desk/shared';
import { Zip, ZipPassThrough, strToU8 } from 'fflate';
import type { Kysely } from 'kysely';
import type { Writable } from 'node:stream';
import type { Database } from '../db/schema';

/** The manifest of a run: one entry per stored output, in run order. */
export async function runManifest(db: Kysely<Database>, runId: number): Promise<ReportManifestEntry[]> {
  const rows = await db
    .selectFrom('report_outputs as o')
    .innerJoin('report_run_items as i', 'i.id', 'o.item_id')
    .select(['o.file_name', 'i.report_id', 'i.params', 'i.format', 'o.rows', 'o.bytes', 'o.sha256', 'o.engine', 'o.rendered_at', 'i.seq'])
    .where('o.run_id', '=', runId)
    .orderBy('i.seq')
    .execute();
  return rows.map((r) => ({
    file: r.file_name,
    report: r.report_id,
    title: r.file_name.replace(/^\d+ /, '').replace(/\.(pdf|xlsx)$/, ''),
    params: r.params,
    format: r.format as ReportFormat,
    rows: r.rows,
    bytes: r.bytes,
    sha256: r.sha256,
    engine: r.engine,
    renderedAt: new Date(r.rendered_at).toISOString(),
  }));
}

/**
 * Streams a run's outputs and manifest.json as one ZIP, reading one output at a time so memory stays
 * bounded by the largest file. PDFs and workbooks are already compressed: they are stored as they are.
 */
export async function writeRunZip(db: Kysely<Database>, runId: number, out: Writable): Promise<void> {
  const manifest = await runManifest(db, runId);
  const finished = new Promise<void>((resolve, reject) => {
    const zip = new Zip((err, chunk, final) => {
      if (err) {
        reject(err);
        return;
      }
      out.write(chunk);
      if (final) resolve();
    });
    const addFile = (name: string, content: Uint8Array) => {
      const file = new ZipPassThrough(name);
      zip.add(file);
      file.push(content, true);
    };
    (async () => {
      for (const entry of manifest) {
        const row = await db
          .selectFrom('report_outputs')
          .select('content')
          .where('run_id', '=', runId)
          .where('file_name', '=', entry.file)
          .executeTakeFirstOrThrow();
        addFile(entry.file, new Uint8Array(row.content));
      }
      addFile('manifest.json', strToU8(JSON.stringify(manifest, null, 2)));
      zip.end();
    })().catch(reject);
  });
  await finished;
}
