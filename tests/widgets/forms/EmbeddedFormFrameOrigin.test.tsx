import { configure, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageField } from '../../../engine/forms/PageFormDefinition';
import { formOf, renderForm } from './renderForm';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const signature = (widgetUrl: string): PageField => ({
  name: 'w4',
  label: 'Sign your W-4',
  type: 'esignForm',
  options: { widgetUrl, widgetId: 'acme-w4-2026' },
});

describe('an embedded form frames only what the employer allows', { timeout: 30_000 }, () => {
  it('refuses to frame an origin missing from security.frameOrigins and shows the error card naming the question’s widgetUrl', async () => {
    renderForm(formOf([signature('https://evil.example/esign/public/sign-widget')]));
    const card = await screen.findByTestId('widget-error');
    expect(card).toHaveAttribute('data-config-path', '/sections/0/items/0');
    expect(card).toHaveTextContent('/sections/0/items/0/options/widgetUrl');
    expect(card).toHaveTextContent("the origin https://evil.example is not in the employer config's security.frameOrigins");
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('frames the allowed provider and a path of this site', async () => {
    renderForm(
      formOf([signature('https://sign.acme-docs.example/esign/public/sign-widget'), { ...signature('/esign/public/sign-widget'), name: 'nda', label: 'NDA' }]),
    );
    expect(await screen.findByTitle('Sign Sign your W-4')).toBeInTheDocument();
    expect(await screen.findByTitle('Sign NDA')).toBeInTheDocument();
    expect(screen.queryByTestId('widget-error')).not.toBeInTheDocument();
  });
});
