import { Type } from 'typebox';
import { RECIPE_EVENT_TYPES } from '../../domain/recipes/events.ts';
import {
  COUNTRIES,
  DEMOGRAPHICS,
  RECIPE_STATUSES,
  REGULATORY_AUTHORITIES,
} from '../../domain/recipes/state.ts';
import { CHANNELS } from '../../domain/versioning/records.ts';
import { StringEnum, VersionId } from './common.ts';
import { MeteredUsageConfirmedMember } from './entitlements.ts';

/** Wire shapes of Studio recipes, their versions and their audit trail (snake_case). */
export const RecipeIdParams = Type.Object(
  {
    recipe_id: Type.String({
      description: 'Recipe id (rcp_<ULID>).',
      examples: ['rcp_01JDQ5Z4M8W3X9V2T6R1N0P7KA'],
    }),
  },
  { additionalProperties: false },
);

export const RecipeVersionParams = Type.Object(
  { recipe_id: RecipeIdParams.properties.recipe_id, version_id: VersionId },
  { additionalProperties: false },
);

const Country = StringEnum(COUNTRIES, { description: 'Country whose rules apply (only US for now).' });
const Demographic = StringEnum(DEMOGRAPHICS, { description: 'Label demographic; it drives %DV.' });
const Name = Type.String({
  minLength: 1,
  maxLength: 255,
  description:
    'Unique (case-insensitively) among the organization’s recipes; 1–255 characters after trimming.',
});
const Rationale = Type.String({
  maxLength: 2000,
  description: 'Why the change was made; kept in the audit trail.',
});

export const CreateRecipeBody = Type.Object(
  {
    name: Name,
    country: Type.Optional({ ...Country, default: 'US' }),
    demographic: Type.Optional({ ...Demographic, default: 'adults_and_children_over_4' }),
    ...MeteredUsageConfirmedMember,
  },
  { additionalProperties: false },
);

export const PatchRecipeBody = Type.Object(
  {
    name: Type.Optional(Name),
    country: Type.Optional(Country),
    demographic: Type.Optional(Demographic),
    rationale: Type.Optional(Rationale),
  },
  { additionalProperties: false, description: 'Only the fields to change; omitted fields stay as they are.' },
);

export const RestoreRecipeBody = Type.Object(
  { target_version_id: VersionId, rationale: Type.Optional(Rationale) },
  { additionalProperties: false },
);

export const Summary = Type.Object(
  {
    ingredient_count: Type.Integer(),
    has_nutrition: Type.Boolean(),
    is_nutrition_current: Type.Boolean({ description: 'Nutrition computed from the current ingredients.' }),
    serving_count: Type.Integer({ description: 'Servings not deleted.' }),
    has_nutrition_facts: Type.Boolean({ description: 'Some serving has computed nutrition facts.' }),
  },
  { additionalProperties: false },
);

export const Actions = Type.Object(
  { can_modify: Type.Boolean(), can_archive: Type.Boolean(), can_delete: Type.Boolean() },
  { additionalProperties: false },
);

