import express from 'express';
import request from 'supertest';
import { ApiError, DomainError, tooManyRequests, type DomainErrorKind } from '../errors';
import { detectLanguage, errorHandler, HTTP_STATUS_OF_KIND } from './errors';

/** An app whose one route throws the given error. */
function appThrowing(error: unknown) {
  const app = express();
  app.use(detectLanguage);
  app.get('/fail', () => {
    throw error;
  });
  app.use(errorHandler);
  return app;
}

describe('error middleware', () => {
  it.each([
    ['invalid', 400],
    ['unauthorized', 401],
    ['forbidden', 403],
    ['notFound', 404],
    ['conflict', 409],
    ['busy', 429],
  ] as const)('answers a %s domain error with %i and its catalogue message', async (kind, status) => {
    const res = await request(appThrowing(new DomainError(kind, 'auth.outOfScope'))).get('/fail');
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ code: status, msg: '该数据不在您的权限范围内', data: null, success: false });
  });

  it('fills the message parameters in the caller’s language', async () => {
    const res = await request(appThrowing(new DomainError('conflict', 'login.locked', { minutes: 7 })))
      .get('/fail')
      .set('Accept-Language', 'en');
    expect(res.body).toMatchObject({ code: 409, msg: 'Too many failed sign-ins: the account is locked, try again in 7 minutes' });
  });

  it('tells a busy caller when to come back', async () => {
    const res = await request(appThrowing(new DomainError('busy', 'run.busy', {}, 7))).get('/fail');
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('7');
    expect(res.body.msg).toBe('报表生成繁忙，请稍后再试');
  });

  it('keeps the status and headers an ApiError names', async () => {
    const unavailable = await request(appThrowing(new ApiError(503, 'run.busy'))).get('/fail');
    expect(unavailable.status).toBe(503);
    const limited = await request(appThrowing(tooManyRequests(30))).get('/fail');
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('30');
  });

  it('gives an ApiError the domain kind its status stands for', () => {
    for (const [kind, status] of Object.entries(HTTP_STATUS_OF_KIND)) {
      expect(new ApiError(status, 'common.internal').kind).toBe(kind as DomainErrorKind);
    }
    expect(new ApiError(503, 'run.busy').kind).toBe('busy');
  });

  it('never leaks the text of an unknown error', async () => {
    const res = await request(appThrowing(new Error('secret detail'))).get('/fail');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 500, msg: '服务器发生错误，请稍后重试', data: null, success: false });
  });
});
