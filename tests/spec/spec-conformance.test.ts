// The spec conformance table: every user-facing string of spec sections 4, 5 and 8 (and the kinds' empty states of
// section 2) for the kinds that exist, copied from docs/spec/product-spec.md (the repository's copy of the spec), with where it must appear. Each
// row is checked against the code that shows it: a value the code computes (a schema's message, a kind's text, the
// toast a failure maps to) or, for text written inline in a component, the component's source. A string that drifts
// from the spec fails here; the browser tests then see it on screen.
import { readFileSync } from 'node:fs';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY } from '@client/components/ui/use-toast';
import { SIGN_IN_FALLBACK_MESSAGE } from '@client/features/auth/sign-in-request';
import type { KindTexts } from '@client/features/content/client-kind';
import { EXPORT_FORMATS, EXPORT_RESET_MS } from '@client/features/content/exports/export-pdf';
import { CARD_HEIGHT_PX, FLIP_MS } from '@client/features/content/gallery/flip-card';
import { FRESH_WINDOW_MS } from '@client/features/content/gallery/fresh-entities';
import { galleryCountLine } from '@client/features/content/gallery/gallery-page';
import { SPARKLE_MS } from '@client/features/content/gallery/sparkle';
import { REDIRECT_DELAY_MS } from '@client/features/content/generate/generate-entity';
import { generationFailure } from '@client/features/content/generate/generation-errors';
import { FACTION_TEXTS, factionClientKind } from '@client/features/kinds/faction/faction-client-kind';
import { ADVANCED_DEFAULTS as FACTION_ADVANCED_DEFAULTS } from '@client/features/kinds/faction/faction-form-values';
import { factionGallery } from '@client/features/kinds/faction/faction-gallery-page';
import {
  CARD_ALLY_LIMIT,
  CARD_GOAL_LIMIT,
  CARD_MEMBER_LIMIT,
  CARD_RIVAL_LIMIT,
  FACTION_SIZE_GROUPS,
  factionSearch,
} from '@client/features/kinds/faction/faction-text';
import { magicItemClientKind } from '@client/features/kinds/magic-item/magic-item-client-kind';
import {
  CARD_ABILITY_LIMIT,
  CARD_TAG_LIMIT as ITEM_CARD_TAG_LIMIT,
} from '@client/features/kinds/magic-item/magic-item-text';
import { npcClientKind } from '@client/features/kinds/npc/npc-client-kind';
import { townClientKind, townMapFileName } from '@client/features/kinds/town/town-client-kind';
import { townGallery } from '@client/features/kinds/town/town-gallery-page';
import { CARD_FEATURE_LIMIT } from '@client/features/kinds/town/town-text';
import { DRAWER_BREAKPOINT_PX } from '@client/features/layout/mobile-nav';
import { ApiError, READ_FALLBACK_MESSAGE, WRITE_FALLBACK_MESSAGE } from '@client/lib/api-client';
import { loginRequestSchema, registerFormSchema } from '@shared/auth';
import { FACTION_QUICK_DEFAULTS, factionContract } from '@shared/kinds/faction';
import { magicItemContract } from '@shared/kinds/magic-item';
import { npcContract } from '@shared/kinds/npc';
import { townContract, townRequestSchema } from '@shared/kinds/town';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

type Row = {
  /** The spec's section. */
  section: string;
  /** The text exactly as the spec gives it ({name} marks a value filled in). */
  spec: string | number;
  /** Where a person meets it. */
  where: string;
} & (
  | { /** What the code shows there. */ value: () => unknown }
  | { /** The component that writes it inline. */ source: string }
);

/** The first validation message for `input`. */
function messageOf(schema: z.ZodType, input: unknown, path?: string): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  const issue = path ? result.error.issues.find((i) => i.path.join('.') === path) : result.error.issues[0];
  return issue?.message;
}

const validRegister = {
  username: 'Merlin',
  email: 'merlin@example.com',
  password: 'Excalibur9',
  confirmPassword: 'Excalibur9',
};
const validTown = { size: 'town', economyType: 'mixed', governmentType: 'council', mapStyle: 'fantasy' };

function failureFor(texts: KindTexts, error: unknown) {
  const { title, description } = generationFailure(texts, error);
  return { title, description };
}

