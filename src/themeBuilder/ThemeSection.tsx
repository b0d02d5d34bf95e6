import { Box, Button, chakra, Heading, Stack } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Theme } from '../../schemas/generated/theme';
import type { ThemeContrastPair } from '../../engine/theme/themeContrast';
import { BUTTON_STATES, type ThemeSectionSpec, type ThemeTokenSpec } from '../../engine/theme/themeSections';
import { themeTokenValue } from '../../engine/theme/themeTokens';
import { ColorControl } from './ColorControl';
import { ImageControl } from './ImageControl';
import { RangeTokenControl } from './RangeTokenControl';
import { TextTokenControl } from './TextTokenControl';
import type { ThemeBuilderApi } from './themeBuilderApi';
import { sectionName, tokenName } from './tokenLabel';
import type { TokenEditProps } from './tokenEdit';

const PAINTS = new Set(['background', 'text', 'border']);

/**
 * A section's tokens in groups: a button section's by state (rest, hover, focus, active, disabled, then
 * any other, as a two-state button's selected colours), each a fieldset named by its state; other
 * sections' in one group.
 */
export function tokenGroups(section: ThemeSectionSpec): { state: string | null; tokens: ThemeTokenSpec[] }[] {
  const isButton = section.tokens.some((token) => token.path === 'hover.background');
  if (!isButton) return [{ state: null, tokens: [...section.tokens] }];
  const stateOf = (token: ThemeTokenSpec) => (token.path.includes('.') ? token.path.split('.')[0]! : PAINTS.has(token.path) ? 'rest' : null);
  const states = [
    ...BUTTON_STATES,
    ...new Set(section.tokens.map(stateOf).filter((state): state is string => state !== null && !(BUTTON_STATES as readonly string[]).includes(state))),
  ];
  return [
    ...states.map((state) => ({ state, tokens: section.tokens.filter((token) => stateOf(token) === state) })),
    { state: null, tokens: section.tokens.filter((token) => stateOf(token) === null) },
  ].filter((group) => group.tokens.length > 0);
}

export interface ThemeSectionProps {
  section: ThemeSectionSpec;
  theme: Theme;
  resolved: ReadonlyMap<string, string>;
  pairs: readonly ThemeContrastPair[];
  open: boolean;
  onToggle: (section: ThemeSectionSpec['name']) => void;
  onChange: TokenEditProps['onChange'];
  onResetSection: (section: ThemeSectionSpec['name']) => void;
  api: ThemeBuilderApi;
}

/** One section: a disclosure button (its heading) and, when open, a control per token and its reset. */
export const ThemeSection = memo(function ThemeSection({ section, theme, resolved, pairs, open, onToggle, onChange, onResetSection, api }: ThemeSectionProps) {
  const { t } = useTranslation();
  const panelId = `theme-section-${section.name}`;
  const name = sectionName(t, section.name);
  const control = (token: ThemeTokenSpec) => {
    const address = `${section.name}.${token.path}`;
    const props: TokenEditProps = {
      address,
      spec: token,
      label: tokenName(t, token.path),
      value: themeTokenValue(theme, address),
      fallback: resolved.get(address) ?? '',
      onChange,
    };
    switch (token.kind) {
      case 'color':
        return <ColorControl key={address} {...props} pairs={pairs} />;
      case 'opacity':
      case 'percent':
        return <RangeTokenControl key={address} {...props} />;
      case 'image': {
        const at = (path: string) => `${section.name}.${path}`;
        const focal = {
          x: Number(resolved.get(at('focalX')) ?? 50),
          y: Number(resolved.get(at('focalY')) ?? 50),
          xAddress: at('focalX'),
          yAddress: at('focalY'),
        };
        return <ImageControl key={address} {...props} api={api} focal={focal} />;
      }
      default:
        return <TextTokenControl key={address} {...props} />;
    }
  };
  return (
    <Box borderBottomWidth="1px" data-section={section.name}>
      <Heading as="h3" size="sm" m="0">
        <Button
          id={`${panelId}-button`}
          variant="ghost"
          w="full"
          justifyContent="space-between"
          borderRadius="0"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onToggle(section.name)}
        >
          {name}
          <chakra.span aria-hidden="true" transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.15s">
            ▾
          </chakra.span>
        </Button>
      </Heading>
      <Stack id={panelId} hidden={!open} gap="4" px="3" pb="4" pt="1">
        {open && (
          <>
            {tokenGroups(section).map((group) =>
              group.state ? (
                <chakra.fieldset key={group.state} borderWidth="1px" borderRadius="l2" p="3" display="flex" flexDirection="column" gap="3">
                  <chakra.legend fontSize="sm" fontWeight="semibold" px="1">
                    {t(`themeBuilder.states.${group.state}`)}
                  </chakra.legend>
                  {group.tokens.map(control)}
                </chakra.fieldset>
              ) : (
                <Stack key="tokens" gap="3">
                  {group.tokens.map(control)}
                </Stack>
              ),
            )}
            <Button size="xs" variant="outline" alignSelf="start" onClick={() => onResetSection(section.name)}>
              {t('themeBuilder.resetSection')}
            </Button>
          </>
        )}
      </Stack>
    </Box>
  );
});
