import { tokens } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { CHAKRA_THEME_TOKENS_MODULE, chakraThemeTokens } from '../../scripts/chakraThemeTokensPlugin';

/** The module the plugin makes, evaluated as the browser would. */
async function builtModule(): Promise<Record<string, Record<string, unknown>>> {
  const plugin = chakraThemeTokens();
  const resolveId = plugin.resolveId as (id: string) => string | undefined;
  const load = plugin.load as (id: string) => Promise<string | undefined>;
  const resolved = resolveId(CHAKRA_THEME_TOKENS_MODULE);
  expect(resolved).toBeDefined();
  const code = await load(resolved!);
  return import(`data:text/javascript,${encodeURIComponent(code!)}`);
}

describe('Chakra colour tokens pruned at build time', () => {
  it('keeps the palettes the portal uses, with Chakra’s own values, and drops the four it never names', async () => {
    const { colors } = await builtModule();
    expect(Object.keys(colors!)).toEqual(Object.keys(tokens.colors).filter((name) => !['yellow', 'teal', 'cyan', 'pink'].includes(name)));
    expect(colors!.blue).toEqual(tokens.colors.blue);
  });

  it('keeps only the light value of each semantic token', async () => {
    const { semanticColors, semanticShadows } = await builtModule();
    expect(JSON.stringify([semanticColors, semanticShadows])).not.toMatch(/_dark|_light/);
    expect(semanticColors!.bg).toMatchObject({ DEFAULT: { value: '{colors.white}' } });
    expect(semanticColors!.pink).toBeUndefined();
  });

  it('is not asked for other modules', () => {
    const resolveId = chakraThemeTokens().resolveId as (id: string) => string | undefined;
    expect(resolveId('@chakra-ui/react')).toBeUndefined();
  });
});
