// A small kind used only by the pipeline's tests: it proves the pipeline serves any kind it is given.
import { z } from 'zod';
import { defineKind } from '../../shared/content.js';
import { frontMatter, hbBlock, markdownDocument, mdText } from '../export/markdown.js';
import { defineServerKind, type ServerKind } from '../pipeline/kind.js';

export const widgetRequestSchema = z.object({
  name: z.string().trim().min(1).max(40).optional(),
  colour: z.enum(['red', 'green', 'blue']),
  seed: z.number().int().min(0).optional(),
});

export const widgetDataSchema = z.object({ name: z.string().min(1), colour: z.string(), lore: z.string() });

export const widgetContract = defineKind({
  kind: 'widget',
  label: 'widget',
  apiBase: 'widget',
  listPath: 'widgets',
  imageRoute: 'image',
  regenerateRoute: 'regenerate-image',
  responseKey: 'widget',
  imageUrlField: 'imageUrl',
  imageErrorCodes: { expired: 'IMAGE_URL_EXPIRED', missing: 'IMAGE_FILE_MISSING' },
  imageMessages: {
    none: 'No image available',
    missing: 'Image file is missing. Please regenerate it.',
    expired: 'Image URL has expired. Please regenerate it.',
  },
  requestSchema: widgetRequestSchema,
  dataSchema: widgetDataSchema,
  editable: ['name', 'lore'],
  sections: { lore: { label: 'Lore', fields: ['lore'] } },
});

export const widgetKind = defineServerKind({
  contract: widgetContract,
  procedural: {
    text: (request: z.output<typeof widgetRequestSchema>, seed: number) => ({
      name: request.name ?? `Widget ${seed % 1000}`,
      colour: request.colour,
      lore: `A ${request.colour} widget forged from seed ${seed}.`,
    }),
    art: (data: z.output<typeof widgetDataSchema>, seed: number) =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="${10 + (seed % 20)}" fill="${data.colour}"/></svg>`,
  },
  ai: {
    guidance: '- name: a short, catchy widget name.\n- lore: two sentences about where the widget came from.',
    fixed: (draft, request) => ({ colour: draft.colour, ...(request.name ? { name: draft.name } : {}) }),
    imagePrompt: (data) => `A ${data.colour} widget called ${data.name}, product photo. ${data.lore}`,
  },
  imageWidth: 64,
  pdf(sheet, entity, image) {
    sheet.title(String(entity.name), String(entity.colour));
    sheet.picture(image, 54, sheet.doc.y, 100, 'No image');
    sheet.heading('Lore');
    sheet.paragraph(String(entity.lore));
  },
  markdown: {
    obsidian: (entity) =>
      markdownDocument([
        ...frontMatter({ kind: 'widget', colour: entity.colour }),
        `# ${mdText(entity.name)}`,
        '',
        mdText(entity.lore),
      ]),
    homebrewery: (entity) =>
      markdownDocument([...hbBlock('note', [`# ${mdText(entity.name)}`, '', mdText(entity.lore)])]),
  },
});

/** The kinds a pipeline test serves: two, so 'an id of another kind' can be tested. */
export const gadgetKind: ServerKind = {
  ...widgetKind,
  contract: {
    ...widgetKind.contract,
    kind: 'gadget',
    label: 'gadget',
    apiBase: 'gadget',
    listPath: 'gadgets',
    responseKey: 'gadget',
  },
};
