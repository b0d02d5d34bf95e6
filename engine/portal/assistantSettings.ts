import type { EmployerConfig } from '../../schemas/generated/employer-config';

/**
 * Spec: the assistant is on the search page when enabled; for logged-out visitors only when the
 * config allows them too. Alone in its module: the first page's script carries this check only (the
 * provider's address, engine/assistant/assistantProvider.ts, comes with the sidebar).
 */
export function assistantOffered(config: Pick<EmployerConfig, 'chatbotxConfig'>, isLoggedIn: boolean): boolean {
  const chatbot = config.chatbotxConfig;
  return chatbot?.enabled === true && (isLoggedIn || chatbot.enabledForLoggedOut === true);
}
