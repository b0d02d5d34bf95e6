import { Heading, Image, Stack, Text } from '@chakra-ui/react';
import type { CompiledForm } from '../../../engine/forms/CompiledForm';
import { SafeHtml } from '../../shared/SafeHtml';

/** The read-only content form: each item's label, sanitized description and optional image; nothing to fill. */
export function HtmlContentForm({ form }: { form: CompiledForm }) {
  return (
    <Stack gap="8">
      {form.steps.map((step) => (
        <Stack as="section" key={step.id} gap="4" aria-labelledby={`content-${form.id}-${step.id}`}>
          <Heading as="h2" size="md" id={`content-${form.id}-${step.id}`}>
            {step.title}
          </Heading>
          {step.description ? <Text color="fg.muted">{step.description}</Text> : null}
          {step.section.items.map((item) => (
            <Stack key={item.name} gap="2" data-field={item.name}>
              <Heading as="h3" size="sm">
                {item.label}
              </Heading>
              {item.description ? <SafeHtml html={item.description} /> : null}
              {item.image ? <Image src={item.image.src} alt={item.image.alt} maxW="full" maxH="80" objectFit="contain" alignSelf="start" /> : null}
            </Stack>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
