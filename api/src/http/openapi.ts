/** The OpenAPI 3.1 document of the whole API, written from the same route list and zod schemas. */
import { z } from 'zod';
import { envelopeSchema, failureEnvelopeSchema } from 'shared-contracts';
import type { RouteDefinition } from './route';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' });

function operationOf(route: RouteDefinition) {
  const readsQuery = route.method === 'GET' || route.method === 'DELETE';
  const inputSchema = route.input ? jsonSchema(route.input, 'input') : undefined;
  const properties = (inputSchema?.properties ?? {}) as Record<string, unknown>;
  const required = new Set((inputSchema?.required as string[] | undefined) ?? []);
  const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  const parameters = [
    ...pathParams.map((name) => ({ name, in: 'path', required: true, schema: properties[name] ?? { type: 'string' } })),
    ...(readsQuery
      ? Object.entries(properties)
          .filter(([name]) => !pathParams.includes(name))
          .map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }))
      : []),
  ];
  const body =
    !readsQuery && inputSchema
      ? {
          required: true,
          content: {
            'application/x-www-form-urlencoded': { schema: inputSchema },
            'application/json': { schema: inputSchema },
          },
        }
      : undefined;
  return {
    tags: [route.tag],
    summary: route.summary,
    ...(route.audience === 'public'
      ? {}
      : { security: [{ bearer: [] }], description: `需要${route.audience === 'player' ? '玩家' : '运营人员'}令牌` }),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      200: {
        description: '成功时 code 为 200 并带 result；业务失败时 code 非 200 并带中文 message',
        content: {
          'application/json': {
            schema: {
              oneOf: [jsonSchema(envelopeSchema(route.result), 'output'), jsonSchema(failureEnvelopeSchema, 'output')],
            },
          },
        },
      },
      ...(route.audience === 'public' ? {} : { 401: { description: '令牌缺失或失效' } }),
      ...(route.audience === 'operator' ? { 403: { description: '不是运营人员令牌' } } : {}),
    },
  };
}

export function openApiDocument(routes: readonly RouteDefinition[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '娱乐平台 API',
      version: '1.0.0',
      description: '所有响应为信封 { code, result | message }。金额为6位小数的USDT文本。',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
    paths,
  };
}
