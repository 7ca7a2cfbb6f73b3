import { MIGRATION_NAMES, upgradedExisting } from './migrate';

// After migrating, the server vacuums an embedded database that it upgraded (start.ts): not a new one, whose
// migrations all ran on empty tables, nor one already up to date.
test('a database is upgraded when some of the migrations ran, not none and not all', () => {
  expect(upgradedExisting([])).toBe(false);
  expect(upgradedExisting([...MIGRATION_NAMES])).toBe(false);
  expect(upgradedExisting(MIGRATION_NAMES.slice(-1))).toBe(true);
});