const KIND_ROWS = (
  label: string,
  texts: KindTexts,
  image: { loadFailed: string; regenerated: string; regenerateFailed: string },
): Row[] => [
  {
    section: '8',
    spec: 'Generation Limit Reached',
    where: `${label}: toast title when the server answers GENERATIONS_LIMIT_REACHED`,
    value: () => failureFor(texts, new ApiError('no credits', 403, 'GENERATIONS_LIMIT_REACHED')).title,
  },
  {
    section: '8',
    spec: `You've used all your ${label} generations. Check your account for details on generation limits.`,
    where: `${label}: that toast's text`,
    value: () => failureFor(texts, new ApiError('no credits', 403, 'GENERATIONS_LIMIT_REACHED')).description,
  },
  {
    section: '8',
    spec: 'API Rate Limit Reached',
    where: `${label}: toast title on status 429`,
    value: () => failureFor(texts, new ApiError('busy', 429, 'RATE_LIMIT_EXCEEDED')).title,
  },
  {
    section: '8',
    spec: 'The OpenAI API limit has been reached. Please try again in a moment.',
    where: `${label}: that toast's text`,
    value: () => failureFor(texts, new ApiError('busy', 429, 'RATE_LIMIT_EXCEEDED')).description,
  },
  {
    section: '8',
    spec: 'API Rate Limit or Quota Reached',
    where: `${label}: toast title when the message names a quota`,
    value: () => failureFor(texts, new ApiError('The quota is used up', 502, 'PROVIDER_ERROR')).title,
  },
  {
    section: '8',
    spec: 'Image Generation Failed',
    where: `${label}: toast title when the message names an image`,
    value: () => failureFor(texts, new ApiError('image model failed', 502)).title,
  },
  {
    section: '8',
    spec: 'Generation Failed',
    where: `${label}: toast title for any other failure`,
    value: () => failureFor(texts, new ApiError('boom', 500)).title,
  },
  {
    section: '8',
    spec: `Could not generate ${label}. Please try again or check the console for more details.`,
    where: `${label}: that toast's text`,
    value: () => failureFor(texts, new ApiError('boom', 500)).description,
  },
  {
    section: '8',
    spec: 'Error',
    where: `${label}: toast title when the form could not be submitted`,
    value: () => failureFor(texts, new TypeError('Failed to fetch')).title,
  },
  {
    section: '8',
    spec: `Failed to generate ${label}. Please try again.`,
    where: `${label}: that toast's text`,
    value: () => failureFor(texts, new TypeError('Failed to fetch')).description,
  },
  {
    section: '8',
    spec: image.loadFailed,
    where: `${label}: a picture that failed to load`,
    value: () => texts.image.loadFailed,
  },
  {
    section: '8',
    spec: image.regenerated,
    where: `${label}: toast when a regeneration started`,
    value: () => texts.image.regenerated,
  },
  {
    section: '8',
    spec: image.regenerateFailed,
    where: `${label}: 'Error' toast when a regeneration failed`,
    value: () => texts.image.regenerateFailed,
  },
  {
    section: '8',
    spec: 'Regeneration failed',
    where: `${label}: the detail view's failure`,
    value: () => texts.image.regenerateFailedDetail,
  },
  {
    section: '8',
    spec: `Failed to export ${label}. Please try again.`,
    where: `${label}: 'Export Failed' toast text`,
    value: () => texts.export.failed,
  },
  {
    section: '8',
    spec: 'Export failed',
    where: `${label}: detail view export failure title`,
    value: () => texts.export.detailFailedTitle,
  },
  {
    section: '8',
    spec: `Could not export ${label} data. Please try again.`,
    where: `${label}: detail view export failure text`,
    value: () => texts.export.detailFailed,
  },
];

