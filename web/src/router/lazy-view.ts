import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { settings } from '../config/settings';

type ViewModule = { default: ComponentType };

/** An error named like webpack's, so the boundary recognises a chunk that did not arrive. */
export function chunkLoadError(message: string): Error {
  const error = new Error(message);
  error.name = 'ChunkLoadError';
  return error;
}

/** Whether an error means a script chunk failed to load (or took longer than allowed). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' || /dynamically imported module|Loading chunk|Importing a module script failed/i.test(error.message)
  );
}

/** Rejects with a ChunkLoadError when the import is slower than `timeoutMs` (spec §9: 120000 ms). */
export function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(chunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadError(error) || !(error instanceof Error) ? chunkLoadError(String(error)) : error);
      },
    );
  });
}

/** A view loaded on demand, within the chunk-load timeout. */
export function lazyView(importer: () => Promise<ViewModule>): LazyExoticComponent<ComponentType> {
  return lazy(() => withTimeout(importer(), settings.chunkLoadTimeoutMs));
}
