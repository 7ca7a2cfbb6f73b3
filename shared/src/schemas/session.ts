import { z } from 'zod';

/** One live session of the signed-in user, as the personal centre lists it. */
export const SessionRow = z.object({
  id: z.string().describe('The session id (the token’s jti)'),
  device: z.string().describe('A readable label of the browser and system, from the user agent; blank when unknown'),
  userAgent: z.string().describe('The user agent the session signed in with'),
  address: z.string().describe('The client address it signed in from'),
  signedInAt: z.string().describe('ISO date-time'),
  lastUsedAt: z.string().describe('ISO date-time, written at most once a minute'),
  current: z.boolean().describe('True for the session of this request'),
});
export type SessionRow = z.infer<typeof SessionRow>;

export const SignedOutElsewhere = z.object({
  ended: z.number().check(z.int32()).describe('How many other sessions ended'),
});
export type SignedOutElsewhere = z.infer<typeof SignedOutElsewhere>;