const recipeProperties = {
  id: Type.String(),
  name: Type.String(),
  country: Type.String({ enum: [...COUNTRIES] }),
  regulatory_authority: Type.String({ enum: [...REGULATORY_AUTHORITIES] }),
  demographic: Type.String({ enum: [...DEMOGRAPHICS] }),
  status: Type.String({ enum: [...RECIPE_STATUSES] }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time', description: 'When this version was written.' }),
};

/** The recipe without summary and actions (restore responses). */
export const RecipeBase = Type.Object(recipeProperties, { additionalProperties: false });

export const Recipe = Type.Object(
  { ...recipeProperties, summary: Summary, actions: Actions },
  { additionalProperties: false },
);

export const RecipeListItem = Type.Object(
  { ...recipeProperties, latest_version_id: VersionId },
  { additionalProperties: false },
);

export const ListRecipesQuery = Type.Object(
  {
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
    cursor: Type.Optional(Type.String({ description: 'meta.cursor of the previous page.' })),
  },
  { additionalProperties: false },
);

export const GetRecipeQuery = Type.Object(
  { version_id: Type.Optional({ ...VersionId, description: 'Read the recipe as it was at this version.' }) },
  { additionalProperties: false },
);

export const VersionEntry = Type.Object(
  {
    version_id: VersionId,
    parent_version_id: Type.Union([VersionId, Type.Null()]),
    created_at: Type.String({ format: 'date-time' }),
    created_by: Type.String({ description: 'Member id, or the system actor id.' }),
    summary: Type.String({ description: 'Auto-generated description of the change.' }),
    restored_from_version_id: Type.Union([VersionId, Type.Null()]),
    caused_by_event_id: Type.Union([Type.String(), Type.Null()]),
    content_hash: Type.String({ description: 'sha256 of the version’s canonical JSON content (hex).' }),
    chain_hash: Type.String({
      description: 'sha256(parent chain_hash ‖ content_hash); the first chains from 64 zeros.',
    }),
  },
  { additionalProperties: false },
);

export const ListVersionsQuery = Type.Object(
  {
    after: Type.Optional(Type.String({ description: 'meta.cursor of the previous page.' })),
    limit: Type.Integer({ minimum: 1, maximum: 50, default: 50 }),
    at: Type.Optional(
      Type.String({
        format: 'date-time',
        description:
          'ISO-8601 instant with an explicit offset: returns only the version current then (future → HEAD); after and limit are ignored.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const ChangesQuery = Type.Object(
  {
    compared_to: Type.Optional({
      ...VersionId,
      description: 'The version to compare with (default: the parent). Use HEAD’s id for a rollback preview.',
    }),
  },
  { additionalProperties: false },
);

const FieldChange = Type.Object(
  {
    change: Type.String({ enum: ['added', 'removed', 'modified'] }),
    before: Type.Optional(Type.Unknown()),
    after: Type.Optional(Type.Unknown()),
    field_changes: Type.Optional(
      Type.Record(Type.String(), Type.Unknown(), { description: 'Nested changes, same shape, recursively.' }),
    ),
  },
  { additionalProperties: false },
);

export const VersionChanges = Type.Object(
  {
    recipe_id: Type.String(),
    version_id: VersionId,
    compared_to: Type.Union([VersionId, Type.Null()], {
      description: 'null: the first version, compared with nothing.',
    }),
    field_changes: Type.Record(Type.String(), FieldChange, {
      description:
        'Changed fields keyed by name. Leaves carry before/after; objects and arrays carry field_changes (arrays of items with an id are keyed by id, with an $order entry on reordering).',
    }),
  },
  { additionalProperties: false },
);

export const ChainReport = Type.Object(
  {
    recipe_id: Type.String(),
    valid: Type.Boolean(),
    versions_checked: Type.Integer(),
    events_checked: Type.Integer(),
    head_version_id: Type.Optional(VersionId),
    broken_at: Type.Optional(
      Type.Object(
        {
          kind: Type.String({ enum: ['version', 'event'] }),
          id: Type.String(),
          seq: Type.Integer(),
          reason: Type.String({
            description:
              'seq_gap, parent_mismatch, content_hash_mismatch, chain_hash_mismatch, head_mismatch, missing_cause (versions); seq_gap, prev_hash_mismatch, record_hash_mismatch, unknown_version (events).',
          }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

/** Audit-trail query of a versioned document type whose events are `eventTypes`. */
export function auditTrailQuery(eventTypes: readonly string[]) {
  return Type.Object(
    {
      event_type: Type.Optional(
        Type.Unsafe<string>({
          type: 'string',
          enum: [...eventTypes],
          description: 'Only this type: one page, no cursor.',
        }),
      ),
      since_version_id: Type.Optional({ ...VersionId, description: 'Events of versions after this one.' }),
      up_to_version_id: Type.Optional({
        ...VersionId,
        description: 'Events of versions up to and including this one.',
      }),
      actor_id: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
      actor_type: Type.Optional(StringEnum(['member', 'system'] as const)),
      from: Type.Optional(
        Type.String({ format: 'date-time', description: 'Inclusive lower bound (ISO 8601).' }),
      ),
      to: Type.Optional(
        Type.String({ format: 'date-time', description: 'Inclusive upper bound (ISO 8601).' }),
      ),
      limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
      cursor: Type.Optional(Type.String({ description: 'meta.cursor of the previous page.' })),
    },
    { additionalProperties: false },
  );
}

/** One audit event of a versioned document type whose events are `eventTypes`. */
export function auditEventSchema(eventTypes: readonly string[]) {
  return Type.Object(
    {
      event_id: Type.String(),
      actor: Type.Object(
        { type: Type.String({ enum: ['member', 'system'] }), id: Type.String() },
        { additionalProperties: false },
      ),
      channel: Type.String({ enum: [...CHANNELS], description: 'api (API key), cli, or system.' }),
      timestamp: Type.String({ format: 'date-time' }),
      version_id: VersionId,
      event_type: Type.String({ enum: [...eventTypes] }),
      changed_fields: Type.Array(Type.String()),
      before: Type.Unknown({ description: 'Values of the changed fields before (null on creation).' }),
      after: Type.Unknown({ description: 'Values of the changed fields after.' }),
      rationale: Type.Union([Type.String(), Type.Null()]),
      prev_hash: Type.String({ description: 'record_hash of the previous event (64 zeros for the first).' }),
      record_hash: Type.String({ description: 'sha256(prev_hash ‖ canonical event), hex.' }),
    },
    { additionalProperties: false },
  );
}

export const AuditTrailQuery = auditTrailQuery(RECIPE_EVENT_TYPES);

export const AuditEvent = auditEventSchema(RECIPE_EVENT_TYPES);

export const AuditTrail = Type.Object(
  { recipe_id: Type.String(), events: Type.Array(AuditEvent) },
  { additionalProperties: false },
);
