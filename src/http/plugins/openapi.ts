import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_VERSIONS } from '../../domain/api-versions.ts';
import { publicErrors } from '../schemas/common.ts';
import type { App } from '../types.ts';

const DESCRIPTION = `Recipe and nutrition-label API.

Three areas:
- **/v1**: simple recipes (camelCase), errors as \`{error:{code,message,details}}\`.
- **/studio**: versioned recipes, ingredient resolution, nutrition, servings, labels, custom ingredients,
  version history and audit trail (snake_case), errors as problem+json, validation as \`{detail:[…]}\` (422).
- **/entitlements**: plan, feature gates and quotas.

Every request carries \`Authorization: Bearer <API key>\` (keys look like \`nlk_XXXXXXXX_…\`).
Select an API version with the \`X-API-Version\` header (${API_VERSIONS.map((v) => `\`${v.name}\``).join(', ')};
default: the newest). Every response has \`X-Request-ID\` (a well-formed client value is echoed).
Studio mutations take the current \`version_id\` in \`If-Match\` (bare or \`W/"…"\`): missing → 412,
stale → 409, both with the current \`version_id\` in the body (confirming an ingredient resolution
takes it as optional).

Every Studio and entitlement error body carries \`errors\` and \`invalid_ids\` arrays (empty when there
is nothing to list). JSON bodies may be at most 1 MiB (413) and nest at most 64 levels (400
\`json_too_deep\`); text must not contain NUL or lone surrogates (400 \`invalid_text\`).`;

export async function openapi(app: App, options: { title: string; version: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: options.title,
        version: options.version,
        description: DESCRIPTION,
        license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
        'x-api-versions': API_VERSIONS.map((v) => ({
          name: v.name,
          capabilities: [...v.capabilities],
          description: v.description,
        })),
      } as never,
      // Relative: the document is served by the deployment it describes, wherever that runs.
      servers: [{ url: '/', description: 'The deployment serving this document.' }],
      components: {
        securitySchemes: {
          BearerAuth: { type: 'http', scheme: 'bearer', description: 'API key: nlk_<prefix>_<secret>' },
        },
      },
      security: [{ BearerAuth: [] }],
      tags: [
        { name: 'v1 recipes', description: 'Simple recipe area (/v1)' },
        { name: 'studio recipes', description: 'Versioned Studio recipes' },
        { name: 'reference', description: 'Nutrients, foods and RACC categories' },
        { name: 'entitlements', description: 'Plan, feature gates and quotas' },
        { name: 'operations', description: 'Health and documentation' },
      ],
    },
  });
  // The reference page and its assets are open, like the document itself.
  app.addHook('onRoute', (route) => {
    if (route.url === '/docs' || route.url.startsWith('/docs/')) {
      route.config = { ...route.config, public: true };
    }
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, persistAuthorization: true },
    staticCSP: true,
  });
  app.get(
    '/openapi.json',
    {
      config: { public: true },
      schema: {
        operationId: 'getOpenApiDocument',
        tags: ['operations'],
        summary: 'This OpenAPI 3.1 document',
        security: [],
        response: { 200: { type: 'object', additionalProperties: true }, ...publicErrors() },
      },
    },
    async () => app.swagger() as unknown as Record<string, unknown>,
  );
}