const ROWS: Row[] = [
  // Section 4: toasts, timings, effects.
  { section: '4', spec: 1, where: 'toasts shown at once', value: () => TOAST_LIMIT },
  {
    section: '4',
    spec: 1_000_000,
    where: 'a dismissed toast is removed after (ms)',
    value: () => TOAST_REMOVE_DELAY,
  },
  {
    section: '4',
    spec: 'duration={TOAST_DURATION_MS}',
    where: 'toast display time, 5000 ms',
    source: 'src/client/components/ui/toaster.tsx',
  },
  {
    section: '4',
    spec: 'TOAST_DURATION_MS = 5000',
    where: 'toast display time',
    source: 'src/client/components/ui/toaster.tsx',
  },
  {
    section: '4',
    spec: 'TOAST_SWIPE_THRESHOLD_PX = 50',
    where: 'swipe right to dismiss',
    source: 'src/client/components/ui/toaster.tsx',
  },
  {
    section: '4',
    spec: "TOAST_HOTKEY = ['F8']",
    where: 'toast viewport hotkey',
    source: 'src/client/components/ui/toaster.tsx',
  },
  { section: '4', spec: 500, where: 'redirect after generation (ms)', value: () => REDIRECT_DELAY_MS },
  {
    section: '4',
    spec: 'Downloaded!',
    where: 'the export button after a download',
    source: 'src/client/features/content/exports/export-button.tsx',
  },
  { section: '4', spec: 2000, where: 'the export button resets after (ms)', value: () => EXPORT_RESET_MS },
  {
    section: '4',
    spec: 5 * 60 * 1000,
    where: 'new-item highlight window (ms)',
    value: () => FRESH_WINDOW_MS,
  },
  { section: '4', spec: 5000, where: 'sparkle on new items and detail views (ms)', value: () => SPARKLE_MS },
  { section: '9', spec: 460, where: 'card height (px)', value: () => CARD_HEIGHT_PX },
  { section: '9', spec: 500, where: 'card flip animation (ms)', value: () => FLIP_MS },
  {
    section: '9',
    spec: 1024,
    where: 'navigation drawer below this width (px)',
    value: () => DRAWER_BREAKPOINT_PX,
  },
  {
    section: '9',
    spec: 'CARD_TAG_LIMIT = 2',
    where: 'NPC card tags',
    source: 'src/client/features/kinds/npc/npc-card.tsx',
  },
  { section: '9', spec: 3, where: 'item card abilities', value: () => CARD_ABILITY_LIMIT },
  { section: '9', spec: 3, where: 'item card tags', value: () => ITEM_CARD_TAG_LIMIT },

  // Section 5: validation messages, from the shared schemas the forms and the server both use.
  {
    section: '5',
    spec: 'Please enter a valid email address',
    where: 'login e-mail',
    value: () => messageOf(loginRequestSchema, { email: 'x', password: 'p' }),
  },
  {
    section: '5',
    spec: 'Password is required',
    where: 'login password',
    value: () => messageOf(loginRequestSchema, { email: 'a@b.co', password: '' }),
  },
  {
    section: '5',
    spec: 'Username must be at least 3 characters',
    where: 'register username',
    value: () => messageOf(registerFormSchema, { ...validRegister, username: 'ab' }),
  },
  {
    section: '5',
    spec: 'Please enter a valid email address',
    where: 'register e-mail',
    value: () => messageOf(registerFormSchema, { ...validRegister, email: 'wizard@tower' }),
  },
  {
    section: '5',
    spec: 'Password must be at least 8 characters',
    where: 'register password',
    value: () =>
      messageOf(
        registerFormSchema,
        { ...validRegister, password: 'Sh0rt', confirmPassword: 'Sh0rt' },
        'password',
      ),
  },
  {
    section: '5',
    spec: 'Password must contain at least one uppercase letter',
    where: 'register password',
    value: () =>
      messageOf(registerFormSchema, {
        ...validRegister,
        password: 'lowercase1',
        confirmPassword: 'lowercase1',
      }),
  },
  {
    section: '5',
    spec: 'Password must contain at least one number',
    where: 'register password',
    value: () =>
      messageOf(registerFormSchema, {
        ...validRegister,
        password: 'NoDigitsHere',
        confirmPassword: 'NoDigitsHere',
      }),
  },
  {
    section: '5',
    spec: 'Please confirm your password',
    where: 'register confirm password',
    value: () => messageOf(registerFormSchema, { ...validRegister, confirmPassword: '' }, 'confirmPassword'),
  },
  {
    section: '5',
    spec: 'Passwords do not match',
    where: 'register confirm password',
    value: () =>
      messageOf(registerFormSchema, { ...validRegister, confirmPassword: 'Excalibur8' }, 'confirmPassword'),
  },
  {
    section: '5',
    spec: 'Please select a town size',
    where: 'town size',
    value: () => messageOf(townRequestSchema, { ...validTown, size: undefined }),
  },
  {
    section: '5',
    spec: 'Please select an economy type',
    where: 'town economy',
    value: () => messageOf(townRequestSchema, { ...validTown, economyType: 'barter' }),
  },
  {
    section: '5',
    spec: 'Please select a government type',
    where: 'town government',
    value: () => messageOf(townRequestSchema, { ...validTown, governmentType: undefined }),
  },
  {
    section: '5',
    spec: 'Please select a map style',
    where: 'town map style',
    value: () => messageOf(townRequestSchema, { ...validTown, mapStyle: 'crayon' }),
  },

  // Section 8: general errors, sign-in, pages.
  {
    section: '8',
    spec: 'An error occurred while fetching data',
    where: 'read fallback message',
    value: () => READ_FALLBACK_MESSAGE,
  },
  {
    section: '8',
    spec: 'An error occurred while making the request',
    where: 'write fallback message',
    value: () => WRITE_FALLBACK_MESSAGE,
  },
  {
    section: '8',
    spec: 'An error occurred',
    where: 'sign-in fallback message',
    value: () => SIGN_IN_FALLBACK_MESSAGE,
  },
  {
    section: '8',
    spec: 'Error loading auth state:',
    where: 'console, stored session unreadable',
    source: 'src/client/lib/session-store.ts',
  },
  {
    section: '8',
    spec: 'Error refreshing user data:',
    where: 'console, user refresh failed',
    source: 'src/client/lib/refresh-user.ts',
  },
  {
    section: '8',
    spec: 'Login Failed',
    where: 'toast title, login refused',
    source: 'src/client/features/auth/login-form.tsx',
  },
  {
    section: '8',
    spec: 'Invalid email or password',
    where: 'login toast fallback text',
    source: 'src/client/features/auth/login-form.tsx',
  },
  {
    section: '8',
    spec: 'Registration Failed',
    where: 'toast title, register refused',
    source: 'src/client/features/auth/register-form.tsx',
  },
  {
    section: '8',
    spec: 'There was an error creating your account',
    where: 'register toast fallback text',
    source: 'src/client/features/auth/register-form.tsx',
  },
  {
    section: '8',
    spec: 'Login Successful',
    where: 'toast title after login',
    source: 'src/client/features/auth/login-form.tsx',
  },
  {
    section: '8',
    spec: 'Welcome back, {name}!',
    where: 'toast text after login',
    source: 'src/client/features/auth/login-form.tsx',
  },
  {
    section: '8',
    spec: 'Registration Successful',
    where: 'toast title after register',
    source: 'src/client/features/auth/register-form.tsx',
  },
  {
    section: '8',
    spec: 'Welcome, {name}! Your account has been created successfully.',
    where: 'toast text after register',
    source: 'src/client/features/auth/register-form.tsx',
  },
  {
    section: '2',
    spec: 'Successfully logged in!',
    where: 'toast after Google sign-in',
    source: 'src/client/features/auth/start-up.ts',
  },
  {
    section: '8',
    spec: 'Authentication failed',
    where: 'toast after a failed Google sign-in',
    source: 'src/client/features/auth/start-up.ts',
  },
  {
    section: '2',
    spec: 'Failed to authenticate with Google. Please try again.',
    where: 'that toast\u2019s text',
    source: 'src/client/features/auth/start-up.ts',
  },
  {
    section: '8',
    spec: 'Authentication Required',
    where: 'toast on a protected page while signed out',
    source: 'src/client/features/auth/require-auth.tsx',
  },
  {
    section: '2',
    spec: 'Please log in or create an account to access this feature.',
    where: 'that toast\u2019s text',
    source: 'src/client/features/auth/require-auth.tsx',
  },
  {
    section: '2',
    spec: 'Logged Out',
    where: 'toast after logout',
    source: 'src/client/features/layout/use-logout.ts',
  },
  {
    section: '2',
    spec: 'You have been successfully logged out.',
    where: 'that toast\u2019s text',
    source: 'src/client/features/layout/use-logout.ts',
  },
  {
    section: '8',
    spec: 'Export Successful',
    where: 'toast after an export',
    source: 'src/client/features/content/exports/export-pdf.ts',
  },
  {
    section: '8',
    spec: 'Export Failed',
    where: 'toast title when an export fails',
    source: 'src/client/features/content/exports/export-pdf.ts',
  },
  {
    section: '8',
    spec: 'Copied to clipboard',
    where: 'toast after a copy button',
    source: 'src/client/features/content/details/clipboard.ts',
  },
  {
    section: '8',
    spec: 'Download Failed',
    where: 'toast when a picture cannot be downloaded',
    source: 'src/client/features/content/details/image-actions.tsx',
  },
  {
    section: '8',
    spec: 'NPC Generated',
    where: 'toast after forging an NPC',
    value: () => npcClientKind.texts.generated,
  },
  {
    section: '2',
    spec: 'The Tome Cannot Be Found',
    where: 'not-found heading',
    source: 'src/client/features/not-found/not-found-page.tsx',
  },
  {
    section: '2',
    spec: 'Return to the Great Hall',
    where: 'not-found button',
    source: 'src/client/features/not-found/not-found-page.tsx',
  },

  // Section 8: picture messages (server contract and client kinds).
  {
    section: '8',
    spec: 'Failed to load portrait',
    where: 'portrait failed to load',
    value: () => npcClientKind.texts.image.loadFailed,
  },
  {
    section: '8',
    spec: 'Portrait URL has expired. Please regenerate the portrait.',
    where: 'portrait route, 410 PORTRAIT_URL_EXPIRED',
    value: () => npcContract.imageMessages.expired,
  },
  {
    section: '8',
    spec: 'The portrait image is missing. Please regenerate it.',
    where: 'portrait route, file missing',
    value: () => npcContract.imageMessages.missing,
  },
  {
    section: '8',
    spec: 'No portrait available',
    where: 'NPC without a portrait',
    value: () => npcContract.imageMessages.none,
  },
  {
    section: '8',
    spec: 'Image URL has expired. Please regenerate it.',
    where: 'item image route, 410 IMAGE_URL_EXPIRED',
    value: () => magicItemContract.imageMessages.expired,
  },
  {
    section: '8',
    spec: 'Image file is missing. Please regenerate it.',
    where: 'item image route, IMAGE_FILE_MISSING',
    value: () => magicItemContract.imageMessages.missing,
  },
  {
    section: '8',
    spec: 'The item image is missing. Please regenerate it.',
    where: 'item card without a picture',
    value: () => magicItemClientKind.texts.image.none,
  },

  // Section 2: the galleries' empty states and links.
  {
    section: '2',
    spec: 'Your Gallery is Empty',
    where: 'NPC gallery, no NPCs',
    value: () => npcClientKind.texts.gallery.emptyTitle,
  },
  {
    section: '2',
    spec: 'Generate Your First NPC',
    where: 'NPC gallery, empty state link',
    value: () => npcClientKind.texts.gallery.emptyAction,
  },
  {
    section: '2',
    spec: 'Your Magic Item Gallery is Empty',
    where: 'item gallery, no items',
    value: () => magicItemClientKind.texts.gallery.emptyTitle,
  },
  {
    section: '2',
    spec: 'No items match your search',
    where: 'item gallery, no match',
    value: () => magicItemClientKind.texts.gallery.noMatchTitle,
  },
  {
    section: '2',
    spec: 'Forge New Item',
    where: 'item gallery link to the forge',
    source: 'src/client/features/kinds/magic-item/magic-item-gallery-page.tsx',
  },
  {
    section: '2',
    spec: 'Quickly Forging your NPC',
    where: 'NPC overlay, quick',
    value: () => npcClientKind.texts.overlay.quick,
  },
  {
    section: '2',
    spec: 'Meticulously Forging your NPC',
    where: 'NPC overlay, advanced',
    value: () => npcClientKind.texts.overlay.advanced,
  },
  {
    section: '2',
    spec: 'Forging Your NPC',
    where: 'NPC inline panel',
    value: () => npcClientKind.texts.forgingPanel.title,
  },
  {
    section: '2',
    spec: 'Forging your magical artifact...',
    where: 'item overlay',
    value: () => magicItemClientKind.texts.overlay.quick,
  },

  ...KIND_ROWS('NPC', npcClientKind.texts, {
    loadFailed: 'Failed to load portrait',
    regenerated: 'Portrait regenerated',
    regenerateFailed: 'Failed to regenerate portrait. Please try again.',
  }),
  ...KIND_ROWS('magic item', magicItemClientKind.texts, {
    loadFailed: 'Image failed to load',
    regenerated: 'Item image regenerated',
    regenerateFailed: 'Failed to regenerate item image. Please try again.',
  }),

  // Towns (spec sections 2, 8 and 9). A town's picture is its map: its failures say 'map', not 'image'.
  ...KIND_ROWS('town', townClientKind.texts, {
    loadFailed: 'Map unavailable',
    regenerated: 'Town map regenerated',
    regenerateFailed: 'Failed to regenerate town map. Please try again.',
  }).filter((row) => row.spec !== 'Image Generation Failed'),
  {
    section: '8',
    spec: 'Map Generation Failed',
    where: "town: toast title when the message names the map ('map')",
    value: () => failureFor(townClientKind.texts, new ApiError('The map could not be drawn.', 502)).title,
  },
  {
    section: '8',
    spec: 'Map Generation Failed',
    where: 'town: toast title when the message names an image (the map is the picture)',
    value: () => failureFor(townClientKind.texts, new ApiError('image model failed', 502)).title,
  },
  {
    section: '8',
    spec: 'The town map is missing. Please view details to regenerate it.',
    where: 'town card without a map',
    value: () => townClientKind.texts.image.none,
  },
  {
    section: '8',
    spec: 'Map unavailable',
    where: 'town map route without a map',
    value: () => townContract.imageMessages.none,
  },
  {
    section: '8',
    spec: 'Image URL has expired. Please regenerate it.',
    where: 'town map route, 410 IMAGE_URL_EXPIRED',
    value: () => townContract.imageMessages.expired,
  },
  {
    section: '8',
    spec: 'Image file is missing. Please regenerate it.',
    where: 'town map route, IMAGE_FILE_MISSING',
    value: () => townContract.imageMessages.missing,
  },
  {
    section: '8',
    spec: 'Failed to load towns',
    where: 'town gallery, list failed to load',
    source: 'src/client/features/kinds/town/town-gallery-page.tsx',
  },
  {
    section: '2',
    spec: 'Quickly Building your Town',
    where: 'town overlay, quick',
    value: () => townClientKind.texts.overlay.quick,
  },
  {
    section: '2',
    spec: 'Meticulously Constructing your Town',
    where: 'town overlay, advanced',
    value: () => townClientKind.texts.overlay.advanced,
  },
  {
    section: '2',
    spec: 'Town Builder',
    where: 'town generator title',
    source: 'src/client/features/kinds/town/town-generator-page.tsx',
  },
  {
    section: '2',
    spec: 'Showing {name} of {name} towns',
    where: 'town gallery count',
    value: () => galleryCountLine(townGallery, '{name}', '{name}'),
  },
  {
    section: '2',
    spec: 'View Full Details',
    where: 'town card back',
    source: 'src/client/features/kinds/town/town-card.tsx',
  },
  {
    section: '2',
    spec: 'Regenerate Map',
    where: 'town details actions',
    source: 'src/client/features/kinds/town/town-details.tsx',
  },
  {
    section: '2',
    spec: 'Download Map',
    where: 'town details actions',
    source: 'src/client/features/kinds/town/town-details.tsx',
  },
  { section: '9', spec: 3, where: 'town card notable features', value: () => CARD_FEATURE_LIMIT },
  {
    section: '9',
    spec: '-map.jpg',
    where: 'town map download name after the lowercased name',
    value: () => townMapFileName('Saltmere').slice('saltmere'.length),
  },

  // Factions (spec sections 2, 4, 5, 8 and 9). Their failures fall back to 'Failed to Generate Faction' with the
  // server's message, their limit text is their own, and their regeneration's started line is the toast's text.
  ...KIND_ROWS('faction', factionClientKind.texts, {
    loadFailed: 'Image failed to load',
    regenerated: factionClientKind.texts.image.regenerated,
    regenerateFailed: 'Failed to regenerate emblem. Please try again.',
  }).filter(
    (row) =>
      typeof row.spec !== 'string' ||
      !(
        row.spec.startsWith("You've used all your") ||
        row.spec === 'Image Generation Failed' ||
        row.spec === 'Generation Failed' ||
        row.spec.startsWith('Could not generate faction.') ||
        row.spec === factionClientKind.texts.image.regenerated
      ),
  ),
  {
    section: '8',
    spec: "You've reached your faction generation limit. Please try again later.",
    where: "faction: 'Generation Limit Reached' toast text",
    value: () =>
      failureFor(factionClientKind.texts, new ApiError('no credits', 403, 'GENERATIONS_LIMIT_REACHED'))
        .description,
  },
  {
    section: '8',
    spec: 'Failed to Generate Faction',
    where: 'faction: toast title for any other failure (with the server message)',
    value: () => failureFor(factionClientKind.texts, new ApiError('The forge went cold.', 500)).title,
  },
  {
    section: '8',
    spec: 'Failed to Generate Faction',
    where: "faction: toast title for an AI provider's failure too",
    value: () =>
      failureFor(factionClientKind.texts, new ApiError('The AI provider failed.', 502, 'PROVIDER_ERROR'))
        .title,
  },
  {
    section: '8',
    spec: 'Failed to Generate Faction',
    where: "faction: a message naming an image is no picture rule of factions' (that is NPCs' and items')",
    value: () => failureFor(factionClientKind.texts, new ApiError('image model failed', 502)).title,
  },
  {
    section: '8',
    spec: 'Image Failed to Load',
    where: 'faction emblem failed to load: toast title',
    value: () => factionClientKind.texts.image.failureToast?.title,
  },
  {
    section: '2',
    spec: "The faction emblem couldn't be loaded. You can try regenerating it.",
    where: 'faction emblem failed to load: toast text',
    value: () => factionClientKind.texts.image.failureToast?.description,
  },
  {
    section: '8',
    spec: 'Image failed to load',
    where: 'faction emblem route without an emblem',
    value: () => factionContract.imageMessages.none,
  },
  {
    section: '8',
    spec: 'Image URL has expired. Please regenerate it.',
    where: 'faction emblem route, 410 IMAGE_URL_EXPIRED',
    value: () => factionContract.imageMessages.expired,
  },
  {
    section: '8',
    spec: 'Image file is missing. Please regenerate it.',
    where: 'faction emblem route, IMAGE_FILE_MISSING',
    value: () => factionContract.imageMessages.missing,
  },
  {
    section: '4',
    spec: 'Faction emblem regeneration started. Check back soon to see the new emblem!',
    where: 'faction: toast text when an emblem regeneration started',
    value: () => factionClientKind.texts.image.regeneratedDescription,
  },
  {
    section: '4',
    spec: 'Regenerating...',
    where: 'faction: Regenerate Emblem while it runs',
    value: () => FACTION_TEXTS.regenerating,
  },
  {
    section: '2',
    spec: 'Regenerate Emblem',
    where: 'faction dossier actions',
    value: () => FACTION_TEXTS.regenerate,
  },
  {
    section: '2',
    spec: 'Export Markdown',
    where: 'faction dossier actions',
    value: () => EXPORT_FORMATS.markdown.label,
  },
  {
    section: '2',
    spec: 'Export PDF',
    where: 'faction dossier actions',
    value: () => EXPORT_FORMATS.pdf.label,
  },
  {
    section: '2',
    spec: '<MarkdownExportMenu kind={factionClientKind}',
    where: 'faction dossier: the Markdown export button (a menu of its flavours, decision 018)',
    source: 'src/client/features/kinds/faction/faction-details.tsx',
  },
  {
    section: '8',
    spec: 'Failed to load factions',
    where: "faction gallery, list failed to load ('Error' toast and inline)",
    value: () => FACTION_TEXTS.listError,
  },
  {
    section: '8',
    spec: 'Error Loading Faction',
    where: '/faction/{id} that cannot be loaded',
    value: () => FACTION_TEXTS.loadErrorTitle,
  },
  {
    section: '8',
    spec: 'Failed to load the faction. Please try again later.',
    where: '/faction/{id} that cannot be loaded',
    value: () => FACTION_TEXTS.loadError,
  },
  {
    section: '2',
    spec: 'FACTION FORGE',
    where: 'faction generator title',
    source: 'src/client/features/kinds/faction/faction-generator-page.tsx',
  },
  {
    section: '2',
    spec: 'QUICK',
    where: 'faction generator tab',
    value: () => factionClientKind.texts.modeTabs?.quick,
  },
  {
    section: '2',
    spec: 'ADVANCED',
    where: 'faction generator tab',
    value: () => factionClientKind.texts.modeTabs?.advanced,
  },
  {
    section: '2',
    spec: 'Quickly Forging your Faction',
    where: 'faction overlay, quick',
    value: () => factionClientKind.texts.overlay.quick,
  },
  {
    section: '2',
    spec: 'Meticulously Forging your Faction',
    where: 'faction overlay, advanced',
    value: () => factionClientKind.texts.overlay.advanced,
  },
  {
    section: '2',
    spec: 'Forge Faction',
    where: 'faction generator button',
    value: () => FACTION_TEXTS.forge,
  },
  {
    section: '2',
    spec: 'Forging Faction...',
    where: 'faction generator button while pending',
    value: () => FACTION_TEXTS.forging,
  },
  ...(
    [
      'History',
      'Structure',
      'Leadership',
      'Recruitment',
      'Resources',
      'Rituals',
      'Special Abilities',
      'Key Members',
      'Quests',
      'Rivals',
      'Allies',
      'Weaknesses',
    ] as const
  ).map(
    (label): Row => ({
      section: '2',
      spec: label,
      where: 'faction advanced include checkbox',
      source: 'src/client/features/kinds/faction/faction-form-values.ts',
    }),
  ),
  {
    section: '2',
    spec: 'Faction Created!',
    where: 'faction generator, success card',
    value: () => FACTION_TEXTS.created,
  },
  {
    section: '2',
    spec: 'View Details',
    where: "faction generator, success card's link",
    source: 'src/client/features/kinds/faction/faction-generator-page.tsx',
  },
  {
    section: '2',
    spec: 'Generation Failed',
    where: 'faction generator, failure card',
    value: () => FACTION_TEXTS.failed,
  },
  {
    section: '2',
    spec: 'There was an error generating your faction. Please try again.',
    where: 'faction generator, failure card without a server message',
    value: () => FACTION_TEXTS.failedFallback,
  },
  ...(['Structure', 'Resources', 'Members', 'Relations'] as const).map(
    (tab): Row => ({
      section: '2',
      spec: tab,
      where: 'faction dossier tab',
      source: 'src/client/features/kinds/faction/faction-details.tsx',
    }),
  ),
  {
    section: '2',
    spec: 'No key members information available.',
    where: 'faction dossier, Members tab without members',
    value: () => FACTION_TEXTS.noKeyMembers,
  },
  {
    section: '2',
    spec: 'Create New Faction',
    where: 'faction gallery link to the generator',
    source: 'src/client/features/kinds/faction/faction-gallery-page.tsx',
  },
  {
    section: '2',
    spec: 'Search factions by name, description, or tags...',
    where: 'faction gallery search placeholder',
    value: () => factionSearch.placeholder,
  },
  {
    section: '2',
    spec: 'Showing {name} of {name} factions',
    where: 'faction gallery count',
    value: () => galleryCountLine(factionGallery, '{name}', '{name}'),
  },
  {
    section: '2',
    spec: 'No Factions Found',
    where: 'faction gallery, no factions',
    value: () => factionClientKind.texts.gallery.emptyTitle,
  },
  {
    section: '2',
    spec: "You haven't created any factions yet. Generate your first faction to get started!",
    where: 'faction gallery, no factions',
    value: () => factionClientKind.texts.gallery.emptyDescription,
  },
  {
    section: '2',
    spec: 'Create First Faction',
    where: 'faction gallery, empty state link',
    value: () => factionClientKind.texts.gallery.emptyAction,
  },
  {
    section: '2',
    spec: 'No Factions Found',
    where: 'faction gallery, no match',
    value: () => factionClientKind.texts.gallery.noMatchTitle,
  },
  {
    section: '2',
    spec: 'No factions match your current search criteria. Try adjusting your filters.',
    where: 'faction gallery, no match',
    value: () => factionClientKind.texts.gallery.noMatchDescription,
  },
  ...(['Total Factions', 'Most Common Size', 'Common Secrecy', 'Recently Added'] as const).map(
    (label): Row => ({
      section: '2',
      spec: label,
      where: 'faction gallery statistics',
      source: 'src/client/features/kinds/faction/faction-gallery-page.tsx',
    }),
  ),
  {
    section: '5',
    spec: 'Regional Power',
    where: 'faction size filter, regional',
    value: () => FACTION_SIZE_GROUPS.find((group) => group.id === 'regional')?.sizes.join(),
  },
  {
    section: '5',
    spec: 'Small Gang or Local Organization',
    where: 'faction size filter, small',
    value: () => FACTION_SIZE_GROUPS.find((group) => group.id === 'small')?.sizes.join(' or '),
  },
  {
    section: '5',
    spec: 'National Group, Continental Network, World Organization',
    where: 'faction size filter, large',
    value: () => FACTION_SIZE_GROUPS.find((group) => group.id === 'large')?.sizes.join(', '),
  },
  {
    section: '9',
    spec: 'Regional Power, moderate, known, fantasy',
    where: 'quick faction defaults',
    value: () => Object.values(FACTION_QUICK_DEFAULTS).join(', '),
  },
  {
    section: '9',
    spec: 'Regional Power, moderate, known, fantasy',
    where: 'the advanced faction form starts from the same choices',
    value: () =>
      [
        FACTION_ADVANCED_DEFAULTS.size,
        FACTION_ADVANCED_DEFAULTS.influence,
        FACTION_ADVANCED_DEFAULTS.secrecy,
        FACTION_ADVANCED_DEFAULTS.emblemStyle,
      ].join(', '),
  },
  { section: '9', spec: 2, where: 'faction card front goals', value: () => CARD_GOAL_LIMIT },
  { section: '9', spec: 2, where: 'faction card back key members', value: () => CARD_MEMBER_LIMIT },
  { section: '9', spec: 3, where: 'faction card back allies', value: () => CARD_ALLY_LIMIT },
  { section: '9', spec: 2, where: 'faction card back rivals', value: () => CARD_RIVAL_LIMIT },
];

