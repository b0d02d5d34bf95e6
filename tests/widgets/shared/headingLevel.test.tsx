import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Localized } from '../../../engine/i18n/localizedText';
import type { LinkCardsProps } from '../../../schemas/generated/widgets/linkCards.props';
import LinkCards from '../../../widgets/linkCards/LinkCards';
import Section from '../../../widgets/section/Section';
import { renderWithProviders } from '../renderWithProviders';

const items: Localized<LinkCardsProps>['items'] = [{ title: 'Engineering', href: '/careers/search?query=engineer' }];

async function levels(): Promise<Array<[number, string]>> {
  await screen.findAllByRole('heading');
  return screen.getAllByRole('heading').map((heading) => [Number(heading.tagName.slice(1)), heading.textContent ?? '']);
}

function show(ui: ReactNode) {
  renderWithProviders(() => ui);
}

describe('heading levels follow the page, never skipping one', () => {
  it('link cards without a title are the page’s second level', async () => {
    show(<LinkCards items={items} />);
    expect(await levels()).toEqual([[2, 'Engineering']]);
  });

  it('link cards under their own title sit one level below it', async () => {
    show(<LinkCards title="Explore" items={items} />);
    expect(await levels()).toEqual([
      [2, 'Explore'],
      [3, 'Engineering'],
    ]);
  });

  it('a titled section puts its widgets’ headings one level down; an untitled one does not', async () => {
    show(
      <>
        <Section title="Why join us">{[<LinkCards key="cards" title="Explore" items={items} />]}</Section>
        <Section>{[<LinkCards key="cards" items={items} />]}</Section>
      </>,
    );
    expect(await levels()).toEqual([
      [2, 'Why join us'],
      [3, 'Explore'],
      [4, 'Engineering'],
      [2, 'Engineering'],
    ]);
  });
});
