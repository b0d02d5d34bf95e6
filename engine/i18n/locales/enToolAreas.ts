import formBuilder from './en/formBuilder.json';
import formBuilderLogic from './en/formBuilderLogic.json';
import formBuilderRules from './en/formBuilderRules.json';
import studio from './en/studio.json';
import themeBuilder from './en/themeBuilder.json';

/**
 * The English of the tools for consultants and admins (the studio, the form builder, the theme builder): loaded by their
 * own chunks, never by a candidate's pages (each tool adds it to the running i18n instance before it renders).
 */
export const enToolAreas = { studio, formBuilder, formBuilderLogic, formBuilderRules, themeBuilder };
