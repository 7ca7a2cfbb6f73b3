import { z } from 'zod';
import { HealthAnswer, PublicKeyAnswer, ReadyAnswer, RegisterBody, RegisteredAccount, SocialLoginBody } from '../../schemas/login';
import { callsOf } from '../call';

/** The calls of system. */
export const systemCalls = callsOf('System')({
  publicKey: {
    method: 'get',
    path: '/publicKey',
    summary: 'The RSA public key that encrypts passwords (PKCS#1 v1.5, base64)',
    access: 'public',
    answer: PublicKeyAnswer,
  },
  socialLogin: {
    method: 'post',
    path: '/socialLogin',
    summary: 'Social sign-in (not configured: always refused)',
    access: 'public',
    body: SocialLoginBody,
    answer: z.never().describe('Never answered: social sign-in is not configured, so every call is refused (400)'),
  },
  logout: {
    method: 'get',
    path: '/logout',
    summary: 'Signs the bearer token out',
    access: 'public',
    answer: z.null(),
    message: 'logout.success',
  },
  register: {
    method: 'post',
    path: '/register',
    summary: 'Registers an account (disabled until an administrator enables it)',
    access: 'public',
    body: RegisterBody,
    answer: RegisteredAccount,
    message: 'register.success',
  },
  healthz: {
    method: 'get',
    path: '/healthz',
    summary: 'Liveness',
    access: 'public',
    plain: HealthAnswer,
  },
  readyz: {
    method: 'get',
    path: '/readyz',
    summary: "Readiness: database reachable and migrated (a 503 `{ status: 'not ready' }` otherwise)",
    access: 'public',
    plain: ReadyAnswer,
  },
  openApi: {
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This OpenAPI document',
    access: 'public',
    plain: z
      .object({ openapi: z.literal('3.1.0') })
      .loose()
      .describe('An OpenAPI 3.1 document'),
  },
  apiDocs: {
    method: 'get',
    path: '/api-docs',
    summary: 'The browsable reference of this document (Swagger UI)',
    access: 'public',
    file: 'html',
  },
  apiDocsInit: {
    method: 'get',
    path: '/api-docs/init.js',
    summary: 'The script that starts the reference page',
    access: 'public',
    file: 'script',
  },
  apiDocsFile: {
    method: 'get',
    path: '/api-docs/:file',
    summary: 'A file of the reference page (swagger-ui.css, swagger-ui-bundle.js, favicon-32x32.png)',
    access: 'public',
    params: z.object({ file: z.enum(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']) }),
    file: 'file',
  },
});
