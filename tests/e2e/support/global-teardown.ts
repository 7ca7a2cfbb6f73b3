import { stopChild } from '../../support/product';

export default async function globalTeardown(): Promise<void> {
  if (globalThis.e2eProduct) await stopChild(globalThis.e2eProduct);
}
