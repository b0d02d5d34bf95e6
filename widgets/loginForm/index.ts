import type { LoginFormProps } from '../../schemas/generated/widgets/loginForm.props';
import { defineWidget } from '../shared/defineWidget';
import { lazyWidget } from '../shared/lazyWidget';

export const loginFormWidget = defineWidget<LoginFormProps>({
  component: lazyWidget('LoginForm', () => import('./LoginForm')),
});
