import { Router } from 'express';
import type { AppContext } from '../../app-context';

/** Being built (issue 12). */
export function submitterActionRouter(_ctx: AppContext): Router {
  return Router();
}
