import { existsSync } from 'node:fs';
import path from 'node:path';

// The CJK font shipped with the product (npm package @expo-google-fonts/noto-sans-sc), so no system font is needed.

function fontPackageDir(): string {
  return path.dirname(require.resolve('@expo-google-fonts/noto-sans-sc/package.json'));
}

export interface CjkFontFiles {
  regular: string;
  bold: string;
}

let cached: CjkFontFiles | undefined;

/** Absolute paths of Noto Sans SC Regular and Bold (static TrueType). */
export function cjkFontFiles(): CjkFontFiles {
  if (cached) return cached;
  const dir = fontPackageDir();
  const files = {
    regular: path.join(dir, '400Regular/NotoSansSC_400Regular.ttf'),
    bold: path.join(dir, '700Bold/NotoSansSC_700Bold.ttf'),
  };
  for (const file of Object.values(files)) if (!existsSync(file)) throw new Error(`CJK font missing: ${file}`);
  cached = files;
  return files;
}
