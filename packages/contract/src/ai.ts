import { z } from 'zod';

/** SPEC §7: the profile field a generate-profile call asks for. */
export const PROFILE_FIELDS = ['agentBio', 'agentSkills', 'agentResponsibilities', 'agentExperience', 'agentTools'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export const LIST_PROFILE_FIELDS = ['agentSkills', 'agentResponsibilities', 'agentTools'] as const satisfies readonly ProfileField[];
export function isListField(f: ProfileField): f is (typeof LIST_PROFILE_FIELDS)[number] {
  return (LIST_PROFILE_FIELDS as readonly string[]).includes(f);
}

/** SPEC §8: labels used in 'Generated {field label} successfully'. */
export const PROFILE_FIELD_LABELS: Record<ProfileField, string> = {
  agentBio: 'Bio',
  agentSkills: 'Skills',
  agentResponsibilities: 'Responsibilities',
  agentExperience: 'Experience',
  agentTools: 'Tools & Software',
};

export const ENGINE_KINDS = ['builtin', 'openai-compatible', 'anthropic'] as const;
export type EngineKind = (typeof ENGINE_KINDS)[number];

export const engineInfoSchema = z.object({
  kind: z.enum(ENGINE_KINDS),
  model: z.string().nullable(),
  /** A sentence for the UI, e.g. "Built-in engine: no language model is configured". */
  label: z.string(),
});
export type EngineInfo = z.infer<typeof engineInfoSchema>;

export const appMetaSchema = z.object({ appDomain: z.string(), engine: engineInfoSchema });
export type AppMeta = z.infer<typeof appMetaSchema>;
