/**
 * The login bench: every login needs a fresh captcha of its own device, consumed on use. They are
 * issued before the run (in-process, app.inject, so issuing costs the measured server nothing
 * during the run), and each request autocannon sends takes the next unused (device, answer) pair.
 */
import { randomBytes } from 'node:crypto';
import autocannon, { type Instance, type Result } from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { apiPaths } from 'shared-contracts';
import { DEMO_PLAYER } from '../src/seed/seed';

interface IssuedCaptcha {
  device: string;
  answer: string;
}

export interface LoginResult {
  result: Result;
  /** Answers with HTTP 200 whose envelope `code` is not 200 (wrong captcha, locked, rate limited…). */
  envelopeFailures: number;
  envelopeCodes: Record<string, number>;
  captchasIssued: number;
  /** How long issuing them took, before the run. */
  issueSeconds: number;
  /** True when the run used up every captcha and was stopped early. */
  ranOut: boolean;
}

async function issueCaptchas(app: FastifyInstance, count: number): Promise<IssuedCaptcha[]> {
  const prefix = `bench-${randomBytes(4).toString('hex')}`;
  const issued: IssuedCaptcha[] = [];
  const BATCH = 100;
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, async (_, offset) => {
      const device = `${prefix}-${start + offset}`;
      const response = await app.inject({ method: 'POST', url: apiPaths.captcha, payload: { device } });
      const body = response.json() as { code: number; result?: { answer?: string } };
      if (body.code !== 200 || !body.result?.answer) throw new Error(`captcha refused: ${response.body}`);
      return { device, answer: body.result.answer };
    });
    issued.push(...(await Promise.all(batch)));
  }
  return issued;
}

export async function benchLogin(
  app: FastifyInstance,
  url: string,
  options: { seconds: number; connections: number; captchas: number },
): Promise<LoginResult> {
  // Each connection builds its first request while autocannon() runs, before `instance` is set.
  if (options.captchas < options.connections * 2) throw new Error('issue at least two captchas per login connection');
  const issueStart = performance.now();
  const pool = await issueCaptchas(app, options.captchas);
  const issueSeconds = (performance.now() - issueStart) / 1000;
  let next = 0;
  let ranOut = false;
  let envelopeFailures = 0;
  const envelopeCodes: Record<string, number> = {};
  const loginBody = (pair: IssuedCaptcha) =>
    JSON.stringify({
      username: DEMO_PLAYER.username,
      password: DEMO_PLAYER.password,
      captcha: pair.answer,
      device: pair.device,
    });

  let instance: Instance | undefined = undefined;
  instance = autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: 'POST',
        path: apiPaths.login,
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          const pair = pool[next];
          next += 1;
          // Out of captchas: stop the run (autocannon ends it at its next sample, within a second);
          // until then resend a used one, which fails and is counted.
          if (!pair && !ranOut) {
            ranOut = true;
            instance?.stop();
          }
          return { ...request, body: loginBody(pair ?? (pool[0] as IssuedCaptcha)) };
        },
        onResponse: (status, body) => {
          let code: unknown = status;
          try {
            code = (JSON.parse(body) as { code?: unknown }).code;
          } catch {
            // not JSON: count it under the HTTP status
          }
          envelopeCodes[String(code)] = (envelopeCodes[String(code)] ?? 0) + 1;
          if (status === 200 && code !== 200) envelopeFailures += 1;
        },
      },
    ],
  });
  const result = await instance;
  return { result, envelopeFailures, envelopeCodes, captchasIssued: pool.length, issueSeconds, ranOut };
}
