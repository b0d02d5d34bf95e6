import { Card, Heading } from '@chakra-ui/react';
import { useSearch } from '@tanstack/react-router';
import type { LoginFormProps } from '../../schemas/generated/widgets/loginForm.props';
import { loginLandingPath } from '../../engine/routes/buildLoginRedirect';
import type { WidgetComponentProps } from '../shared/defineWidget';
import { usePortal } from '../shared/PortalContext';
import { AuthForm } from './AuthForm';

export default function LoginForm({ mode = 'login' }: WidgetComponentProps<LoginFormProps>) {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const { domain } = usePortal();
  const next = loginLandingPath(typeof search.next === 'string' ? search.next : null, domain);
  return (
    <Card.Root maxW="md" mx="auto" w="full">
      <Card.Body>
        <AuthForm
          initialMode={mode}
          next={next}
          renderTitle={(text) => (
            <Heading as="h2" size="xl">
              {text}
            </Heading>
          )}
        />
      </Card.Body>
    </Card.Root>
  );
}
