import { Alert } from '@chakra-ui/react';

/** The implementation-phase banner: a notice, set by config, that the portal is still being set up. */
export function ImplementationBanner({ text }: { text: string }) {
  return (
    <Alert.Root status="warning" variant="subtle" role="note">
      <Alert.Indicator />
      <Alert.Description>{text}</Alert.Description>
    </Alert.Root>
  );
}
