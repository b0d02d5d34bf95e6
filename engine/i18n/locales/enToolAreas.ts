import studio from './en/studio.json';

/**
 * The English of the tools for consultants and admins (the studio): loaded by their own chunks, never
 * by a candidate's pages (src/studio adds it to the running i18n instance before it renders).
 */
export const enToolAreas = { studio };