/** Inline text as a source file may write it: the spec's apostrophes may be escaped; {name} is any expression. */
function expectInSource(file: string, text: string) {
  const source = readFileSync(file, 'utf8').replaceAll("\\'", "'");
  for (const part of text.split(/\{name\}/))
    expect(source, `${file} should contain "${part}"`).toContain(part);
}

describe('spec conformance table', () => {
  it.each(ROWS.map((row) => [`§${row.section} ${row.where}: ${row.spec}`, row] as const))(
    '%s',
    (_name, row) => {
      if ('value' in row) expect(row.value()).toBe(row.spec);
      else expectInSource(row.source, String(row.spec));
    },
  );

  it('quotes the spec itself: every text row stands in product-spec.md as written', () => {
    const spec = readFileSync(new URL('../../docs/spec/product-spec.md', import.meta.url), 'utf8');
    // Rows that are code (constants) or fill the spec's '...' with the kind are checked by their pieces.
    for (const row of ROWS) {
      if (typeof row.spec !== 'string' || /[=[\]]/.test(row.spec)) continue;
      const pieces = row.spec
        .replace(/^You've used all your .* generations\./, "You've used all your ... generations.")
        .replace(
          /^Could not generate (NPC|magic item|town|faction)\. Please try again or check the console for more details\.$/,
          'Please try again or check the console for more details.',
        )
        .replace(
          /^Failed to (generate|export|regenerate) (NPC|magic item|portrait|item image|town|town map|faction|emblem)\. Please try again\.$/,
          'Please try again.',
        )
        .replace(
          /^Could not export (NPC|magic item|town|faction) data\. Please try again\.$/,
          'data. Please try again.',
        )
        .replace('Item image regenerated', 'regenerated')
        .replace('Town map regenerated', 'regenerated')
        .split('{name}');
      for (const piece of pieces)
        expect(spec, `spec should contain "${piece}" (${row.where})`).toContain(piece);
    }
  });
});
