import { Alert, Code, List } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ConfigError } from '../../engine/config/ConfigError';

/** Shown in place of a widget the config got wrong; names the config path so a consultant can fix it. */
export function WidgetErrorCard({ path, type, errors }: { path: string; type: string | undefined; errors: readonly ConfigError[] }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="error" variant="outline" data-testid="widget-error" data-config-path={path} role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{type ? t('widgets.error.titleWithType', { type }) : t('widgets.error.title')}</Alert.Title>
        <Alert.Description>
          {t('widgets.error.configPath')} <Code>{path}</Code>
          <List.Root ps="5" mt="1">
            {errors.map((error) => (
              <List.Item key={`${error.pointer}:${error.message}`}>
                <Code>{error.pointer}</Code> {error.message}
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
