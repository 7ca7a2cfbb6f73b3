import { z } from 'zod';
import { TokenAnswer } from '../envelope';
import { LoginQuery, PhoneLoginQuery, RefreshQuery, UuidLoginQuery } from '../../schemas/login';
import { SessionRow, SignedOutElsewhere } from '../../schemas/session';
import { callsOf } from '../call';

/** The calls of sign-in. */
export const signInCalls = callsOf('Sign-in')({
  login: {
    method: 'get',
    path: '/api/Login/GetJwtToken3',
    summary: 'Signs in with user name and encrypted password',
    access: 'public',
    query: LoginQuery,
    answer: TokenAnswer,
    message: 'login.success',
  },
  loginByPhone: {
    method: 'get',
    path: '/api/Login/GetJwtToken3ByPhone',
    summary: 'Signs in with phone number and encrypted password',
    access: 'public',
    query: PhoneLoginQuery,
    answer: TokenAnswer,
    message: 'login.success',
  },
  loginByUuid: {
    method: 'get',
    path: '/api/Login/GetJwtToken3ByUUID',
    summary: 'Signs in with a one-time login link',
    access: 'public',
    query: UuidLoginQuery,
    answer: TokenAnswer,
    message: 'login.success',
  },
  refreshToken: {
    method: 'get',
    path: '/api/Login/RefreshToken/RefreshToken',
    summary: 'Exchanges a token for a fresh one',
    access: 'public',
    query: RefreshQuery,
    answer: TokenAnswer,
  },
  mySessions: {
    method: 'get',
    path: '/api/Session/Mine',
    summary: 'The live sessions of the signed-in user, the current one marked (never another user’s)',
    access: 'signedIn',
    answer: z.array(SessionRow),
  },
  signOutElsewhere: {
    method: 'post',
    path: '/api/Session/SignOutElsewhere',
    summary: 'Ends every other live session of the signed-in user; this one stays',
    access: 'signedIn',
    answer: SignedOutElsewhere,
    message: 'session.signedOutElsewhere',
  },
});
