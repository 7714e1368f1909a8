// Credits a game master can read and an administrator can grant (issue 23): the account's balance, what each action
// costs, the ledger of spends, refunds and grants, and the administrator's grant.
import { z } from 'zod';
import { cleanText } from './text.js';

export const CREDITS_PATHS = {
  /** The signed-in user's credits, costs and newest ledger lines. */
  account: '/api/user/credits',
  /** An administrator's grant: `Authorization: Bearer <ADMIN_TOKEN>`; not found when no token is configured. */
  grant: '/api/admin/credits',
} as const;

/** How many ledger lines the account answer holds, newest first. */
export const CREDIT_HISTORY_LIMIT = 50;

export const CREDIT_REASONS = ['generation', 'regeneration', 'reroll', 'refund', 'grant'] as const;

export const creditLineSchema = z.object({
  id: z.number().int(),
  /** Negative for a spend, positive for a refund or a grant. */
  delta: z.number().int(),
  reason: z.enum(CREDIT_REASONS),
  /** The kind's label ('NPC', 'town') and the entity, when the line is about one. */
  kind: z.string().nullable(),
  contentId: z.number().int().nullable(),
  name: z.string().nullable(),
  createdAt: z.string(),
});

export const creditsAnswerSchema = z.object({
  credits: z.number().int(),
  /** What one generation, one picture regeneration and one section re-roll cost with the configured providers. */
  costs: z.object({ generation: z.number().int(), regeneration: z.number().int(), reroll: z.number().int() }),
  history: z.array(creditLineSchema),
});

export const MAX_CREDIT_GRANT = 100_000;

export const creditGrantRequestSchema = z.object({
  email: cleanText({ required: 'Please enter a valid email address' })
    .trim()
    .toLowerCase()
    .email('Please enter a valid email address'),
  amount: z
    .number({ error: 'Amount must be a whole number of credits' })
    .int('Amount must be a whole number of credits')
    .min(1, 'Amount must be at least 1')
    .max(MAX_CREDIT_GRANT, `Amount must be at most ${MAX_CREDIT_GRANT}`),
});

export const creditGrantAnswerSchema = z.object({ email: z.string(), credits: z.number().int() });

export type CreditsAnswer = z.infer<typeof creditsAnswerSchema>;
export type CreditGrantRequest = z.infer<typeof creditGrantRequestSchema>;
