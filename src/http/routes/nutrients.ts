import { Type } from 'typebox';
import { NUTRIENT_GROUPS, NUTRIENTS } from '../../domain/nutrition/nutrients.ts';
import { envelope } from '../reply.ts';
import { Envelope, StringEnum, studioErrors } from '../schemas/common.ts';
import type { App } from '../types.ts';

const Nutrient = Type.Object({
  bmid: Type.String({ description: 'Stable nutrient id, e.g. n_total_fat.' }),
  nutrient_id: Type.Integer({ description: 'SR28 nutrient number, or 9000+ for nutrients SR28 lacks.' }),
  display_name: Type.String(),
  unit: Type.String({ description: 'Unit of per-100 g values.' }),
  label_unit: Type.String({ description: 'Unit a US label declares.' }),
  sr28_number: Type.Union([Type.String(), Type.Null()]),
  us_mandatory: Type.Boolean(),
  groups: Type.Array(StringEnum(NUTRIENT_GROUPS)),
});

export function nutrientRoutes(app: App): void {
  app.get(
    '/nutrients',
    {
      schema: {
        tags: ['reference'],
        operationId: 'listNutrients',
        summary: 'The nutrient catalogue (BMIDs), in US label order',
        querystring: Type.Object(
          { group: Type.Optional(StringEnum(NUTRIENT_GROUPS, { description: 'Only this group.' })) },
          { additionalProperties: false },
        ),
        response: { 200: Envelope(Type.Array(Nutrient)), ...studioErrors(422) },
      },
    },
    async (request) => {
      const group = request.query.group;
      const list = group === undefined ? NUTRIENTS : NUTRIENTS.filter((n) => n.groups.includes(group));
      return envelope(
        request,
        list.map((n) => ({ ...n, groups: [...n.groups] })),
      );
    },
  );
}
