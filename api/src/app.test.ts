import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';

describe('api app', () => {
  const app = buildApp();
  afterAll(() => app.close());

  it('answers the health check in the envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, result: { status: 'ok' } });
  });

  it('answers 404 for an unknown path', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
  });
});
