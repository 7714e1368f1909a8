// What a content kind tells the generic client: its shared contract, its routes and the words it is spoken of in.
import type { Entity, KindContract } from '@shared/content';
import type { ReactNode } from 'react';

/** Every sentence the generic pages show about a kind, so no generic code names a kind. */
export type KindTexts = {
  /** The generator's tab labels, where the spec writes them its own way ('QUICK', 'ADVANCED'); else Quick, Advanced. */
  modeTabs?: { quick: string; advanced: string };
  /** Overlay headline per generator mode (spec section 2). */
  overlay: { quick: string; advanced: string };
  /** A line under the overlay headline. */
  overlayHint: string;
  /** The inline panel shown under the form while generating. */
  forgingPanel: { title: string; description: string };
  /** Success toast title; its description is the new entity's name. */
  generated: string;
  /** 'Generation Limit Reached' description (spec section 8). */
  limitReached: string;
  /** 'Image Generation Failed' description. */
  imageGenerationFailed: string;
  /**
   * How a failed picture is recognised in the server's message and titled, where the kind's picture has its own
   * name (spec section 8: a message containing 'map' gives 'Map Generation Failed' for towns). Without it: the word
   * 'image' and 'Image Generation Failed'.
   */
  imageFailure?: { words: readonly string[]; title: string };
  /** 'Generation Failed' description. */
  generationFailed: string;
  /**
   * The first sentence of 'Generation Failed' when the server names the reason (an AI provider's failure):
   * 'Could not generate NPC.' then, e.g., 'The AI provider did not answer in time. Please try again.'
   */
  generationFailedLead: string;
  /**
   * The title of every failure the earlier rules do not name (credits, rate limits, the picture's words), shown with
   * the server's message as it is; `generationFailed` only when the server sent none (spec section 8: a faction's
   * generation 'falls back to 'Failed to Generate Faction' with the server message'). Without it: 'Generation
   * Failed', with `generationFailedLead` before a provider's message and `generationFailed` for anything else.
   */
  failedWithServerMessage?: string;
  /** 'Error' description when the request could not be made at all. */
  submitFailed: string;
  image: {
    /** 'portrait', 'item image', 'map', 'emblem': used in labels such as 'Regenerate portrait'. */
    noun: string;
    /** The picture failed to load for a reason the server did not name. */
    loadFailed: string;
    /**
     * When the picture fails to load for a reason other than expired or missing, show the server's message
     * (spec section 8 for item images, maps and emblems) instead of `loadFailed`.
     */
    serverMessages?: boolean;
    /** Shown where there is no picture at all; the contract's `imageMessages.none` when absent. */
    none?: string;
    /**
     * A toast when the picture fails to load in a view that asks for it (`ImageFrame`'s `announceFailure`), besides
     * the placeholder the frame shows (spec section 2 for the faction emblem).
     */
    failureToast?: { title: string; description: string };
    /** Toast title when a regeneration started. */
    regenerated: string;
    regeneratedDescription: string;
    /** 'Error' toast description when it could not start. */
    regenerateFailed: string;
    /** The detail view's title for the same failure. */
    regenerateFailedDetail: string;
    /** Shown while the picture is being painted. */
    painting: string;
    /** 'Download Failed' descriptions. */
    downloadNone: string;
    downloadBroken: string;
  };
  export: {
    /** 'Export Failed' toast description (cards). */
    failed: string;
    /** The detail view's failure: title and description. */
    detailFailedTitle: string;
    detailFailed: string;
  };
  gallery: {
    emptyTitle: string;
    emptyDescription: string;
    emptyAction: string;
    noMatchTitle: string;
    noMatchDescription: string;
    loading: string;
  };
};

export type ClientKind<Data extends Record<string, unknown> = Record<string, unknown>> = {
  contract: KindContract;
  routes: { generator: string; gallery: string };
  /** Shown where a picture is missing (spec section 3). */
  placeholderImage: string;
  texts: KindTexts;
  /** The file name of a downloaded picture. */
  imageFileName(entity: KindEntity<Data>): string;
  /**
   * The downloaded picture's format: the served bytes as they are (the default), or re-encoded as JPEG in the
   * browser, for kinds whose download name ends in .jpg (spec section 9: items and town maps).
   */
  imageDownloadFormat?: 'original' | 'jpeg';
  /**
   * Where an export goes: saved as a file (the default), or shown in a new window (spec section 2 for factions: the
   * PDF and Markdown exports 'open in a new window').
   */
  exportTarget?: 'download' | 'window';
  /**
   * Whether the entity has a Foundry VTT actor besides the journal entry every kind exports (decision 022): the
   * export menu offers the actor only then. Absent: the kind has none.
   */
  foundryActor?(entity: KindEntity<Data>): boolean;
  /**
   * The kind's detail content: its own detail layout without the container (dialog, sheet, page) around it. Under
   * `ReadOnlyDetails` it shows no owner controls; a share link's public page renders it so (decision 019, amended).
   * Lazy (`React.lazy`, so render it under `Suspense`): the definition does not pull the detail view into every page
   * that names the kind.
   */
  renderDetails(entity: KindEntity<Data>): ReactNode;
};

/** An entity of a kind as the API answers it. */
export type KindEntity<Data extends Record<string, unknown> = Record<string, unknown>> = Entity<Data>;

/** Keeps a kind's data type while its definition is written as a plain object. */
export function defineClientKind<Data extends Record<string, unknown>>(
  kind: ClientKind<Data>,
): ClientKind<Data> {
  return kind;
}

/**
 * The cache key of a kind's list. The spec keys lists by `/api/{listPath}` (e.g. `/api/npcs`) while the data
 * comes from `/api/user/{listPath}`; invalidating this key refreshes every view of the list.
 */
export function listQueryKey(contract: Pick<KindContract, 'listPath'>): readonly [string] {
  return [`/api/${contract.listPath}`];
}

/** The entity's picture address, or null while it has none. */
export function imageUrlOf(
  kind: Pick<ClientKind, 'contract'>,
  entity: Record<string, unknown>,
): string | null {
  const value = entity[kind.contract.imageUrlField];
  return typeof value === 'string' && value ? value : null;
}

/** Whether any entity still waits for its picture (the list polls only then). */
export function anyImagePending(entities: readonly { imageStatus: string }[] | undefined): boolean {
  return Boolean(entities?.some((entity) => entity.imageStatus === 'pending'));
}
