import { Router } from 'express';
import type { AppContext } from '../app-context';
import { userRouter } from './user/user';

/** Every authenticated /api router; each resource adds its own here. */
export function apiRouters(ctx: AppContext): Router {
  const router = Router();
  router.use(userRouter(ctx));
  return router;
}
