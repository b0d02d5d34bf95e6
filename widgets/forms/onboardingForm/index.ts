import type { OnboardingFormProps } from '../../../schemas/generated/widgets/onboardingForm.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const onboardingFormWidget = defineWidget<OnboardingFormProps>({
  component: lazyWidget('onboarding', () => import('./OnboardingForm')),
  pageHeading: true,
});
