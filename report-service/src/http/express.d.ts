import type { Language } from '@proposal-desk/shared';
import type { AuthContext } from '../auth/context';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's own augmentation point
  namespace Express {
    interface Request {
      lang: Language;
      auth?: AuthContext;
    }
  }
}
export {};
