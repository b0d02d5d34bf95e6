import { Checkbox, Field, Heading, Input, Stack } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OfferFormActions } from './OfferFormActions';
import { validateSignature, type SignatureErrors } from '../../../engine/offers/validateSignature';
import { useMessageText } from '../../shared/useMessageText';

export interface SignatureFormProps {
  /** The profile full name the signature must equal; any non-empty text when unknown. */
  fullName: string | null | undefined;
  busy: boolean;
  onSubmit: (values: { signature: string; agree: boolean }) => void;
  /** Decline passes validation first (section 5), then asks for confirmation. */
  onDecline: () => void;
}

/** The typed-signature form: agree to the terms, type the full name, then Submit signed offer (or Decline). */
export function SignatureForm({ fullName, busy, onSubmit, onDecline }: SignatureFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [agree, setAgree] = useState(false);
  const [signature, setSignature] = useState('');
  /**
   * The messages shown: a field's is set when it is left (blur) or the form submitted; from then on it
   * follows the value, and goes as soon as the value is right.
   */
  const [errors, setErrors] = useState<SignatureErrors>({});
  const text = useMessageText();
  // The name as it is signed: without spaces around it (trimmed on blur and at submit).
  const found = (values: { agree: boolean; signature: string }) => validateSignature({ ...values, signature: values.signature.trim() }, fullName);
  /** After a change: a shown message goes once its field is right. */
  const mend = (values: { agree: boolean; signature: string }) =>
    setErrors((shown) => {
      const now = found(values);
      return { ...(shown.agree && now.agree && { agree: now.agree }), ...(shown.signature && now.signature && { signature: now.signature }) };
    });

  const agreeInput = useRef<HTMLInputElement>(null);
  const signatureInput = useRef<HTMLInputElement>(null);

  /** Validates; on failure the first field in error gets focus, so keyboard and screen-reader users land on it. */
  const check = (): boolean => {
    const now = found({ agree, signature });
    setErrors(now);
    if (now.agree) agreeInput.current?.focus();
    else if (now.signature) signatureInput.current?.focus();
    return Object.keys(now).length === 0;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check()) onSubmit({ signature: signature.trim(), agree });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <Stack gap="4" borderWidth="1px" borderRadius="md" p="5">
        <Heading as="h3" size="md" id={headingId}>
          {t('offers.letter.signHeading')}
        </Heading>
        <Field.Root invalid={Boolean(errors.agree)} required>
          <Checkbox.Root
            checked={agree}
            onCheckedChange={(details) => {
              const checked = details.checked === true;
              setAgree(checked);
              // A box is left as it is ticked: its message follows it.
              setErrors((shown) => ({ ...shown, agree: found({ agree: checked, signature }).agree }));
            }}
            name="agree"
          >
            <Checkbox.HiddenInput ref={agreeInput} />
            <Checkbox.Control />
            <Checkbox.Label>{t('offers.letter.agree')}</Checkbox.Label>
          </Checkbox.Root>
          {errors.agree && <Field.ErrorText color="red.700">{text(errors.agree)}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.signature)} required maxW="md">
          <Field.Label>
            {t('offers.letter.signature')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            ref={signatureInput}
            name="signature"
            autoComplete="name"
            maxLength={200}
            value={signature}
            onChange={(event) => {
              setSignature(event.target.value);
              mend({ agree, signature: event.target.value });
            }}
            onBlur={() => {
              // Text fields are trimmed on blur (the forms toolkit's rule); the name is checked then.
              const trimmed = signature.trim();
              setSignature(trimmed);
              setErrors((shown) => ({ ...shown, signature: found({ agree, signature: trimmed }).signature }));
            }}
          />
          <Field.HelperText>{t('offers.letter.signatureHelp')}</Field.HelperText>
          {errors.signature && <Field.ErrorText color="red.700">{text(errors.signature)}</Field.ErrorText>}
        </Field.Root>
        <OfferFormActions busy={busy} onDecline={() => check() && onDecline()} />
      </Stack>
    </form>
  );
}
