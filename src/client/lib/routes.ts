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
  townDetail: '/town/:id',
  factionGenerator: '/faction-generator',
  factionGallery: '/faction-gallery',
  campaignManager: '/campaign-manager',
  aiAssistant: '/ai-assistant',
} as const;

/** `/faction` and `/faction/{integer id}`: without an id the faction generator shows. */
export const FACTION_ROUTE = /^\/faction(?:\/(?<id>\d+))?\/?$/;

/** Pages without the side navigation. */
export const ROUTES_WITHOUT_SIDEBAR: readonly string[] = [ROUTES.home, ROUTES.privacyPolicy];

/** The external page where players and game masters can leave a tip. */
export const SUPPORT_URL = 'https://ko-fi.com/loreforge';
