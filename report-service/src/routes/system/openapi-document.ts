import { API_OPERATIONS, API_PATHS, type ApiAnswer, type ApiOperation } from '@proposal-desk/shared';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** A request schema as JSON Schema 2020-12 (what OpenAPI 3.1 uses), as the client sends it. */
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  // Coercions and preprocessing have no JSON Schema form: the accepted input type is described instead.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' });
  return rest;
}

/** The envelope every JSON answer comes in (`Envelope` of shared/api/envelope.ts). */
const EnvelopeSchema = z.object({
  code: z.number().int().describe('200 on success; the HTTP status otherwise'),
  msg: z.string().describe('A message in the language of Accept-Language (zh or en)'),
  data: z.unknown().describe('The answer; null on a refusal'),
  success: z.boolean(),
  errors: z
    .array(z.object({ field: z.string(), message: z.string() }))
    .optional()
    .describe('On refused values: each field at fault'),
});

const FILE_TYPES: Record<Exclude<ApiAnswer, 'envelope' | 'plain'>, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  file: 'application/octet-stream',
};

const envelopeRef = { $ref: '#/components/schemas/Envelope' };
const jsonEnvelope = (description: string) => ({ description, content: { 'application/json': { schema: envelopeRef } } });

function successOf(answer: ApiAnswer): Record<string, unknown> {
  if (answer === 'envelope') return jsonEnvelope('The envelope with the answer in `data`');
  if (answer === 'plain') return { description: 'JSON', content: { 'application/json': { schema: { type: 'object' } } } };
  return {
    description: 'A download (Content-Disposition: attachment)',
    content: { [FILE_TYPES[answer]]: { schema: { type: 'string', contentMediaType: FILE_TYPES[answer] } } },
  };
}

/** `/api/ReportRun/:id` → `/api/ReportRun/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

function parametersOf(op: ApiOperation): JsonSchema[] {
  const params = op.params ? jsonSchemaOf(op.params) : undefined;
  const inPath = paramNames(op.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: (params?.properties as Record<string, JsonSchema> | undefined)?.[name] ?? { type: 'string', minLength: 1 },
  }));
  if (!op.query) return inPath;
  const query = jsonSchemaOf(op.query);
  const properties = query.properties as Record<string, JsonSchema> | undefined;
  // A free-form query (a report's parameters) is one object parameter spread over the query string.
  if (!properties) return [...inPath, { name: 'params', in: 'query', style: 'form', explode: true, schema: query }];
  const required = new Set((query.required as string[] | undefined) ?? []);
  return [...inPath, ...Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }))];
}

function requestBodyOf(op: ApiOperation): JsonSchema | undefined {
  if (op.upload)
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { type: 'array', items: { type: 'string', contentMediaType: 'application/octet-stream' } } },
          },
        },
      },
    };
  if (!op.body) return undefined;
  return { required: true, content: { 'application/json': { schema: jsonSchemaOf(op.body) } } };
}

/** `getReportRuns`: the method and the name of the path in API_PATHS. */
function operationIdOf(op: ApiOperation): string {
  const entries = Object.entries(API_PATHS);
  const entry = entries.find(([, path]) => op.path === path) ?? entries.find(([, path]) => op.path.startsWith(`${path}/:`));
  const name = entry ? entry[0] : op.path.replace(/\W+/g, '_');
  return `${op.method}${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

function operationOf(op: ApiOperation): JsonSchema {
  const requestBody = requestBodyOf(op);
  const parameters = parametersOf(op);
  return {
    tags: [op.tag],
    summary: op.summary,
    operationId: operationIdOf(op),
    ...(op.public ? { security: [] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      '200': successOf(op.answer ?? 'envelope'),
      ...(op.public ? {} : { '401': jsonEnvelope('No valid bearer token'), '403': jsonEnvelope('Outside the caller’s role or scope') }),
      '400': jsonEnvelope('Refused values: `errors` names each field'),
    },
  };
}

/** The OpenAPI 3.1 document of the API, built from the shared list of operations and their zod schemas. */
export function buildOpenApiDocument(version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of API_OPERATIONS) (paths[openApiPath(op.path)] ??= {})[op.method] = operationOf(op);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Proposal Desk API',
      version,
      description:
        'The API of Proposal Desk. Sign in with `GET /api/Login/GetJwtToken3` (password RSA-encrypted with the key of ' +
        '`GET /publicKey`) and send the token as `Authorization: Bearer <token>`. Every JSON answer is an envelope ' +
        '`{ code, msg, data, success }`; messages follow Accept-Language (zh, en).',
    },
    servers: [{ url: '/' }],
    security: [{ bearerAuth: [] }],
    tags: [...new Set(API_OPERATIONS.map((op) => op.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token of a sign-in call' },
      },
      schemas: { Envelope: jsonSchemaOf(EnvelopeSchema) },
    },
  };
}
