import { connectDatabase } from '/work/main/report-service/src/db/connect';
import { migrateToLatest } from '/work/main/report-service/src/db/migrate';
import { seedDemoData } from '/work/main/report-service/src/db/seed';
(async () => {
  const h = await connectDatabase({});
  await migrateToLatest(h.db);
  const t0 = Date.now();
  const s = await seedDemoData(h.db);
  console.log('seed ms', Date.now() - t0);
  console.log(JSON.stringify(s, null, 1));
  await h.close();
})().catch((e) => { console.error(e); process.exit(1); });
