import { Badge, Card, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FeaturePlaceholderProps } from '../../schemas/generated/widgets/featurePlaceholder.props';
import type { WidgetComponentProps } from '../shared/defineWidget';

/** A visible, honest stand-in for a part of the portal that a later release builds. */
export default function FeaturePlaceholder({ feature, description }: WidgetComponentProps<FeaturePlaceholderProps>) {
  const { t } = useTranslation();
  return (
    <Card.Root variant="outline" borderStyle="dashed" data-testid="feature-placeholder">
      <Card.Body>
        <Stack gap="2">
          <Badge alignSelf="start" colorPalette="gray">
            {t('widgets.placeholder.badge')}
          </Badge>
          <Card.Title as="h2">{feature}</Card.Title>
          {description && <Text color="fg.muted">{description}</Text>}
          <Text fontSize="sm" color="fg.muted">
            {t('widgets.placeholder.body')}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
