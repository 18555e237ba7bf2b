import { z } from 'zod';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { menuNodeSchema } from '@crossbill/contracts/menu';

/**
 * Schemas the OpenAPI document names as components. A recursive schema cannot be written inline:
 * without a name, its self-reference points at a component that does not exist. A registry of our
 * own (not zod's global one) so that nothing else registers names behind the document's back.
 */
const components = z.registry<{ id: string }>();
components.add(menuNodeSchema, { id: 'MenuNode' });

/** The route transform and the document transform of @fastify/swagger, over the same components. */
export const openapiTransform = createJsonSchemaTransform({ schemaRegistry: components });
export const openapiTransformObject = createJsonSchemaTransformObject({ schemaRegistry: components });
