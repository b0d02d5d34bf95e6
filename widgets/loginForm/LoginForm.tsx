import { Card, Heading } from '@chakra-ui/react';
import { useSearch } from '@tanstack/react-router';
import type { LoginFormProps } from '../../schemas/generated/widgets/loginForm.props';
import { safeNextPath } from '../../engine/routes/buildLoginRedirect';
import type { WidgetComponentProps } from '../shared/defineWidget';
import { AuthForm } from './AuthForm';

export default function LoginForm({ mode = 'login' }: WidgetComponentProps<LoginFormProps>) {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const next = typeof search.next === 'string' ? safeNextPath(search.next) : '/careers';
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
