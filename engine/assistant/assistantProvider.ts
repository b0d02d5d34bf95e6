import type { EmployerConfig } from '../../schemas/generated/employer-config';
import { httpsOrigin } from '../forms/frameUrl';

/** Portico's reference assistant, served by its own server (chatbotxConfig.providerUrl's default). */
export const REFERENCE_ASSISTANT_PATH = '/assistant/chat';

type ChatbotConfig = Pick<EmployerConfig, 'chatbotxConfig'>;

/** The assistant's page address: a path of this site or an https address (checked against security.frameOrigins by the config rules). */
export const assistantProviderUrl = (config: ChatbotConfig): string => config.chatbotxConfig?.providerUrl || REFERENCE_ASSISTANT_PATH;

/** The origin the assistant's frame and its messages come from: another site's for an https provider, else undefined (this site's). */
export const assistantProviderOrigin = (config: ChatbotConfig): string | undefined => httpsOrigin(assistantProviderUrl(config));
