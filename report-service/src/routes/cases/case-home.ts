import { Router } from 'express';
import type { AppContext } from '../../app-context';

/** Being built (issue 12). */
export function caseHomeRouter(_ctx: AppContext): Router {
  return Router();
}
