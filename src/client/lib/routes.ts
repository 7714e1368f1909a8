// Every client route path in one place, so the router, the sidebar and the home cards agree.
export const ROUTES = {
  home: '/',
  privacyPolicy: '/privacy-policy',
  npcGenerator: '/npc-generator',
  npcGallery: '/npc-gallery',
  magicItemGenerator: '/magic-item-generator',
  magicItemGallery: '/magic-item-gallery',
  townGenerator: '/town-generator',
  townGallery: '/town-gallery',
  factionGenerator: '/faction-generator',
  factionGallery: '/faction-gallery',
  campaignManager: '/campaign-manager',
  aiAssistant: '/ai-assistant',
  /** The account page: credits, costs and their history (issue 23). */
  account: '/account',
} as const;

// An entity id in an address: a positive integer as the API takes it (1 to 10 digits, no leading zero). Anything
// else names no entity, and such an address falls through to the not-found screen like any unknown path.
const ENTITY_ID = '(?<id>[1-9]\\d{0,9})';

/** `/town/{id}`. */
export const TOWN_ROUTE = new RegExp(`^/town/${ENTITY_ID}/?$`);

/** `/faction` and `/faction/{id}`: without an id the faction generator shows. */
export const FACTION_ROUTE = new RegExp(`^/faction(?:/${ENTITY_ID})?/?$`);

/** `/s/{token}`: a share link's public page (decision 019), outside the app's shell. */
export const SHARE_ROUTE = /^\/s\/(?<token>[A-Za-z0-9_-]{1,100})\/?$/;

/** Pages without the side navigation. */
export const ROUTES_WITHOUT_SIDEBAR: readonly string[] = [ROUTES.home, ROUTES.privacyPolicy];

/** The external page where players and game masters can leave a tip. */
export const SUPPORT_URL = 'https://ko-fi.com/loreforge';
