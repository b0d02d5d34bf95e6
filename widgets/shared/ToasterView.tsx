import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';

/** Default auto close 5 s (spec constants); showToast-style success messages pass 15 s explicitly. */
const TOAST_DEFAULT_DURATION_MS = 5000;

/** Chakra's toast store and view: loaded with the first toast (widgets/shared/toaster.tsx). */
export const chakraToaster = createToaster({ placement: 'bottom', pauseOnPageIdle: true, duration: TOAST_DEFAULT_DURATION_MS, max: 4 });

export function ToasterView() {
  return (
    <Portal>
      <ChakraToaster toaster={chakraToaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {/* At least 24×24 px to touch (WCAG 2.5.8); the recipe draws it smaller. */}
            {toast.closable && <Toast.CloseTrigger minW="7" minH="7" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
