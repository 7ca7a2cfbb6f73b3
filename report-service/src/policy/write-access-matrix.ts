import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ACCESS_MATRIX_PAGE, accessMatrixMarkdown } from './access-matrix-doc';

/** `npm run access-matrix` (from the project's root): writes docs/access-matrix.md from the rows. */
async function main(): Promise<void> {
  const file = path.resolve(ACCESS_MATRIX_PAGE);
  await writeFile(file, accessMatrixMarkdown());
  console.log(`wrote ${ACCESS_MATRIX_PAGE}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
