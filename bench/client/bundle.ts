import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Metric, round } from '../types';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  src?: string;
}

/**
 * Compressed JavaScript a first visit to /app/login downloads: the entry chunk, its static imports,
 * and the chunk of the sign-in screen. Read from vite's build manifest.
 */
export async function benchLoginBundle(distDir: string): Promise<Metric[]> {
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  );
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('build manifest has no entry');
  const loginScreenKey = Object.keys(manifest).find((key) => key.endsWith('ui/screens/auth/LoginScreen.tsx'));
  if (!loginScreenKey) throw new Error('build manifest has no login screen chunk');

  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(loginScreenKey);

  let gzipBytes = 0;
  for (const file of files)
    gzipBytes += gzipSync(await readFile(path.join(distDir, file)), { level: 9 }).length;
  return [
    { name: 'client.loginFirstLoad.js', value: round(gzipBytes / 1024, 1), unit: 'KB gzip', n: files.size },
  ];
}
